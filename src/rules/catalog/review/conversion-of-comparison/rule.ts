import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/conversion-of-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` converts the result of a comparison ({{value}}), not the operand: the closing parenthesis is probably misplaced.',
  recommendation: 'Close the conversion around the operand: `{{fn}}(value) !== 443`, not `{{fn}}(value !== 443)`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
