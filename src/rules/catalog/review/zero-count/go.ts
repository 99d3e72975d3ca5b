import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath } from '../../../syntax/go/go-syntax.js';
import { excerpt } from '../../../excerpt.js';

/** How many arguments the call takes with the count last. */
const REPLACE_ARGUMENTS = 4;
const FIND_ALL_ARGUMENTS = 2;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list (int_literal) @count .)
  (#match? @function "^(Replace|FindAll(String)?(Submatch)?(Index)?)$")
  (#eq? @count "0")) @target`,
  textGate: /\b(Replace|FindAll\w*)\(/,
  check: ({ target, captures }) => {
    const path = calleePath(target);
    const name = captures.function?.text ?? '';
    const count = argumentsOf(target).length;
    const call = excerpt(target.text, 50);
    if (name === 'Replace') {
      const replace = path.length === 2 && (path[0] === 'strings' || path[0] === 'bytes') && count === REPLACE_ARGUMENTS;
      return replace ? { details: { call, effect: 'nothing is replaced', all: `\`${path[0] ?? 'strings'}.ReplaceAll\`` } } : false;
    }
    // `regexp.Regexp` methods: a receiver, one input and the limit.
    if (count !== FIND_ALL_ARGUMENTS || path[0] === 'strings' || path[0] === 'bytes') return false;
    return { details: { call, effect: 'it always returns nil', all: 'a negative limit returns every match' } };
  },
  examples: {
    match: ['name = strings.Replace(name, " ", "_", 0)', 'ids := idPattern.FindAllString(body, 0)'],
    noMatch: ['name = strings.Replace(name, " ", "_", -1)', 'ids := idPattern.FindAllString(body, limit)', 'v := r.Replace(a, b, c, 0)'],
  },
};
