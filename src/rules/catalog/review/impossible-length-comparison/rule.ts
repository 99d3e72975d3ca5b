import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/impossible-length-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{expression}}` is always {{always}}: a length is never negative.',
  recommendation: 'Compare with the bound that was meant: `> 0` for "not empty", `=== 0` for "empty".',
  documentation: {
    finds: 'A length compared with zero in a way that cannot vary: `items.length < 0`, `len(x) >= 0`.',
    why: 'A length is never below zero, so the test is constant: the branch it guards always runs or never does, and the check the author meant (usually "empty" or "not empty") is missing.',
    wrongWhen: 'Never intended; a `length` property of an object that is not a collection could in principle be negative.',
    origin: "SonarSource's S3981 (collection size comparisons) and staticcheck's SA4024 (impossible return value of a builtin).",
  },
};
