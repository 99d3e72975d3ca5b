import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { declaredTypeOf } from '../../../syntax/javascript/declared-type.js';
import { assignedValues, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Calls that return a new array: a `for … in` over one walks indices nobody wants. */
const ARRAY_FUNCTIONS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Array.from', 'Array.of']);
const ARRAY_METHODS = new Set(['split', 'map', 'filter', 'slice', 'concat', 'flat', 'flatMap', 'toSorted', 'toReversed']);

/** An array written or made on the spot: a literal, or a call that returns a new array. */
function isFreshArray(expression: Node): boolean {
  const node = unwrapParentheses(expression);
  if (node.type === 'array') return true;
  if (node.type !== 'call_expression') return false;
  const callee = node.childForFieldName('function');
  if (!callee) return false;
  if (ARRAY_FUNCTIONS.has(callee.text)) return true;
  return callee.type === 'member_expression' && ARRAY_METHODS.has(callee.childForFieldName('property')?.text ?? '');
}

/** A variable the code shows holds an array: declared `T[]` or `Array<T>`, or assigned only arrays. */
function isArrayVariable(identifier: Node): boolean {
  const declared = declaredTypeOf(identifier);
  if (declared !== undefined) return /^(?:readonly\s+)?[\w.<>]+\[\]$|^(?:Readonly)?Array<.+>$/.test(declared.trim());
  const values = assignedValues(identifier);
  return values.length > 0 && values.every(isFreshArray);
}

/** A use of `key` as a number: `key + 1`, `key - 1`, `key === 0`, `key !== 2`. */
function numericUse(body: Node, key: string): Node | undefined {
  return body.descendantsOfType('binary_expression').find((binary) => {
    const operator = binary.childForFieldName('operator')?.text ?? '';
    const left = binary.childForFieldName('left');
    const right = binary.childForFieldName('right');
    const [mine, other] = left?.text === key ? [left, right] : right?.text === key ? [right, left] : [];
    if (!mine || !other) return false;
    if (['-', '*', '/', '%'].includes(operator)) return true;
    return ['+', '===', '!==', '<', '>', '<=', '>='].includes(operator) && other.type === 'number';
  });
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(for_in_statement left: (identifier) @key operator: "in" right: (_) @collection body: (_) @body) @target',
  textGate: /\bfor\s*\([^)]*\bin\b/,
  check: ({ captures }) => {
    const { key, collection, body } = captures;
    if (!key || !collection || !body) return false;
    const details = { key: key.text, collection: excerpt(collection.text, 40) };
    if (isFreshArray(collection)) return { details: { ...details, consequence: ', not its elements' } };
    const unwrapped = unwrapParentheses(collection);
    const use = unwrapped.type === 'identifier' && isArrayVariable(unwrapped) ? numericUse(body, key.text) : undefined;
    return use ? { details: { ...details, consequence: `: \`${excerpt(use.text, 30)}\` treats one as a number` } } : false;
  },
  examples: {
    match: [
      'for (const name in Object.keys(options)) {\n  validate(name, options[name]);\n}',
      'for (const part in path.split("/")) {\n  visit(part);\n}',
      'function pairs(items: string[]) {\n  for (const i in items) {\n    link(items[i], items[i + 1]);\n  }\n}',
      'function first(rows) {\n  const ids = rows.map((row) => row.id);\n  for (const i in ids) {\n    if (i === 0) continue;\n    join(ids[i]);\n  }\n}',
    ],
    noMatch: [
      'for (const name in options) {\n  validate(name, options[name]);\n}',
      'for (const name of Object.keys(options)) {\n  validate(name, options[name]);\n}',
      'function each(items: string[]) {\n  for (const i in items) {\n    visit(items[i]);\n  }\n}',
      'function label(table) {\n  for (const key in table) {\n    print(key + 1);\n  }\n}',
    ],
  },
};
