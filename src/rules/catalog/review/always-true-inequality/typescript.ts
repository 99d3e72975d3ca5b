import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { checkChain, comparisonOf } from './check-chain.js';
import type { ChainSyntax, Comparison } from './check-chain.js';

const LITERALS = new Set(['number', 'string', 'true', 'false', 'null', 'undefined']);

/** `x !== 'a'` (or `'a' !== x`) as a comparison of a plain name or field with a literal; loose `!=` makes `null` and `undefined` one value. */
function readComparison(node: Node, operators: readonly string[]): Comparison | undefined {
  if (node.type !== 'binary_expression') return undefined;
  const operator = node.childForFieldName('operator')?.text ?? '';
  if (!operators.includes(operator)) return undefined;
  const loose = operator.length === 2;
  return comparisonOf(
    [node.childForFieldName('left'), node.childForFieldName('right')],
    (side) => LITERALS.has(side.type),
    dottedName,
    (literal) => (literal.type === 'string' ? `"${literal.text.slice(1, -1)}"` : loose && literal.type === 'undefined' ? 'null' : literal.text),
  );
}

const SYNTAX: ChainSyntax = {
  chainType: 'binary_expression',
  orOperator: '||',
  booleans: ['true', 'false'],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? ['!==', '!='] : ['===', '==']),
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /!==?|===?/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? '', SYNTAX),
  examples: {
    match: [
      "if (status !== 'active' || status !== 'pending') return;",
      'const skip = value !== null || value !== undefined;',
      'if (a.kind === 1 && a.kind === 2) run();',
    ],
    noMatch: [
      "if (status !== 'active' && status !== 'pending') return;",
      'if (value != null || value != undefined) use(value);',
      "if (a !== 'x' || b !== 'y') return;",
      "if (x === 'a' || x === 'b') run();",
    ],
  },
};
