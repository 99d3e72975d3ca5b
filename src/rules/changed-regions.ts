import type { Node, Range, Tree } from 'web-tree-sitter';
import { declarationRows } from './declaration-rows.js';
import type { Language } from '../diff/language.js';
import type { Run } from './matches-on-lines.js';

/** Files shorter than this are parsed whole: the parse is cheap and the lexer pass would not pay off. */
const REGION_MIN_LINES = 2_000;
/** Regions larger than this share of the file are not worth a second parse if a rule asks for the whole file. */
const REGION_MAX_SHARE = 0.5;

/**
 * The parts of a large file a small change needs parsed: each declaration block (see `declarationRows`)
 * that a changed line is in, with the block before it and the block after it, because rules look one
 * statement to either side (a doc comment above, a note's next line). Parsed alone (`includedRanges`),
 * they give the very subtrees the whole file would. Undefined when the file is small or the regions are
 * not much less than the file.
 */
export function changedRegions(language: Language, text: string, runs: readonly Run[], minLines = REGION_MIN_LINES): Range[] | undefined {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  const rowCount = starts.length;
  const changedRows = runs.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  // A file the change mostly rewrote is not worth the lexer pass.
  if (rowCount < minLines || runs.length === 0 || changedRows > rowCount * REGION_MAX_SHARE) return undefined;
  const cuts = [0, ...declarationRows(language, text).filter((row) => row > 0), rowCount];
  const blockOf = (row: number): number => {
    let low = 0;
    let high = cuts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((cuts[middle] ?? 0) <= row) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const lastBlock = cuts.length - 2;
  const blocks: Array<[number, number]> = [];
  for (const [first, last] of runs) {
    const from = Math.max(0, blockOf(first - 1) - 1);
    const to = Math.min(lastBlock, blockOf(Math.min(last, rowCount) - 1) + 1);
    const previous = blocks[blocks.length - 1];
    if (previous && from <= previous[1] + 1) previous[1] = Math.max(previous[1], to);
    else blocks.push([from, to]);
  }
  let rows = 0;
  const ranges = blocks.map(([from, to]): Range => {
    const startRow = cuts[from] ?? 0;
    const endRow = cuts[to + 1] ?? rowCount;
    rows += endRow - startRow;
    return {
      startIndex: starts[startRow] ?? 0,
      endIndex: endRow < rowCount ? (starts[endRow] ?? text.length) : text.length,
      startPosition: { row: startRow, column: 0 },
      endPosition: endRow < rowCount ? { row: endRow, column: 0 } : { row: rowCount - 1, column: text.length - (starts[rowCount - 1] ?? 0) },
    };
  });
  return rows <= rowCount * REGION_MAX_SHARE ? ranges : undefined;
}

/** Thrown when a rule asks a region tree for what only the whole file can answer. */
export class OutsideRegions extends Error {
  constructor() {
    super('A rule needs the whole file, which was parsed in regions');
  }
}

/**
 * Whether the regions parsed cleanly and each top-level node lies within one region, as it does in the
 * whole file when the regions start and end between statements. Otherwise the file is parsed whole.
 */
export function parsedAlone(tree: Tree, regions: readonly Range[]): boolean {
  const root = tree.rootNode;
  if (root.hasError) return false;
  let region = 0;
  for (const child of root.children) {
    if (!child) return false;
    while (region < regions.length && (regions[region]?.endIndex ?? 0) <= child.startIndex) region += 1;
    const range = regions[region];
    if (!range || child.startIndex < range.startIndex || child.endIndex > range.endIndex) return false;
  }
  return true;
}

/**
 * The root of a tree parsed in regions, kept for the engine; everyone else who asks the tree for its root
 * (a rule reading facts about the whole file through a node's `tree`) gets `OutsideRegions`, so the file
 * is scanned again, whole.
 */
export function guardRoot(tree: Tree): Node {
  const root = tree.rootNode;
  Object.defineProperty(tree, 'rootNode', {
    get: () => {
      throw new OutsideRegions();
    },
  });
  return root;
}
