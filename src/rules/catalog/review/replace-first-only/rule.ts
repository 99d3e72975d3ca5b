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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
