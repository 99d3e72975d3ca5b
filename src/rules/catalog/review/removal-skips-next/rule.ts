import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/removal-skips-next',
  ...MEDIUM_CORRECTNESS,
  message: '`{{removal}}` removes the element at `{{index}}` while {{walks}}: the next element moves into its place and is skipped{{consequence}}.',
  recommendation: 'Count down from the end, step the index back after removing, or build the kept elements into a new collection ({{alternative}}).',
  documentation: {
    finds:
      'A loop that counts an index up over a list and removes the element at that index: `items.splice(i, 1)` in `for (let i = 0; i < items.length; i++)`, `del items[i]` or `items.pop(i)` in `for i in range(len(items))`, `items = append(items[:i], items[i+1:]...)` or `slices.Delete(items, i, i+1)` in a Go loop over `items`.',
    why: 'Removing shifts every later element down by one, but the index still moves on: the element that took the removed one’s place is never looked at, so two matches in a row leave the second behind. Python’s `range(len(items))` and Go’s `range items` were fixed before the loop began, so they also run past the shortened end (`IndexError`, a panic, or the last element seen twice).',
    wrongWhen:
      'When at most one element can match. A removal whose block goes on to `break` or `return` is left alone; so is one guarded by an element equal to a given key in JavaScript and Go (`if item.ID == id`: a list that holds each key once has nothing to skip, though a repeated key would be), a loop that reaches for the next element itself (`items[i + 1]`, merging into it on purpose), an index loop that steps its index back (`i--`) or changes it in the body, and a removal at another index than the loop’s own. Python’s `range` loop is reported even for one key: it runs past the shortened end.',
    origin:
      "CodeQL's `js/loop-iteration-skipped-due-to-shifting`, carried over to Python's `del`/`pop` in a `range(len(…))` loop and Go's `append(s[:i], s[i+1:]...)` in a loop over `s`.",
  },
};
