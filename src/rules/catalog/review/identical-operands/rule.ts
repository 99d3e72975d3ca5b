import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/identical-operands',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`{{expression}}` has the same operand on both sides of `{{operator}}`, so its value is fixed: one side was probably meant to be something else.',
  recommendation: 'Correct the operand that was copied (often a name left unchanged when the line was duplicated).',
  files: 'source',
  documentation: {
    finds: '`a && a`, `x - x`, `n < n`: the same operand on both sides of an operator.',
    why: 'The result is fixed: one side was probably meant to be something else.',
    wrongWhen: '`x !== x` (a NaN test), calls, and test files are left alone.',
    origin: "SonarSource's S1764 and staticcheck's SA4000.",
  },
};
