import type { Node } from 'web-tree-sitter';

/** Node types whose evaluation may do something or give a different value each time. */
export const EFFECT_TYPES = new Set([
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
