import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/nan-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 95,
  category: 'bug-pattern',
  message: '`{{expression}}` is always {{always}}: `NaN` is not equal to anything, itself included.',
  recommendation: 'Test with `Number.isNaN(value)`.',
  documentation: {
    finds: '`x === NaN`.',
    why: 'Nothing equals NaN, not even NaN: the comparison is always false.',
    wrongWhen: 'Never intended; use `Number.isNaN(x)`.',
    origin: "ESLint's `use-isnan`.",
  },
};
