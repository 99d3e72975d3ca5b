import type { Node } from 'web-tree-sitter';

/** Whether `node` is the `else if` of another `if`: its chain is judged from the first `if`. */
export function continuesChain(node: Node): boolean {
  const parent = node.parent;
  return parent?.type === 'if_statement' && (parent.childForFieldName('alternative')?.equals(node) ?? false);
}
