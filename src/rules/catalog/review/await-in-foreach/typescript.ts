import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';
import { enclosingFunction } from '../../../syntax/javascript/javascript-syntax.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
      (#eq? @method "forEach"))`,
  textGate: /forEach/,
  check: ({ captures }) => {
    const callback = captures.callback;
    if (!callback || !isAsync(callback)) return false;
    // An `await` of the callback itself, not of a function nested in it.
    return callback.descendantsOfType('await_expression').some((awaited) => enclosingFunction(awaited)?.id === callback.id);
  },
  examples: {
    match: ['async function sendAll(users) {\n  users.forEach(async (user) => {\n    await mail(user);\n  });\n  done();\n}'],
    noMatch: ['async function sendAll(users) {\n  for (const user of users) await mail(user);\n}', 'users.forEach((user) => mail(user));'],
  },
};
