import type { Node } from 'web-tree-sitter';
import type { RuleContext } from './rule-definition.js';

/**
 * The line to report a finding that involves several places (a call and the variable it was given):
 * the first of them that this change touched, so the finding lands on a changed line when there is one.
 */
export function changedLineOf(context: RuleContext, ...nodes: readonly Node[]): number {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) {
      if (context.isChanged(row + 1)) return row + 1;
    }
  }
  return (nodes[0]?.startPosition.row ?? 0) + 1;
}
