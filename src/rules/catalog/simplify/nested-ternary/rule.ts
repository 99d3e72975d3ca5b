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
  documentation: {
    finds: 'A conditional expression nested in another.',
    why: 'Several decisions in one expression are hard to read.',
    wrongWhen: 'Reported as info.',
    origin: "ESLint's `no-nested-ternary`.",
  },
};
