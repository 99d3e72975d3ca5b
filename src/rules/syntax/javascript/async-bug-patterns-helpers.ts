import type { Node } from 'web-tree-sitter';

export function isAsync(fn: Node): boolean {
  return fn.child(0)?.type === 'async';
}
