import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // A parenthesised `(!key) in object` is a parenthesized_expression, not a unary_expression, so it is left alone.
  query: '(binary_expression left: (unary_expression operator: "!") operator: ["in" "instanceof"] @operator) @target',
  textGate: /\b(in|instanceof)\b/,
  check: ({ target, captures }) => ({ details: { expression: excerpt(target.text, 60), operator: captures.operator?.text ?? '' } }),
  examples: {
    match: ['if (!key in cache) cache[key] = load(key);', 'if (!error instanceof HttpError) throw error;'],
    noMatch: ['if (!(key in cache)) cache[key] = load(key);', 'if (!(error instanceof HttpError)) throw error;', 'const flag = (!key) in table;'],
  },
};
