import type { Node } from 'web-tree-sitter';
import type { Run } from './matches-on-lines.js';

/**
 * The types of the nodes that touch the runs of lines of `content` (parsed as `root`): the nodes on them and every
 * ancestor of those. Undefined when more than `limit` nodes touch them, where the walk would cost more than it can
 * save. A query over a run (`matchesOnLines`) covers its rows and the start of the next one; the walk takes a row
 * more on each side, so the set holds the type of every node such a query can match.
 */
export function nodeTypesOnLines(root: Node, content: string, runs: readonly Run[], limit: number): Set<string> | undefined {
  const types = new Set<string>();
  const rowStart = rowStarts(content);
  let left = limit;
  for (const [first, last] of runs) {
    // 1-based lines to 0-based rows, widened: the query's rows are first - 1 to last.
    const firstRow = Math.max(0, first - 2);
    left = collect(root, last + 1, rowStart(firstRow), types, left);
    if (left < 0) return undefined;
  }
  return types;
}

/**
 * Depth first from `node`, into the children that touch the rows from the one starting at `firstIndex` to `last`
 * only; returns the budget left. The first such child is found by tree-sitter's search from `firstIndex`, not by
 * stepping past the children before it: a module of ten thousand functions costs no more than one of ten.
 */
function collect(node: Node, last: number, firstIndex: number, types: Set<string>, budget: number): number {
  types.add(node.type);
  let left = budget - 1;
  for (let child = node.firstChildForIndex(firstIndex); child && left >= 0 && child.startPosition.row <= last; child = child.nextSibling) {
    left = collect(child, last, firstIndex, types, left);
  }
  return left;
}

/** Where each row of `content` starts, as a string index (what tree-sitter's indices count in web-tree-sitter). */
function rowStarts(content: string): (row: number) => number {
  const starts = [0];
  for (let index = content.indexOf('\n'); index !== -1; index = content.indexOf('\n', index + 1)) starts.push(index + 1);
  return (row) => starts[Math.min(row, starts.length - 1)] ?? 0;
}
