import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const BOOLEAN_OPERATORS = new Set(['<', '>', '<=', '>=', '===', '!==', '==', '!=']);

/** The one value a comparator returns: its expression body, or the argument of its only statement, a `return`. */
function returnedExpression(comparator: Node): Node | undefined {
  const body = comparator.childForFieldName('body');
  if (!body) return undefined;
  if (body.type !== 'statement_block') return body;
  const [only, ...rest] = statementsOf(body);
  return rest.length === 0 && only?.type === 'return_statement' ? (only.namedChildren[0] ?? undefined) : undefined;
}

function isBoolean(expression: Node): boolean {
  const node = unwrapParentheses(expression);
  if (node.type === 'binary_expression') return BOOLEAN_OPERATORS.has(node.childForFieldName('operator')?.text ?? '');
  return node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '!';
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . [(arrow_function) (function_expression)] @comparator .)) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ captures }) => {
    const comparator = captures.comparator;
    const parameters = comparator?.childForFieldName('parameters')?.namedChildren.length ?? (comparator?.childForFieldName('parameter') ? 1 : 0);
    const returned = comparator && returnedExpression(comparator);
    if (!comparator || parameters !== 2 || !returned || !isBoolean(returned)) return false;
    return { details: { comparator: excerpt(comparator.text, 50), method: captures.method?.text ?? 'sort' } };
  },
  examples: {
    match: ['const sorted = items.sort((a, b) => a > b);', 'people.toSorted(function (a, b) {\n  return a.name < b.name;\n});'],
    noMatch: [
      'const sorted = items.sort((a, b) => a - b);',
      'const sorted = items.sort((a, b) => a.x - b.x || a.y - b.y);',
      'const sorted = items.sort((a, b) => (a > b ? 1 : a < b ? -1 : 0));',
      'const sorted = names.sort((a, b) => a.localeCompare(b));',
      'const found = items.find((a) => a > limit);',
    ],
  },
};
