import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/boolean-sort-comparator',
  ...MEDIUM_CORRECTNESS,
  message:
    'The comparator `{{comparator}}` returns a boolean: `{{method}}` reads `true` as 1 and `false` as 0, so it can never put the first item first and the order is not sorted.',
  recommendation: 'Return a number: `(a, b) => a - b` for numbers, `(a, b) => a.localeCompare(b)` for strings.',
  documentation: {
    finds:
      'A comparator passed to `sort` or `toSorted` whose one expression is a comparison: `items.sort((a, b) => a > b)`, `names.sort((a, b) => a.name < b.name)`; in Python, a comparison lambda given to `functools.cmp_to_key`.',
    why: 'A comparator must return a negative number, zero or a positive one. A boolean becomes 1 or 0, never negative, so the sort is told the items are equal or in the wrong order and nothing else; V8 and other engines then return an order that depends on the input and the engine. It often looks right on a short array in a test.',
    wrongWhen:
      'Practically never. Comparators with several statements, `||` and `&&` chains (which can return numbers, as in `a.x - b.x || a.y - b.y`) and comparators passed by name are left alone.',
    origin:
      "eslint-plugin-unicorn's `no-boolean-sort-comparator` (recommended) and Biome's `noBooleanSortComparator`; `functools.cmp_to_key`'s contract in the Python documentation.",
  },
};
