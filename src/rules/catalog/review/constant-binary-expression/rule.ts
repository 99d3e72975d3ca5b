import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/constant-binary-expression',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: '`{{expression}}` {{verdict}}.',
  recommendation:
    'Compare contents instead of identity (`items.length === 0`, a deep-equal helper), or parenthesise what `??` was meant to default (`a + (b ?? 0)`).',
  documentation: {
    finds:
      'A comparison with a value created on the spot (`x === []`, `x == {}`, `x === /re/`), and `??` after an operand that is never nullish (`a + b ?? 0`, `"prefix" ?? name`).',
    why: 'A new object or array is identical to nothing that exists, so the comparison is constant and its branch always or never runs; and an arithmetic, comparison or literal is never `null` or `undefined`, so the default after `??` is dead — usually `??` was meant to bind tighter than it does.',
    wrongWhen:
      'Never intended. Left alone: loose `==` with an array literal (`"" == []` is true), objects with their own `valueOf`/`toString`, and `new` expressions (a constructor may return an existing object).',
    origin: "ESLint's `no-constant-binary-expression` (the always-new and constant-nullishness cases) and SonarSource's S6638.",
  },
};
