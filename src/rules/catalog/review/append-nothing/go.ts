import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (identifier) @function
  arguments: (argument_list . (_) @slice .)
  (#eq? @function "append")) @target`,
  textGate: /\bappend\([^,()]*\)/,
  check: ({ target, captures }) => {
    const slice = captures.slice;
    // `append(s...)` does not compile; a comment or a spread is not the one-argument slip.
    if (!slice || slice.type === 'comment' || target.text.includes('...')) return false;
    return { details: { call: excerpt(target.text, 40), slice: excerpt(slice.text, 30) } };
  },
  examples: {
    match: ['func add(items []string, item string) []string {\n\titems = append(items)\n\treturn items\n}', 'copied := append(original)'],
    noMatch: ['items = append(items, item)', 'all = append(all, more...)', 'copied := append([]int(nil), original...)'],
  },
};
