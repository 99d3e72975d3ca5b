import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isAsync } from '../../../syntax/javascript/async-bug-patterns-helpers.js';
import { functionName, isFunction, statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { promiseSource } from '../../../syntax/javascript/promise-source.js';
import type { Node } from 'web-tree-sitter';

/** The `try` whose block holds `statement` in the same function, and that function; undefined outside one. */
function tryAround(statement: Node): { tryStatement: Node; fn: Node } | undefined {
  let tryStatement: Node | undefined;
  let child = statement;
  for (let current = statement.parent; current; child = current, current = current.parent) {
    if (isFunction(current)) return tryStatement ? { tryStatement, fn: current } : undefined;
    if (!tryStatement && current.type === 'try_statement' && current.childForFieldName('body')?.id === child.id) tryStatement = current;
  }
  return undefined;
}

/** `catch (error) { throw error; }`: handling nothing, so missing the rejection loses nothing. */
function onlyRethrows(handler: Node): boolean {
  const parameter = handler.childForFieldName('parameter')?.text;
  const statements = statementsOf(handler.childForFieldName('body') ?? handler);
  return statements.length === 1 && statements[0]?.type === 'throw_statement' && statements[0].namedChildren[0]?.text === parameter;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(return_statement (call_expression) @call) @target',
  textGate: /\btry\b/,
  check: ({ target, captures, context }) => {
    const call = captures.call ? unwrapParentheses(captures.call) : undefined;
    const around = tryAround(target);
    if (!call || !around || !isAsync(around.fn)) return false;
    const handler = around.tryStatement.childForFieldName('handler');
    const finalizer = around.tryStatement.childForFieldName('finalizer');
    const catches = handler && !onlyRethrows(handler);
    if (!catches && !finalizer) return false;
    // A function returning a call of itself (a retry) handles that call's errors with the same `catch`.
    if (functionName(around.fn) !== undefined && call.childForFieldName('function')?.text.replace(/^this\./, '') === functionName(around.fn)) return false;
    const source = promiseSource(call, context);
    if (!source) return false;
    const consequence = catches ? 'the `catch` below never sees its rejection' : 'the `finally` below runs before it settles, while its work is still going on';
    return { details: { statement: excerpt(target.text, 60), call: excerpt(call.text, 40), what: source.what, consequence } };
  },
  examples: {
    match: [
      'async function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    report(error);\n    return null;\n  }\n}',
      'async function save(row) {\n  const client = await pool.connect();\n  try {\n    return insert(client, row);\n  } finally {\n    client.release();\n  }\n}\nasync function insert(client, row) {\n  await client.query("insert", row);\n}',
      'class Store {\n  async get(key) {\n    try {\n      return this.read(key);\n    } catch {\n      return undefined;\n    }\n  }\n  async read(key) {\n    return disk.get(key);\n  }\n}',
      'function query(sql: string): Promise<Row[]> {\n  return pool.query(sql);\n}\nexport async function rows(sql: string) {\n  try {\n    return query(sql);\n  } catch (error) {\n    log(error);\n    return [];\n  }\n}',
    ],
    noMatch: [
      'async function load(id) {\n  try {\n    return await fetch(`/items/${id}`);\n  } catch (error) {\n    report(error);\n    return null;\n  }\n}',
      'async function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    throw error;\n  }\n}',
      'function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    return null;\n  }\n}',
      'async function load(id) {\n  try {\n    return parse(id);\n  } catch (error) {\n    return null;\n  }\n}',
      'async function load(id) {\n  try {\n    setup();\n  } catch (error) {\n    return fetch(`/fallback/${id}`);\n  }\n}',
      'async function get(url, retries = 3) {\n  try {\n    const response = await fetch(url);\n    if (response.status === 429 && retries > 0) return get(url, retries - 1);\n    return response;\n  } catch (error) {\n    return null;\n  }\n}',
      'async function load(ids) {\n  try {\n    return ids.map((id) => {\n      return fetch(id);\n    });\n  } catch (error) {\n    return [];\n  }\n}',
    ],
  },
};
