import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/const-repeats-value',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{name}}` has no value of its own, so it repeats `{{value}}`: it equals `{{previous}}`.',
  recommendation: 'Give `{{name}}` its own value (`{{name}} = …`); a block meant to count needs `iota` in its first expression.',
  documentation: {
    finds:
      'A name in a Go `const` block with no value, after a constant whose value does not use `iota`: `KeyMediaPrev = uv.KeyMediaPrev` followed by a bare `KeyMediaRecord`.',
    why: 'A constant without a value repeats the expression above it. With `iota` that counts; without it, the new constant silently gets the same value as the one before, so two keys, buttons or states compare equal.',
    wrongWhen:
      'Two names are meant to be equal. Write the alias out (`B = A`), which says so. Silence one finding with `sextant-ignore review/const-repeats-value`.',
    origin:
      "The Go specification's implicit repetition in constant declarations; written from two fixes of this shape in the development data (a key and a mouse button that each equalled the constant above them).",
  },
};
