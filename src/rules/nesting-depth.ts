import type { Node } from 'web-tree-sitter';
import { counterpartBefore } from './counterpart-before.js';
import type { RuleContext, RuleHit } from './rule-definition.js';

/** Beyond four levels a reader can no longer hold every enclosing condition in mind. */
const MAX_NESTING_DEPTH = 4;

interface NestingSyntax {
  /** Node types that open a nesting level. */
  types: readonly string[];
  /** Whether `node` (of `type`, under `parent` of `parentType`) is a level of nesting: an `else if` continues its chain. */
  nestsAt(node: Node, type: string, parent: Node | null, parentType: string): boolean;
  /** Whether a node of `type` ends the chain: the function (or class) the nesting is counted in. */
  endsChain(type: string): boolean;
  /** The name to find the enclosing function by before the change when its first line changed. */
  nameOf(fn: Node): string | undefined;
  /** The function around a too-deep statement, looked up only for one. */
  enclosingFunction(node: Node): Node | undefined;
  /** How the finding names that function (undefined: the statement is in none). */
  functionLabel(fn: Node | undefined): string;
}

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node, syntax: NestingSyntax): Node[] {
  const chain: Node[] = [];
  // Each node's type is read once: every question to a node is a call into the tree.
  for (let current: Node | null = node, type = node.type; current && !syntax.endsChain(type);) {
    const parent: Node | null = current.parent;
    const parentType = parent?.type ?? '';
    if (syntax.nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}

function deepestIn(scope: Node, syntax: NestingSyntax): number {
  return scope.descendantsOfType([...syntax.types]).reduce((deepest, node) => Math.max(deepest, nestingChain(node, syntax).length), 0);
}

/**
 * The `simplify/deep-nesting` finding for a statement, when it is a level of nesting too deep, this change
 * touched it, and the change made its function deeper than it already was; reported once per over-deep block,
 * at its outermost too-deep statement the change touched.
 */
export function deepNestingHit(target: Node, syntax: NestingSyntax, context: RuleContext): RuleHit | false {
  const parent = target.parent;
  if (!syntax.nestsAt(target, target.type, parent, parent?.type ?? '')) return false;
  const chain = nestingChain(target, syntax);
  const depth = chain.length;
  if (depth <= MAX_NESTING_DEPTH) return false;
  const outerTooDeep = chain.slice(1, depth - MAX_NESTING_DEPTH);
  if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
  // Looked up only now: most statements are not nested deeply enough to need it.
  const fn = syntax.enclosingFunction(target);
  const earlier = fn ? counterpartBefore(fn, context, syntax.nameOf) : undefined;
  if (earlier && deepestIn(earlier, syntax) >= depth) return false;
  return {
    // One level too deep is already hard to follow (80); each level more makes it surer.
    confidence: Math.min(90, 75 + 5 * (depth - MAX_NESTING_DEPTH)),
    details: { statement: target.children[0]?.text ?? target.type, depth: String(depth), function: syntax.functionLabel(fn) },
  };
}
