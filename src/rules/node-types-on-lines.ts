import type { Node, TreeCursor } from 'web-tree-sitter';
import type { Run } from './matches-on-lines.js';

/**
 * The types of the nodes that touch the runs of lines: the nodes on them and every ancestor of those.
 * Undefined when more than `limit` nodes touch them, where the walk would cost more than it can save.
 * A query over a run (`matchesOnLines`) covers its rows and the start of the next one; the walk takes a
 * row more on each side, so the set holds the type of every node such a query can match.
 */
export function nodeTypesOnLines(root: Node, runs: readonly Run[], limit: number): Set<string> | undefined {
  const types = new Set<string>();
  const cursor = root.walk();
  try {
    let left = limit;
    for (const [first, last] of runs) {
      cursor.reset(root);
      // 1-based lines to 0-based rows, widened: the query's rows are first - 1 to last.
      left = collect(cursor, Math.max(0, first - 2), last + 1, types, left);
      if (left < 0) return undefined;
    }
    return types;
  } finally {
    cursor.delete();
  }
}

/** Depth first from the cursor's node, into the children that touch rows `first`..`last` only; returns the budget left. */
function collect(cursor: TreeCursor, first: number, last: number, types: Set<string>, budget: number): number {
  let left = budget;
  let depth = 0;
  for (;;) {
    types.add(cursor.nodeType);
    if (--left < 0) return left;
    // Down to the first child that touches the rows. (web-tree-sitter's gotoFirstChildForPosition cannot be
    // trusted for this: it reports a move to the first child as failure.) Skipped children count too.
    if (cursor.gotoFirstChild()) {
      depth += 1;
      while (cursor.endPosition.row < first && cursor.gotoNextSibling()) left -= 1;
      if (cursor.endPosition.row >= first && cursor.startPosition.row <= last) continue;
      cursor.gotoParent();
      depth -= 1;
    }
    // Then along to the next sibling that starts by the last row, or back up.
    for (;;) {
      if (depth === 0) return left;
      if (cursor.gotoNextSibling() && cursor.startPosition.row <= last) break;
      cursor.gotoParent();
      depth -= 1;
    }
  }
}
