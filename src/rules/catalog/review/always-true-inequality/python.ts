import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, stringFragments } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { checkChain, comparisonOf } from './check-chain.js';
import type { ChainSyntax, Comparison } from './check-chain.js';

const LITERALS = new Set(['integer', 'float', 'string', 'true', 'false', 'none']);

function readComparison(node: Node, operator: string): Comparison | undefined {
  if (node.type !== 'comparison_operator') return undefined;
  const operators = node.childrenForFieldName('operators');
  const sides = node.namedChildren;
  if (operators.length !== 1 || operators[0]?.text !== operator || sides.length !== 2) return undefined;
  return comparisonOf(
    sides,
    (side) => LITERALS.has(side.type) && !(side.type === 'string' && side.namedChildren.some((child) => child?.type === 'interpolation')),
    dottedName,
    (literal) => (literal.type === 'string' ? `"${stringFragments(literal)}"` : literal.text),
  );
}

const SYNTAX: ChainSyntax = {
  chainType: 'boolean_operator',
  orOperator: 'or',
  booleans: ['True', 'False'],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? '!=' : '=='),
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    recommendation: 'Use the other operator: `x != a and x != b` (or `x not in (a, b)`) for "neither", `x in (a, b)` for "either".',
    reason: "Python's boolean operators are the words `or` and `and`.",
  },
  query: '(boolean_operator operator: ["or" "and"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? '', SYNTAX),
  examples: {
    match: ['if method != "GET" or method != "HEAD":\n    return', 'if self.state == 1 and self.state == 2:\n    pass'],
    noMatch: ['if method != "GET" and method != "HEAD":\n    return', 'if a != 1 or b != 2:\n    pass', 'if method == "GET" or method == "HEAD":\n    pass'],
  },
};
