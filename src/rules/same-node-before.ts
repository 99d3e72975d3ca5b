import type { Node } from 'web-tree-sitter';
import type { FileBefore } from './rule-definition.js';

/** `node` as it was before the change, when the change kept its line: the node of the same type and text at the same column. */
export function sameNodeBefore(node: Node, before: FileBefore): Node | undefined {
  const line = before.lineBefore(node.startPosition.row + 1);
  if (line === undefined) return undefined;
  const was = before.root.descendantForPosition({ row: line - 1, column: node.startPosition.column });
  return was && was.type === node.type && was.text === node.text && was.startPosition.column === node.startPosition.column ? was : undefined;
}
