import type { Node } from 'web-tree-sitter';
import type { FileBefore, RuleContext } from './rule-definition.js';

const nodesByType = new WeakMap<FileBefore, Map<string, Node[]>>();

function nodesOfType(before: FileBefore, type: string): Node[] {
  let byType = nodesByType.get(before);
  if (!byType) {
    byType = new Map();
    nodesByType.set(before, byType);
  }
  let nodes = byType.get(type);
  if (!nodes) {
    nodes = before.root.descendantsOfType(type);
    byType.set(type, nodes);
  }
  return nodes;
}

/**
 * What `node` (a function, a test) was before the change: the construct of the same kind that started on
 * its first line when the change kept that line, else the one with the same name. `null` when it did not
 * exist (the change added it); `undefined` when the file before the change is unknown.
 */
export function counterpartBefore(node: Node, context: RuleContext, nameOf: (candidate: Node) => string | undefined): Node | null | undefined {
  const before = context.before();
  if (!before) return undefined;
  const line = before.lineBefore(node.startPosition.row + 1);
  if (line !== undefined) {
    const row = line - 1;
    for (let candidate: Node | null = before.root.descendantForPosition({ row, column: node.startPosition.column }); candidate; candidate = candidate.parent) {
      if (candidate.startPosition.row !== row) break;
      if (candidate.type === node.type) return candidate;
    }
  }
  const name = nameOf(node);
  if (name === undefined) return null;
  return nodesOfType(before, node.type).find((candidate) => nameOf(candidate) === name) ?? null;
}
