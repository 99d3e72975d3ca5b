import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isFunction, statementsOf } from '../../../syntax/javascript/javascript-syntax.js';

/** Array methods whose callback's return value is the point of the call. */
const METHODS = ['map', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex', 'some', 'every', 'flatMap'];

/** Whether `node` holds a `return <value>` or a `throw` of its own function (nested functions are theirs). */
function returnsOrThrows(node: Node): boolean {
  if (node.type === 'throw_statement') return true;
  if (node.type === 'return_statement' && node.namedChildren.some((child) => child.type !== 'comment')) return true;
  return node.namedChildren.some((child) => !isFunction(child) && returnsOrThrows(child));
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#match? @method "^(${METHODS.join('|')})$"))
      arguments: (arguments . [(arrow_function body: (statement_block) @body) (function_expression body: (statement_block) @body)] @callback)) @target`,
  textGate: new RegExp(`\\.(${METHODS.join('|')})\\b`),
  check: ({ target, captures }) => {
    // A result nobody reads is `forEach` spelt `map`: untidy, not wrong.
    if (target.parent?.type === 'expression_statement') return false;
    const body = captures.body;
    // An empty body is a placeholder, and a generator or async callback is something else again.
    if (!body || statementsOf(body).length === 0 || returnsOrThrows(body)) return false;
    if (captures.callback?.text.startsWith('async') || captures.callback?.text.startsWith('function*')) return false;
    return { line: (captures.callback ?? body).startPosition.row + 1, details: { method: captures.method?.text ?? '' } };
  },
  examples: {
    match: ['const totals = orders.map((order) => {\n  order.total * 2;\n});', 'const adults = people.filter(function (person) {\n  person.age >= 18;\n});'],
    noMatch: [
      'const totals = orders.map((order) => {\n  return order.total * 2;\n});',
      'const totals = orders.map((order) => order.total * 2);',
      'orders.forEach((order) => {\n  send(order);\n});',
      'handlers.map((handler) => {\n  register(handler);\n});',
      'const found = items.find((item) => {\n  if (item.id === id) return true;\n  return false;\n});',
      'const parsed = rows.map((row) => {\n  throw new Error(row);\n});',
    ],
  },
};
