import type { Node } from 'web-tree-sitter';

/** Comparing code by its tokens, in any grammar: what the bug-pattern rules mean by "the same code". */

/** The node's tokens without comments, joined by one space: layout and comments do not make code different. */
export function tokensOf(node: Node): string {
  const tokens: string[] = [];
  const visit = (current: Node): void => {
    if (current.type === 'comment') return;
    if (current.childCount === 0) {
      tokens.push(current.text);
      return;
    }
    for (const child of current.children) if (child) visit(child);
  };
  visit(node);
  return tokens.join(' ');
}

/** Whether two nodes are the same code: the same tokens in the same order. */
export function sameCode(a: Node, b: Node): boolean {
  return a.text === b.text || tokensOf(a) === tokensOf(b);
}
