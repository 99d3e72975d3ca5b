import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** `Error`, `TypeError`, `ValidationError`: a class named as an error by the language's convention. */
const ERROR_CLASS = /^(?:[A-Z]\w*)?Error$/;

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  overrides: {
    message: '`{{statement}}` creates an error and drops it: nothing is thrown, and the code goes on as if the check had passed.',
    reason: 'JavaScript throws errors with `throw`, and its error classes end in `Error`.',
  },
  // `Error("x")` without `new` builds an error too; a member constructor (`new errors.NotFound()`) is left out: its name says less.
  query: `(expression_statement [(new_expression constructor: (identifier) @name) (call_expression function: (identifier) @name)]) @target`,
  textGate: /Error\s*\(/,
  check: ({ target, captures }) => ERROR_CLASS.test(captures.name?.text ?? '') && { details: { statement: excerpt(target.text, 60) } },
  examples: {
    match: [
      'function parse(text) {\n  if (!text) new Error("empty input");\n  return JSON.parse(text);\n}',
      'if (age < 0) {\n  new RangeError(`bad age ${age}`);\n}',
      'TypeError("not a number");',
    ],
    noMatch: [
      'if (!text) throw new Error("empty input");',
      'const error = new Error("empty input");',
      'reject(new Error("timeout"));',
      'new Widget(root);',
      'logError("failed");',
    ],
  },
};
