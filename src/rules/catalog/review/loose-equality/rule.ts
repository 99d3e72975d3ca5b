import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/loose-equality',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 70,
  category: 'equality',
  message: 'Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.',
  recommendation: 'Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.',
  documentation: {
    finds: '`==` and `!=` between values of possibly different types.',
    why: "Coercion makes `'0' == 0` and `[] == false` true: comparisons that pass for the wrong values.",
    wrongWhen: 'Hidden by default (60): many projects allow it; `== null` has its own rule.',
    origin: "ESLint's `eqeqeq`.",
  },
};
