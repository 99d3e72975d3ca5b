import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'simplify/nested-ternary',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 85,
  category: 'complexity',
  message: 'Nested ternary `{{target}}` packs several decisions into one expression.',
  recommendation: 'Use `if`/`else` (or an early return), a `switch`, or a lookup table; name intermediate results.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
