import type { Node } from 'web-tree-sitter';
import { counterpartBefore } from './counterpart-before.js';
import type { RuleContext } from './rule-definition.js';

/** Beyond four levels a reader can no longer hold every enclosing condition in mind. */
const MAX_NESTING_DEPTH = 4;

interface NestingSyntax {
  /** Node types that open a nesting level. */
  types: readonly string[];
  /** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
  chainOf(node: Node): Node[];
  /** The name to find the enclosing function by before the change when its first line changed. */
  nameOf(fn: Node): string | undefined;
}

function deepestIn(scope: Node, syntax: NestingSyntax): number {
  return scope.descendantsOfType([...syntax.types]).reduce((deepest, node) => Math.max(deepest, syntax.chainOf(node).length), 0);
}

/**
 * The `simplify/deep-nesting` verdict for a nesting statement: its depth, confidence and enclosing function
 * when it is too deep, this change touched it, and the change made its function deeper than it already was;
 * reported once per over-deep block, at its outermost too-deep statement the change touched.
 */
export function deepNestingHit(
  target: Node,
  enclosingFunction: () => Node | undefined,
  syntax: NestingSyntax,
  context: RuleContext,
): { depth: number; confidence: number; fn: Node | undefined } | false {
  const chain = syntax.chainOf(target);
  const depth = chain.length;
  if (depth <= MAX_NESTING_DEPTH) return false;
  const outerTooDeep = chain.slice(1, depth - MAX_NESTING_DEPTH);
  if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
  // Looked up only now: most statements are not nested deeply enough to need it.
  const fn = enclosingFunction();
  const earlier = fn ? counterpartBefore(fn, context, syntax.nameOf) : undefined;
  if (earlier && deepestIn(earlier, syntax) >= depth) return false;
  // One level too deep is already hard to follow (80); each level more makes it surer.
  return { depth, confidence: Math.min(90, 75 + 5 * (depth - MAX_NESTING_DEPTH)), fn };
}
