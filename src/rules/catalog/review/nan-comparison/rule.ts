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
    finds: "`x === NaN`, `x == float('nan')`, `x == math.nan`, `x == np.nan`, `x == math.NaN()`.",
    why: 'Nothing equals NaN, not even NaN: the comparison is always false.',
    wrongWhen: 'Never intended; use `Number.isNaN(x)`, `math.isnan(x)` or `math.IsNaN(x)`.',
    origin: "ESLint's `use-isnan`, Pylint's W0177 `nan-comparison` and staticcheck's SA4012.",
  },
};
