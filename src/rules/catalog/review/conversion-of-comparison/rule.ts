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
  documentation: {
    finds: '`Number(port !== 443)`, `parseInt(a > b)`: a comparison converted to a number or string, tested as a condition.',
    why: 'The parentheses are misplaced: the conversion was meant to apply to an operand, and the condition is not the one written.',
    wrongWhen: 'Deliberate boolean-to-number conversion (`Number(flag)`) is not a comparison and is not reported.',
    origin: "Sextant's own pattern, from bugs seen in real commits.",
  },
};
