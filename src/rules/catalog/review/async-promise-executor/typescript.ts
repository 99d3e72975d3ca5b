import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';
import { statementsOf } from '../../../syntax/javascript/javascript-syntax.js';

/** Whether the executor's whole body is one `try` with a `catch`: it hands its own errors to `reject`. */
function catchesEverything(executor: Node): boolean {
  const body = executor.childForFieldName('body');
  if (body?.type !== 'statement_block') return false;
  const statements = statementsOf(body);
  return statements.length === 1 && statements[0]?.type === 'try_statement' && statements[0].childForFieldName('handler') !== null;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(new_expression constructor: (identifier) @constructor (#eq? @constructor "Promise")
      arguments: (arguments . [(arrow_function) (function_expression)] @executor)) @target`,
  textGate: /new\s+Promise\s*\(\s*async\b/,
  check: ({ captures }) => (captures.executor !== undefined && isAsync(captures.executor) && !catchesEverything(captures.executor) ? {} : false),
  examples: {
    match: [
      'const data = new Promise(async (resolve) => {\n  resolve(await read(path));\n});',
      'return new Promise(async function (resolve, reject) {\n  resolve(await fetchUser(id));\n});',
    ],
    noMatch: [
      'const data = new Promise((resolve) => setTimeout(resolve, 10));',
      'const data = (async () => await read(path))();',
      'const data = new Promise(executor);',
      'const data = new Promise(async (resolve, reject) => {\n  try {\n    resolve(await read(path));\n  } catch (error) {\n    reject(error);\n  }\n});',
    ],
  },
};
