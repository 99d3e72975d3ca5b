import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/unsafe-negation',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'logic',
  message: '`{{expression}}` negates the left operand, not the `{{operator}}` test: `!` binds tighter, so this tests a boolean.',
  recommendation: 'Put the test in parentheses: `!(key in object)`, `!(value instanceof Type)`.',
  documentation: {
    finds: '`!key in object` and `!value instanceof Type`.',
    why: '`!key` is a boolean, so `in` looks for a property named "true" or "false", and `instanceof` is always false.',
    wrongWhen: 'Practically never; when the boolean really is meant, write `(!key) in object` to say so.',
    origin: "ESLint's `no-unsafe-negation` and SonarSource's S3812.",
  },
};
