import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/off-by-one-index',
  ...MEDIUM_CORRECTNESS,
  message: 'The loop runs `{{index}}` up to `{{bound}}` itself, and `{{access}}` at that last step is past the end: {{consequence}}.',
  recommendation: 'Stop one earlier (`{{index}} < {{bound}}`), or handle the last step apart.',
  documentation: {
    finds:
      'A counting loop whose index goes up to the length of a collection inclusive — `for (let i = 0; i <= items.length; i++)`, `for i in range(len(items) + 1)`, `for i := 0; i <= len(items); i++` — and that reads or writes `items[i]` with nothing in the loop that tells the last step apart.',
    why: 'Indexes run from 0 to the length minus one, so the last pass goes one past the end: Python raises `IndexError`, Go panics with `index out of range`, and JavaScript reads `undefined` and carries on with it — a `NaN` total, a missing last character, a crash a few lines later.',
    wrongWhen:
      'When the last pass is meant, as in a tokenizer that flushes its last token at the end: a loop whose body compares the index with anything, or mentions the length itself, is left alone, as is one that changes its index inside the body, counts in steps other than one, or (in JavaScript) only writes at the index, which appends.',
    origin:
      "CodeQL's `js/index-out-of-bounds` (an off-by-one comparison against the length), carried over to Python's `range(len(x) + 1)` and Go's `i <= len(x)`, where the same loop raises or panics.",
  },
};
