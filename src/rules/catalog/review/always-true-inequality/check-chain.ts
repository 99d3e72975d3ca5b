import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';

/** One comparison of a chain: `subject` (its text) compared with a literal of value `value`. */
export interface Comparison {
  subject: string;
  value: string;
  literal: string;
}

/**
 * The comparison of a plain name or field (`dottedName`) with a literal (`isLiteral`) between `sides`, the
 * literal's value spelled by `valueOf` so that equal values compare equal however they are written.
 */
export function comparisonOf(
  sides: readonly (Node | null | undefined)[],
  isLiteral: (node: Node) => boolean,
  dottedName: (node: Node) => string[],
  valueOf: (literal: Node) => string,
): Comparison | undefined {
  const literal = sides.find((side) => side && isLiteral(side));
  const subject = sides.find((side) => side && side !== literal && dottedName(side).length > 0);
  if (!literal || !subject) return undefined;
  return { subject: dottedName(subject).join('.'), value: valueOf(literal), literal: literal.text };
}

/** Two comparisons of the same subject with different values, if the chain has them. */
function contradiction(comparisons: readonly Comparison[]): [Comparison, Comparison] | undefined {
  for (const [index, first] of comparisons.entries()) {
    const second = comparisons.slice(index + 1).find((other) => other.subject === first.subject && other.value !== first.value);
    if (second) return [first, second];
  }
  return undefined;
}

/** How one language spells a chain: its node type, and how it reads an operand under `or` (`!=`) or `and` (`==`). */
export interface ChainSyntax {
  chainType: string;
  orOperator: string;
  /** How the language writes the chain's constant result: `true`/`false`, Python's `True`/`False`. */
  booleans: readonly [string, string];
  readComparison(operand: Node, underOr: boolean): Comparison | undefined;
}

/** The finding's details when the chain `target` of `operator` compares one subject with two values, else false. */
export function checkChain(target: Node, operator: string, syntax: ChainSyntax): false | { details: Record<string, string> } {
  const isSameOperator = (node: Node) => node.type === syntax.chainType && node.childForFieldName('operator')?.text === operator;
  // Only the top of a chain: its inner nodes are part of the same finding.
  if (target.parent && isSameOperator(target.parent)) return false;
  const underOr = operator === syntax.orOperator;
  const comparisons = chainOperands(target, isSameOperator)
    .map((operand) => syntax.readComparison(operand, underOr))
    .filter((entry) => entry !== undefined);
  const found = contradiction(comparisons);
  if (!found) return false;
  const [first, second] = found;
  return {
    details: {
      expression: excerpt(target.text, 60),
      always: underOr ? syntax.booleans[0] : syntax.booleans[1],
      subject: first.subject,
      first: first.literal,
      second: second.literal,
    },
  };
}

/** The operands of a chain of one boolean operator: `a || b || c` gives a, b and c (parentheses kept as they are). */
function chainOperands<N extends { type: string; childForFieldName(name: string): N | null }>(node: N, isSameOperator: (node: N) => boolean): N[] {
  if (!isSameOperator(node)) return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return [...(left ? chainOperands(left, isSameOperator) : []), ...(right ? chainOperands(right, isSameOperator) : [])];
}
