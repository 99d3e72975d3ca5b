import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/shared-fill-element',
  ...MEDIUM_CORRECTNESS,
  message: '`{{expression}}` puts one and the same `{{element}}` in every slot: a change through one slot shows in all of them.',
  recommendation: 'Make a new one per slot: {{fix}}.',
  documentation: {
    finds:
      'An array filled with one object or array: `new Array(n).fill([])`, `Array(7).fill({ visits: 0 })` in JavaScript, `[[]] * n` or `[[0] * width] * height` in Python.',
    why: '`fill` evaluates its argument once and `*` repeats the reference, so every slot holds the same object: pushing to `grid[0]` pushes to every row, and a counter in one day counts for the whole week.',
    wrongWhen:
      'When the shared object is never changed (a read-only placeholder); `Array.from({ length: n }, () => [])` or a comprehension says the intent either way. Functions, regular expressions and `new RegExp()` are left alone, as are immutable values (numbers, strings, tuples, `None`).',
    origin: 'eslint-plugin-unicorn\'s `no-array-fill-with-reference-type`; the Python FAQ\'s "How do I create a multidimensional list?".',
  },
};
