import type { Node } from 'web-tree-sitter';

/**
 * Syntax-tree levels the static engine reads. Hand-written code stays far below (TypeScript's own 60,000-line
 * compiler nests about 60 levels); a file nested thousands deep is built to exhaust the rules' recursive
 * walks (a stack overflow) or their walks up to the enclosing function (time that grows with the depth cubed).
 */
export const MAX_TREE_DEPTH = 500;

/**
 * Bracket nesting past which the tree's depth is measured: each bracket level is one to three tree levels, so a
 * file below it cannot come near MAX_TREE_DEPTH by brackets, and most files skip the walk.
 */
const BRACKET_DEPTH_TO_MEASURE = 100;

/** A file the static engine refuses: its syntax tree nests deeper than it reads. */
export class TooDeepError extends Error {
  override readonly name = 'TooDeepError';
  constructor() {
    super(`nested more than ${MAX_TREE_DEPTH} levels deep, more than the static engine reads`);
  }
}

/** Pure: whether the text's brackets, strings and comments included, nest deep enough to measure the tree. */
function bracketsNestDeeply(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    // ( [ {
    if (character === 0x28 || character === 0x5b || character === 0x7b) {
      if (++depth > BRACKET_DEPTH_TO_MEASURE) return true;
    } else if ((character === 0x29 || character === 0x5d || character === 0x7d) && depth > 0) depth--;
  }
  return false;
}

/** Whether the tree under `root` is deeper than MAX_TREE_DEPTH: walked with a cursor, never recursively, and only when its brackets nest deeply. */
export function treeTooDeep(root: Node, text: string): boolean {
  if (!bracketsNestDeeply(text)) return false;
  const cursor = root.walk();
  try {
    let depth = 0;
    for (;;) {
      if (cursor.gotoFirstChild()) {
        if (++depth > MAX_TREE_DEPTH) return true;
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (depth === 0 || !cursor.gotoParent()) return false;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
