import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/walrus-binds-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'correctness',
  message: '`{{name}} := {{value}}` binds the result of the whole comparison (`True`/`False`), not `{{left}}`, yet `{{name}}` is used below as that value.',
  recommendation: 'Parenthesise the assignment so the name gets the value and the comparison tests it: `if (kind := schema["type"]) not in KINDS:`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
