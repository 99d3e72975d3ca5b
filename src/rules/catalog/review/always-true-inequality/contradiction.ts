/** One comparison of a chain: `subject` (its text) compared with a literal of value `value`. */
export interface Comparison {
  subject: string;
  value: string;
  literal: string;
}

/** Two comparisons of the same subject with different values, if the chain has them. */
export function contradiction(comparisons: readonly Comparison[]): [Comparison, Comparison] | undefined {
  for (const [index, first] of comparisons.entries()) {
    const second = comparisons.slice(index + 1).find((other) => other.subject === first.subject && other.value !== first.value);
    if (second) return [first, second];
  }
  return undefined;
}

/** The operands of a chain of one boolean operator: `a || b || c` gives a, b and c (parentheses kept as they are). */
export function chainOperands<N extends { type: string; childForFieldName(name: string): N | null }>(node: N, isSameOperator: (node: N) => boolean): N[] {
  if (!isSameOperator(node)) return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return [...(left ? chainOperands(left, isSameOperator) : []), ...(right ? chainOperands(right, isSameOperator) : [])];
}
