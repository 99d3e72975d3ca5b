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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
