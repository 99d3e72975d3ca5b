import type { Node } from 'web-tree-sitter';

/** Comparing code by its tokens: what the bug-pattern rules mean by "the same expression". */

/** The node's tokens joined by single spaces: layout and comments do not count. */
export function tokensOf(node: Node): string {
  const tokens: string[] = [];
  const visit = (current: Node): void => {
    if (current.type === 'comment') return;
    if (current.childCount === 0) {
      tokens.push(current.text);
      return;
    }
    for (const child of current.children) visit(child);
  };
  visit(node);
  return tokens.join(' ');
}

export function sameCode(a: Node, b: Node): boolean {
  return a.text === b.text || tokensOf(a) === tokensOf(b);
}

/** Node types whose evaluation may do something or give a different value each time. */
const EFFECT_TYPES = new Set([
  'call_expression',
  'new_expression',
  'update_expression',
  'assignment_expression',
  'augmented_assignment_expression',
  'await_expression',
  'yield_expression',
]);

/** Whether evaluating `node` twice may differ (a call, `i++`, an assignment, `await`): then repeating it is not a slip. */
export function mayHaveEffects(node: Node): boolean {
  if (EFFECT_TYPES.has(node.type)) return true;
  return node.namedChildren.some((child) => mayHaveEffects(child));
}
