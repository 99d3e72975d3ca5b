import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, enclosingFunction, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { declaredFieldTypeOf, declaredTypeOf } from '../../../syntax/javascript/declared-type.js';
import type { Node } from 'web-tree-sitter';

/** What a default sort gets wrong about the values: numbers and dates both sort by their text. */
type Sorted = 'numbers' | 'dates';

const CONSEQUENCE: Record<Sorted, string> = {
  numbers: '10 comes before 9',
  dates: 'dates sort by the name of their weekday, the start of their text',
};

/** Functions whose result is a number, passed by name to `map` or called. */
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
  'Math.min',
  'Math.max',
  'Math.trunc',
  'Date.now',
  'Date.parse',
  'Date.UTC',
  'performance.now',
]);

/** Methods whose result is a number whatever they are called on (those of dates and strings). */
const NUMBER_METHODS = new Set([
  'getTime',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getUTCFullYear',
  'getUTCMonth',
  'getUTCDate',
  'getUTCHours',
  'charCodeAt',
  'codePointAt',
]);

/** Arithmetic that always yields a number (`+` may join strings). */
const ARITHMETIC = new Set(['-', '*', '/', '%', '**']);

/** An array type of numbers or dates as written: `number[]`, `readonly Date[]`, `Array<number>`, with `| undefined`. */
const SORTED_ARRAY_TYPE = /^(?:readonly\s+)?(number|bigint|Date)\[\]$|^(?:Readonly)?Array<\s*(number|bigint|Date)\s*>$/;

function sortedOfType(type: string | undefined): Sorted | undefined {
  if (!type) return undefined;
  const parts = type
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== 'undefined' && part !== 'null');
  const match = parts.length === 1 ? SORTED_ARRAY_TYPE.exec(parts[0] as string) : null;
  if (!match) return undefined;
  return (match[1] ?? match[2]) === 'Date' ? 'dates' : 'numbers';
}

/** What an expression evidently is: a number (`3`, `+x`, `parseInt(x)`, `x.length`, `d.getTime()`, `a - b`), a date (`new Date(x)`). */
function valueKind(expression: Node): Sorted | undefined {
  const node = unwrapParentheses(expression);
  switch (node.type) {
    case 'number':
      return 'numbers';
    case 'unary_expression':
      return ['+', '-'].includes(node.childForFieldName('operator')?.text ?? '') && node.childForFieldName('argument')?.type !== 'string'
        ? 'numbers'
        : undefined;
    case 'binary_expression':
      return ARITHMETIC.has(node.childForFieldName('operator')?.text ?? '') ? 'numbers' : undefined;
    case 'new_expression':
      return node.childForFieldName('constructor')?.text === 'Date' ? 'dates' : undefined;
    case 'member_expression':
      return node.childForFieldName('property')?.text === 'length' ? 'numbers' : undefined;
    case 'call_expression': {
      const callee = node.childForFieldName('function');
      if (!callee) return undefined;
      if (NUMBER_FUNCTIONS.has(callee.text)) return 'numbers';
      return callee.type === 'member_expression' && NUMBER_METHODS.has(callee.childForFieldName('property')?.text ?? '') ? 'numbers' : undefined;
    }
    default:
      return undefined;
  }
}

/** The one kind every expression is, or undefined. */
function commonKind(expressions: readonly Node[]): Sorted | undefined {
  const kinds = new Set(expressions.map(valueKind));
  return kinds.size === 1 ? [...kinds][0] : undefined;
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

/** `xs.map(Number)`, `xs.map((x) => +x)`, `xs.map((x) => new Date(x))`: a mapping that yields numbers or dates. */
function mappedKind(call: Node): Sorted | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'member_expression' || callee.childForFieldName('property')?.text !== 'map') return undefined;
  if (singleCharacters(callee.childForFieldName('object'))) return undefined;
  const [mapper] = call.childForFieldName('arguments')?.namedChildren ?? [];
  if (!mapper) return undefined;
  if (mapper.type === 'identifier' || mapper.type === 'member_expression') return NUMBER_FUNCTIONS.has(mapper.text) ? 'numbers' : undefined;
  const body = mapper.type === 'arrow_function' ? mapper.childForFieldName('body') : undefined;
  return body && body.type !== 'statement_block' ? valueKind(body) : undefined;
}

/** `const xs = []` filled by `xs.push(…)` in the same function: what every value pushed is. */
function pushedKind(identifier: Node): Sorted | undefined {
  const scope = enclosingFunction(identifier);
  if (!scope) return undefined;
  const pushed: Node[] = [];
  for (const call of scope.descendantsOfType('call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'member_expression' || callee.childForFieldName('object')?.text !== identifier.text) continue;
    // Any other call on the array (`unshift`, `splice`, `concat`) may add values of any kind.
    if (!['push', 'sort', 'toSorted', 'includes', 'indexOf', 'join'].includes(callee.childForFieldName('property')?.text ?? '')) return undefined;
    if (callee.childForFieldName('property')?.text === 'push') pushed.push(...(call.childForFieldName('arguments')?.namedChildren ?? []));
  }
  return pushed.length > 0 ? commonKind(pushed) : undefined;
}

/** What a sorted array evidently holds: a literal, a mapping, a variable holding either, or an array typed so. */
function sortedKind(receiver: Node, depth = 0): Sorted | undefined {
  const node = unwrapParentheses(receiver);
  if (node.type === 'array') return node.namedChildren.length >= 2 ? commonKind(node.namedChildren) : undefined;
  if (node.type === 'call_expression') return mappedKind(node);
  if (node.type === 'member_expression' && node.childForFieldName('object')?.type === 'this') return sortedOfType(declaredFieldTypeOf(node));
  if (node.type !== 'identifier' || depth > 0) return undefined;
  const declared = sortedOfType(declaredTypeOf(node));
  if (declared) return declared;
  const values = assignedValues(node);
  if (values.length === 1 && values[0]?.type === 'array' && values[0].namedChildCount === 0) return pushedKind(node);
  const kinds = new Set(values.map((value) => sortedKind(value, depth + 1)));
  return values.length > 0 && kinds.size === 1 ? [...kinds][0] : undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression object: (_) @receiver property: (property_identifier) @method)
  arguments: (arguments) @arguments) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ target, captures }) => {
    if (!captures.receiver || captures.arguments?.namedChildCount !== 0) return false;
    const sorted = sortedKind(captures.receiver);
    if (!sorted) return false;
    return { details: { call: excerpt(target.text, 60), method: captures.method?.text ?? 'sort', values: sorted, consequence: CONSEQUENCE[sorted] } };
  },
  examples: {
    match: [
      'const ports = text.split(",").map(Number).sort();',
      'function sizes(files) {\n  const lengths = files.map((file) => file.length);\n  return lengths.sort();\n}',
      'const order = [10, 9, 1].toSorted();',
      'function median(values: number[]): number {\n  values.sort();\n  return values[values.length >> 1];\n}',
      'function latest(days: readonly Date[]) {\n  return days.toSorted().at(-1);\n}',
      'class Scores {\n  private all: Array<number> = [];\n  top() {\n    return this.all.sort()[0];\n  }\n}',
      'function ages(people) {\n  const ages = [];\n  for (const person of people) ages.push(now - person.born);\n  return ages.sort();\n}',
      'const when = dates.map((date) => new Date(date)).sort();',
      'function spread(samples: number[]) {\n  return () => {\n    samples.sort();\n    return samples[samples.length - 1] - samples[0];\n  };\n}',
    ],
    noMatch: [
      'const names = users.map((user) => user.name).sort();',
      'const ports = text.split(",").map(Number).sort((a, b) => a - b);',
      'const keys = Object.keys(table).sort();',
      'const words = ["b", "a"].sort();',
      "const digits = code.split('').map(Number).sort();",
      'function labels(values: string[]) {\n  return values.sort();\n}',
      'function median(values: number[]) {\n  return values.sort((a, b) => a - b);\n}',
      'function mixed(people) {\n  const out = [];\n  for (const person of people) out.push(person.name, person.age - 1);\n  return out.sort();\n}',
      'function shadowed(values: number[]) {\n  return (function (values) {\n    return values.sort();\n  })(names);\n}',
      'function shadowed(values: number[]) {\n  return names.map(({ values }) => values.sort());\n}',
    ],
  },
};
