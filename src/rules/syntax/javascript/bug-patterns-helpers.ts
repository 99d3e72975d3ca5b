import { counterpartBefore } from '../../counterpart-before.js';
import type { RuleContext } from '../../rule-definition.js';
import type { Node } from 'web-tree-sitter';

/** The same defect was in the construct before the change: the change did not introduce it. */
export function hadItBefore(target: Node, context: RuleContext, defective: (before: Node) => boolean): boolean {
  const before = counterpartBefore(target, context, () => undefined);
  return before !== null && before !== undefined && defective(before);
}

export const COMPARISONS = ['===', '==', '!==', '!=', '<', '>', '<=', '>='];
