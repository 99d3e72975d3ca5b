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
      'A comparison with a value created on the spot (`x === []`, `x == {}`, `x === /re/`), `??` after an operand that is never nullish (`a + b ?? 0`, `"prefix" ?? name`), a boolean compared with what is never a boolean (`!user === null`, `!options.mode === "strict"`), and a value that is never nullish compared with `null` or `undefined` (`typeof callback === undefined`, `a + b == null`).',
    why: 'A new object or array is identical to nothing that exists, so the comparison is constant and its branch always or never runs; and an arithmetic, comparison or literal is never `null` or `undefined`, so the default after `??` is dead — usually `??` was meant to bind tighter than it does. `!` binds tighter than `===`: `!a === b` compares a boolean, which is never a number, string, `null` or `undefined`.',
    wrongWhen:
      'Never intended. Left alone: a boolean compared with another boolean (`!a === !b`), loose `==` of a boolean with a number or string (`!x == 0` can be true), loose `==` with an array literal (`"" == []` is true), objects with their own `valueOf`/`toString`, and `new` expressions (a constructor may return an existing object).',
    origin:
      "ESLint's `no-constant-binary-expression` (the always-new, constant-nullishness and constant-comparison cases), SonarSource's S6638 and S7736 (negated expressions in equality checks).",
  },
};
