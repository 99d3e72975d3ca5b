import type { Node } from 'web-tree-sitter';

/** A function by name; a method by receiver type and name, so `(a *A) Close` and `(b *B) Close` stay apart. */
export function functionKey(fn: Node): string | undefined {
  const name = fn.childForFieldName('name')?.text;
  if (name === undefined) return undefined;
  const receiver = fn.childForFieldName('receiver')?.text.replace(/\s+/g, '') ?? '';
  return `${receiver}${name}`;
}
