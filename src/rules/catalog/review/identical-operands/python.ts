import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf, mayChange } from '../../../syntax/python/bug-patterns-helpers.js';
import { sameCode, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Operators whose two sides being the same value is a slip: the result is fixed, or the same as one side. */
// Not `/`, `//` and `%`: `baseline / baseline` makes an array of ones on purpose in numeric code.
const SELF_OPERATORS = new Set(['and', 'or', '==', 'is', 'is not', '<', '>', '<=', '>=', '-', '^', '&', '|', 'in', 'not in']);

function operatorText(node: Node): string | undefined {
  if (node.type === 'comparison_operator') {
    const operators = node.childrenForFieldName('operators').filter((operator): operator is Node => operator !== null);
    return node.namedChildren.length === 2 && operators.length > 0 ? operators.map((operator) => operator.text).join(' ') : undefined;
  }
  return node.childForFieldName('operator')?.text;
}

function operandsOf(node: Node): [Node, Node] | undefined {
  if (node.type === 'comparison_operator') {
    const [left, right] = node.namedChildren;
    return left && right && node.namedChildren.length === 2 ? [left, right] : undefined;
  }
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right ? [left, right] : undefined;
}

const SIMPLE_OPERAND = new Set([
  'identifier',
  'attribute',
  'subscript',
  'comparison_operator',
  'boolean_operator',
  'not_operator',
  'parenthesized_expression',
  'string',
]);

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message:
      '`{{target}}` has the same value on both sides of `{{operator}}`: the result is fixed ({{result}}), so one side was probably meant to be something else.',
    recommendation: 'Put the value that was meant on one side (often a neighbour of the copied name), or simplify the expression.',
  }),
  query: `(boolean_operator) @target
      (comparison_operator) @target
      (binary_operator) @target`,
  check: ({ target, context }) => {
    const operator = operatorText(target);
    const operands = operandsOf(target);
    if (!operator || !operands || !SELF_OPERATORS.has(operator)) return false;
    const [left, right] = operands.map(unwrapParentheses) as [Node, Node];
    if (!SIMPLE_OPERAND.has(left.type) || !sameCode(left, right) || mayChange(left) || left.descendantsOfType('call').length > 0) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLR0124'])) return false;
    // Tests apply operators to one value on purpose (`x == x` for `__eq__`, `s | s` for a set type).
    if (context.isTestFile) return false;
    const result =
      operator === 'and' || operator === 'or' || operator === '&' || operator === '|'
        ? 'the same as one side'
        : ['==', 'is', '<=', '>=', 'in'].includes(operator)
          ? 'always true'
          : ['<', '>', 'is not', 'not in'].includes(operator)
            ? 'always false'
            : 'always 0';
    // `x == x` is also how some code tests for NaN (false only for NaN).
    const confidence = operator === '==' ? 70 : undefined;
    return {
      details: { target: excerpt(target.text, 50), operator, result: operator === '==' ? 'always true, except for NaN' : result },
      ...(confidence ? { confidence } : {}),
    };
  },
  examples: {
    match: ['if user.is_active and user.is_active:\n    grant()', 'delta = end.seconds - end.seconds', 'ok = width < width'],
    noMatch: [
      'if value != value:\n    return None',
      'area = side * side',
      'total = count + count',
      'mask = 1 << 1',
      'same = read() == read()',
      'if user.is_active and user.is_staff:\n    grant()',
    ],
  },
};
