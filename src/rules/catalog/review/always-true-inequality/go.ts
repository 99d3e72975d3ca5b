import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, literalContent } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';
import { checkChain, comparisonOf } from './check-chain.js';
import type { ChainSyntax, Comparison } from './check-chain.js';

const LITERALS = new Set(['int_literal', 'float_literal', 'rune_literal', 'interpreted_string_literal', 'raw_string_literal', 'true', 'false']);

function readComparison(node: Node, operator: string): Comparison | undefined {
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== operator) return undefined;
  return comparisonOf(
    [node.childForFieldName('left'), node.childForFieldName('right')],
    (side) => LITERALS.has(side.type),
    dottedName,
    (literal) => (literal.type.endsWith('string_literal') ? `"${literalContent(literal)}"` : literal.text),
  );
}

const SYNTAX: ChainSyntax = {
  chainType: 'binary_expression',
  orOperator: '||',
  booleans: ['true', 'false'],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? '!=' : '=='),
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? '', SYNTAX),
  examples: {
    match: ['func f(s string) bool {\n\treturn s != "GET" || s != "HEAD"\n}', 'func f(n int) {\n\tif n == 1 && n == 2 {\n\t\treturn\n\t}\n}'],
    noMatch: [
      'func f(s string) bool {\n\treturn s != "GET" && s != "HEAD"\n}',
      'func f(a, b string) bool {\n\treturn a != "x" || b != "y"\n}',
      'func f(s string) bool {\n\treturn s == "GET" || s == "HEAD"\n}',
    ],
  },
};
