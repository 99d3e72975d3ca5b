import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';

/** How a language writes a length, a zero, and the constant result (`true`, Python's `True`). */
interface LengthSyntax {
  isLength(node: Node): boolean;
  isZero(node: Node): boolean;
  booleans: readonly [string, string];
}

/**
 * What `length <operator> 0` (or `0 <operator> length`, with `lengthOnLeft` false) always is, or undefined when
 * it can vary. Only these four comparisons are constant for a value that is never negative.
 */
function alwaysValue(operator: string, lengthOnLeft: boolean): 'true' | 'false' | undefined {
  const normal = lengthOnLeft ? operator : ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as Record<string, string>)[operator];
  if (normal === '<') return 'false';
  if (normal === '>=') return 'true';
  return undefined;
}

/** The finding when `comparison` (`left <operator> right`) compares a length with zero and always has one value. */
export function impossibleLengthHit(comparison: Node, left: Node, operator: string, right: Node, syntax: LengthSyntax): RuleHit | false {
  const lengthOnLeft = syntax.isLength(left) && syntax.isZero(right);
  if (!lengthOnLeft && !(syntax.isZero(left) && syntax.isLength(right))) return false;
  const always = alwaysValue(operator, lengthOnLeft);
  if (always === undefined) return false;
  return { details: { expression: excerpt(comparison.text, 60), always: syntax.booleans[always === 'true' ? 0 : 1] } };
}
