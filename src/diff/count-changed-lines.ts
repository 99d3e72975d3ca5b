import type { Hunk } from './diff-model.js';

/** Pure: the lines a file's hunks add and delete. */
export function countChangedLines(hunks: readonly Hunk[]): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      if (line.kind === 'add') additions++;
      else if (line.kind === 'delete') deletions++;
    }
  }
  return { additions, deletions };
}
