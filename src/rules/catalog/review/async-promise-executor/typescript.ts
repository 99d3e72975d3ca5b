import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(new_expression constructor: (identifier) @constructor (#eq? @constructor "Promise")
      arguments: (arguments . [(arrow_function) (function_expression)] @executor)) @target`,
  textGate: /new\s+Promise\s*\(\s*async\b/,
  check: ({ captures }) => (captures.executor !== undefined && isAsync(captures.executor) ? {} : false),
  examples: {
    match: ['const data = new Promise(async (resolve) => {\n  resolve(await read(path));\n});', 'return new Promise(async function (resolve, reject) {\n  resolve(await fetchUser(id));\n});'],
    noMatch: ['const data = new Promise((resolve) => setTimeout(resolve, 10));', 'const data = (async () => await read(path))();', 'const data = new Promise(executor);'],
  },
};
