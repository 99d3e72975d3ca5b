import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/replace-first-only',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 60,
  category: 'bug-pattern',
  message: '`{{call}}` replaces only the first `{{pattern}}`: a string pattern, or a regular expression without `g`, stops after one match.',
  recommendation: 'Use `.replaceAll({{pattern}}, …)` (or a regular expression with the `g` flag) if every occurrence is meant.',
  files: 'source',
  documentation: {
    finds: "`.replace('-', '_')` or a regex without `g` over a separator.",
    why: 'Only the first occurrence is replaced.',
    wrongWhen: 'Reported as info, 60: replacing the first one only is sometimes meant.',
    origin: "SonarSource's S5868 and unicorn's `prefer-string-replace-all`.",
  },
};
