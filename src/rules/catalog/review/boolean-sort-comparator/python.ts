import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    message:
      'The comparison function `{{comparator}}` returns a boolean: `cmp_to_key` reads `True` as 1 and `False` as 0, so it can never put the first item first and the order is not sorted.',
    recommendation: 'Return a negative number, zero or a positive one (`(a > b) - (a < b)`), or sort with `key=` instead of a comparison function.',
    reason: "Python's comparison functions reach the sort through `functools.cmp_to_key`, and its idiom for a three-way result differs.",
  },
  query: `((call
  function: [(identifier) @function (attribute attribute: (identifier) @function)]
  arguments: (argument_list . (lambda) @comparator .)) @target
  (#eq? @function "cmp_to_key"))`,
  textGate: /cmp_to_key/,
  check: ({ captures }) => {
    const comparator = captures.comparator;
    const parameters = comparator?.childForFieldName('parameters')?.namedChildren.length ?? 0;
    const body = comparator?.childForFieldName('body');
    if (!comparator || parameters !== 2 || (body?.type !== 'comparison_operator' && body?.type !== 'not_operator')) return false;
    return { details: { comparator: excerpt(comparator.text, 50), method: 'cmp_to_key' } };
  },
  examples: {
    match: ['ordered = sorted(items, key=cmp_to_key(lambda a, b: a.priority > b.priority))', 'items.sort(key=functools.cmp_to_key(lambda a, b: a < b))'],
    noMatch: ['ordered = sorted(items, key=cmp_to_key(lambda a, b: (a > b) - (a < b)))', 'ordered = sorted(items, key=lambda item: item.priority > 3)'],
  },
};
