import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'simplify/boolean-literal-comparison',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 85,
  category: 'complexity',
  message: 'Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.',
  recommendation: 'Write `if (done)` / `if (!done)` instead of comparing with `true`/`false`, once the value is known to be a boolean.',
  documentation: {
    finds: '`x == true`, `x != false`.',
    why: 'The comparison adds nothing when `x` is a boolean.',
    wrongWhen: 'In JavaScript `x === true` is often deliberate for values that may not be booleans: hidden there (60).',
    origin: "ESLint's `no-extra-boolean-cast` family, Ruff's E712, gosimple's S1002.",
  },
};
