import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unused-loop-index',
  ...MEDIUM_CORRECTNESS,
  message: 'The loop counts `{{index}}` over `{{collection}}` but never uses it: `{{access}}` reads the same element on every pass.',
  recommendation: 'Index with the loop’s own variable (`{{collection}}[{{index}}]`), or loop over the elements themselves.',
  documentation: {
    finds:
      'A loop that counts an index over a collection’s positions — `for (let i = 0; i < items.length; i++)`, `for i in range(len(items))`, `for i := range items` — whose body never mentions the index but reads `items[…]` at another, fixed index: `items[0]`, or the index of an outer loop (`items[j]` inside a loop over `i`).',
    why: 'The loop was written to visit every element and visits one, as many times as there are elements: usually a nested loop’s indexes mixed up, or a copied line whose index was not changed. The result is plausible — a sum, a match, a check that passes — and wrong.',
    wrongWhen:
      'When repeating with one element is meant. A loop whose index is `_`, whose body changes the index it reads with (`items[j]` with `j++` in the body), or that reads at an index computed by a call is left alone.',
    origin: "CodeQL's `js/unused-index-variable`, carried over to Python's `range(len(…))` loops and Go's counting and `range` loops.",
  },
};
