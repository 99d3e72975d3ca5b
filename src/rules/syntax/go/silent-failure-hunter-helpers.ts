import type { Node } from 'web-tree-sitter';

export function referencesName(node: Node, name: string): boolean {
  return (node.type === 'identifier' && node.text === name) || node.descendantsOfType('identifier').some((identifier) => identifier.text === name);
}
