import type { Node } from 'web-tree-sitter';

export const SCOPE_TYPES = new Set(['function_definition', 'lambda', 'class_definition']);

/** A function by its name and the names of the functions and classes around it (`Cart.total`). */
export function functionKey(fn: Node): string | undefined {
  const names: string[] = [];
  for (let node: Node | null = fn; node; node = node.parent) {
    const name = SCOPE_TYPES.has(node.type) ? node.childForFieldName('name')?.text : undefined;
    if (name) names.unshift(name);
  }
  return names.length > 0 ? names.join('.') : undefined;
}
