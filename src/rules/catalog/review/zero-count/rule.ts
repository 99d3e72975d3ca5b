import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/zero-count',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{call}}` is given a count of 0: {{effect}}.',
  recommendation: 'Pass -1 for "all" ({{all}}), or the number of matches that was meant.',
  documentation: {
    finds: '`strings.Replace` or `bytes.Replace` with a literal count of 0, and the `FindAll…` methods of a `regexp.Regexp` with a limit of 0.',
    why: 'The count limits how many matches are replaced or returned, and 0 means none: `strings.Replace(s, "a", "b", 0)` returns `s` unchanged and `re.FindAllString(s, 0)` returns nil. The author meant "all", which is -1 (or `strings.ReplaceAll`).',
    wrongWhen: 'Never useful as a literal; a count held in a variable or a named constant is left alone.',
    origin: "staticcheck's SA1018 (`strings.Replace` with n == 0) and SA1010 (`FindAll` with n == 0).",
  },
};
