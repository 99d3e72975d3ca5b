import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/replace-first-only',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 60,
  category: 'bug-pattern',
  message:
    '`{{call}}` replaces only the first `{{pattern}}`: a string pattern, or a regular expression without `g`, stops after one match, so {{consequence}}.',
  recommendation: 'Use `.replaceAll({{pattern}}, …)` (or a regular expression with the `g` flag) if every occurrence is meant.',
  files: 'source',
  documentation: {
    finds:
      "`.replace('-', '_')` or a regular expression without `g` over a separator, shown as info; and escaping that stops after the first occurrence, shown at medium: a quote, backslash, `<`, `>` or `&` replaced by its escaped form (`.replace(\"'\", \"\\\\'\")`, `.replace('<', '&lt;')`, a quote doubled).",
    why: 'Only the first occurrence is replaced. For escaping that is a bug whatever the intent: the second quote or `<` stays as it was, and the text breaks out of the string, the SQL literal or the markup it was escaped for.',
    wrongWhen:
      'Replacing the first separator only is sometimes meant (one decimal point, one prefix), so those are info, 60. Escaping is reported when the replacement is visibly the escaped form of a single character; a regular expression with `g` or `y`, `replaceAll`, and replacements built at run time are left alone.',
    origin: "SonarSource's S5868 and unicorn's `prefer-string-replace-all`; the escaping case is CodeQL's `js/incomplete-sanitization`.",
  },
};
