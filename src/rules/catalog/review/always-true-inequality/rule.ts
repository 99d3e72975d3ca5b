import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/always-true-inequality',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: '`{{expression}}` is always {{always}}: `{{subject}}` cannot equal both {{first}} and {{second}} at once.',
  recommendation: 'Use the other operator: `x != a && x != b` for "neither", `x == a || x == b` for "either".',
  documentation: {
    finds: '`x != a || x != b` and `x == a && x == b` with two different literals `a` and `b`.',
    why: 'A value differs from at least one of two different constants, so the `||` is always true (and the `&&` always false): the branch it guards always runs, or never does.',
    wrongWhen: 'Never intended; the subject must be a plain name or field so that both sides read the same value.',
    origin: "go vet's `bools` analyzer (suspect `||` and `&&` of comparisons with distinct constants).",
  },
};
