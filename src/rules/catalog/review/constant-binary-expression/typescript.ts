import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Values each evaluation creates anew, by node type; an array only counts for strict equality (loose turns it into a string). */
const FRESH: Readonly<Record<string, string>> = {
  object: 'object',
  array: 'array',
  arrow_function: 'function',
  function_expression: 'function',
  class: 'class',
  regex: 'regular expression',
};

/** What new kind of value `node` creates, when it is one that no existing value can equal. */
function freshKind(node: Node, strict: boolean): string | undefined {
  const kind = FRESH[node.type];
  if (!kind || (!strict && node.type === 'array')) return undefined;
  // An object of its own `valueOf`/`toString` converts to whatever they return.
  if (node.type === 'object' && /valueOf|toString|toPrimitive/.test(node.text)) return undefined;
  return kind;
}

const NEVER_NULLISH = new Set([
  'number',
  'string',
  'template_string',
  'true',
  'false',
  'object',
  'array',
  'arrow_function',
  'function_expression',
  'class',
  'regex',
  'new_expression',
  'update_expression',
]);

/** Whether `node` can never be `null` or `undefined`: a literal, an arithmetic or comparison, a unary operator other than `void`. */
function neverNullish(node: Node): boolean {
  if (NEVER_NULLISH.has(node.type)) return true;
  const operator = node.childForFieldName('operator')?.text ?? '';
  if (node.type === 'binary_expression') return !['&&', '||', '??'].includes(operator);
  return node.type === 'unary_expression' && operator !== 'void';
}

const COMPARISON_OPERATORS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=', 'instanceof', 'in']);

/** Whether `node` is always a boolean: `!x`, a comparison, `instanceof`, `in`. */
function isBoolean(node: Node): boolean {
  const operator = node.childForFieldName('operator')?.text ?? '';
  if (node.type === 'unary_expression') return operator === '!';
  return node.type === 'binary_expression' && COMPARISON_OPERATORS.has(operator);
}

const isNullish = (node: Node): boolean => node.type === 'null' || node.type === 'undefined' || (node.type === 'identifier' && node.text === 'undefined');

/** Literals that are never a boolean, by what they are. */
const NON_BOOLEAN_LITERALS: Readonly<Record<string, string>> = {
  number: 'a number',
  string: 'a string',
  template_string: 'a string',
  null: 'null',
  undefined: 'undefined',
};

/** What a comparison of a value with a fixed kind against a literal always gives, when it is constant (ESLint's constant comparisons). */
function constantComparison(left: Node, right: Node, strict: boolean): string | undefined {
  for (const [value, other] of [
    [left, right],
    [right, left],
  ] as const) {
    if (isBoolean(value)) {
      const kind = other.type === 'identifier' && other.text === 'undefined' ? 'undefined' : NON_BOOLEAN_LITERALS[other.type];
      if (kind && (strict || isNullish(other))) return `\`${excerpt(value.text, 30)}\` is a boolean, never ${kind}`;
    }
    if (isNullish(other) && neverNullish(value) && !isNullish(value)) return `\`${excerpt(value.text, 30)}\` is never null or undefined`;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["===" "!==" "==" "!=" "??"] @operator) @target',
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? '';
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    // Code the grammar could not read (a proposal such as `a |> f`) is no evidence.
    if (!left || !right || target.hasError) return false;
    const expression = excerpt(target.text, 60);
    if (operator === '??') {
      const operand = unwrapParentheses(left);
      if (!neverNullish(operand)) return false;
      return { details: { expression, verdict: `never uses \`${excerpt(right.text, 30)}\`: \`${excerpt(operand.text, 30)}\` is never null or undefined` } };
    }
    const strict = operator.length === 3;
    const always = operator.startsWith('!') ? 'true' : 'false';
    const constant = constantComparison(unwrapParentheses(left), unwrapParentheses(right), strict);
    if (constant) return { details: { expression, verdict: `is always ${always}: ${constant}` } };
    const kind = freshKind(unwrapParentheses(right), strict) ?? freshKind(unwrapParentheses(left), strict);
    if (!kind) return false;
    return { details: { expression, verdict: `is always ${always}: a ${kind} created here is a new value, equal to nothing that exists` } };
  },
  examples: {
    match: [
      'if (items === []) return empty();',
      'const changed = options != {};',
      'const total = price * quantity ?? 0;',
      "const label = 'Item: ' + name ?? 'unknown';",
      'if (pattern === /^a/) run();',
      'if (!user === null) return;',
      'if (typeof callback === undefined) callback = noop;',
      'const missing = a + b == null;',
      "if (!options.mode === 'strict') relax();",
    ],
    noMatch: [
      'if (items.length === 0) return empty();',
      'const total = price * (quantity ?? 1);',
      'const name = user.name ?? "anonymous";',
      'if (value == []) reset();',
      'const same = a === b;',
      'const same = !a === !b;',
      'if (!flag == 0) run();',
      'if (value == null) reset();',
      'const unchanged = (a < b) === previous;',
    ],
  },
};
