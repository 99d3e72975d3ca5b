import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, literalContent } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';
import { chainOperands, contradiction } from './contradiction.js';
import type { Comparison } from './contradiction.js';

const LITERALS = new Set(['int_literal', 'float_literal', 'rune_literal', 'interpreted_string_literal', 'raw_string_literal', 'true', 'false']);

function readComparison(node: Node, operator: string): Comparison | undefined {
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== operator) return undefined;
  const sides = [node.childForFieldName('left'), node.childForFieldName('right')];
  const literal = sides.find((side) => side && LITERALS.has(side.type));
  const subject = sides.find((side) => side && side !== literal && dottedName(side).length > 0);
  if (!literal || !subject) return undefined;
  const value = literal.type.endsWith('string_literal') ? `"${literalContent(literal)}"` : literal.text;
  return { subject: dottedName(subject).join('.'), value, literal: literal.text };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? '';
    if (target.parent?.type === 'binary_expression' && target.parent.childForFieldName('operator')?.text === operator) return false;
    const operands = chainOperands(target, (node) => node.type === 'binary_expression' && node.childForFieldName('operator')?.text === operator);
    const comparisons = operands.map((operand) => readComparison(operand, operator === '||' ? '!=' : '==')).filter((entry) => entry !== undefined);
    const found = contradiction(comparisons);
    if (!found) return false;
    const [first, second] = found;
    return {
      details: {
        expression: excerpt(target.text, 60),
        always: operator === '||' ? 'true' : 'false',
        subject: first.subject,
        first: first.literal,
        second: second.literal,
      },
    };
  },
  examples: {
    match: ['func f(s string) bool {\n\treturn s != "GET" || s != "HEAD"\n}', 'func f(n int) {\n\tif n == 1 && n == 2 {\n\t\treturn\n\t}\n}'],
    noMatch: [
      'func f(s string) bool {\n\treturn s != "GET" && s != "HEAD"\n}',
      'func f(a, b string) bool {\n\treturn a != "x" || b != "y"\n}',
      'func f(s string) bool {\n\treturn s == "GET" || s == "HEAD"\n}',
    ],
  },
};
