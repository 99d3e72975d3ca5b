import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Functions whose result is a number, passed by name to `map`. */
const NUMBER_FUNCTIONS = new Set([
  'Number',
  'parseInt',
  'parseFloat',
  'Number.parseInt',
  'Number.parseFloat',
  'Math.round',
  'Math.floor',
  'Math.ceil',
  'Math.abs',
]);

/** An expression whose value is evidently a number: a literal, `+x`, `Number(x)`, `parseInt(x)`, `x.length`. */
function isNumber(expression: Node): boolean {
  const node = unwrapParentheses(expression);
  if (node.type === 'number') return true;
  if (node.type === 'unary_expression')
    return ['+', '-'].includes(node.childForFieldName('operator')?.text ?? '') && node.childForFieldName('argument')?.type !== 'string';
  if (node.type === 'call_expression') return NUMBER_FUNCTIONS.has(node.childForFieldName('function')?.text ?? '');
  return node.type === 'member_expression' && node.childForFieldName('property')?.text === 'length';
}

/** `text.split('')`: single characters, so single digits, which sort the same as text and as numbers. */
function singleCharacters(node: Node | null): boolean {
  const callee = node?.type === 'call_expression' ? node.childForFieldName('function') : undefined;
  return (
    callee?.type === 'member_expression' &&
    callee.childForFieldName('property')?.text === 'split' &&
    /^\(\s*(''|""|``)\s*\)$/.test(node?.childForFieldName('arguments')?.text ?? '')
  );
}

/** `xs.map(Number)`, `xs.map((x) => +x)`: a mapping that yields numbers (of more than one digit, for all the code says). */
function mapsToNumbers(call: Node): boolean {
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'member_expression' || callee.childForFieldName('property')?.text !== 'map') return false;
  if (singleCharacters(callee.childForFieldName('object'))) return false;
  const [mapper] = call.childForFieldName('arguments')?.namedChildren ?? [];
  if (!mapper) return false;
  if (mapper.type === 'identifier' || mapper.type === 'member_expression') return NUMBER_FUNCTIONS.has(mapper.text);
  const body = mapper.type === 'arrow_function' ? mapper.childForFieldName('body') : undefined;
  return !!body && body.type !== 'statement_block' && isNumber(body);
}

/** Whether a sorted array evidently holds numbers: a literal of numbers, a mapping to numbers, or a variable holding either. */
function holdsNumbers(receiver: Node, depth = 0): boolean {
  const node = unwrapParentheses(receiver);
  if (node.type === 'array') return node.namedChildren.length >= 2 && node.namedChildren.every((element) => element.type === 'number');
  if (node.type === 'call_expression') return mapsToNumbers(node);
  if (node.type === 'identifier' && depth === 0) {
    const values = assignedValues(node);
    return values.length > 0 && values.every((value) => holdsNumbers(value, depth + 1));
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression object: (_) @receiver property: (property_identifier) @method)
  arguments: (arguments) @arguments) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ target, captures }) => {
    if (!captures.receiver || captures.arguments?.namedChildCount !== 0 || !holdsNumbers(captures.receiver)) return false;
    return { details: { call: excerpt(target.text, 60), method: captures.method?.text ?? 'sort' } };
  },
  examples: {
    match: [
      'const ports = text.split(",").map(Number).sort();',
      'function sizes(files) {\n  const lengths = files.map((file) => file.length);\n  return lengths.sort();\n}',
      'const order = [10, 9, 1].toSorted();',
    ],
    noMatch: [
      'const names = users.map((user) => user.name).sort();',
      'const ports = text.split(",").map(Number).sort((a, b) => a - b);',
      'const keys = Object.keys(table).sort();',
      'const words = ["b", "a"].sort();',
      "const digits = code.split('').map(Number).sort();",
    ],
  },
};
