import type { DiffFile, DiffLine, Side } from './diff-model.js';

/** The line number a diff line has on a side, if it exists there: RIGHT is the new file, LEFT the old. */
function lineOnSide(line: DiffLine, side: Side): number | undefined {
  if (side === 'RIGHT') return line.kind === 'delete' ? undefined : line.newLine;
  return line.kind === 'add' ? undefined : line.oldLine;
}

/**
 * Lines a review comment can be attached to on a side: RIGHT = added and context lines of the
 * hunks (new numbering), LEFT = deleted and context lines (old numbering). GitHub rejects any other.
 */
export function commentableLines(file: DiffFile, side: Side): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      const number = lineOnSide(line, side);
      if (number !== undefined) lines.add(number);
    }
  }
  return lines;
}

/** Lines this change added (new numbering): what "a finding in the change" means. */
export function addedLines(file: DiffFile): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === 'add' && line.newLine !== undefined) lines.add(line.newLine);
    }
  }
  return lines;
}

/** Whether a comment on `line` of `side` would land inside the diff. Only scans the hunks that span the line. */
export function isCommentable(file: DiffFile, line: number, side: Side): boolean {
  return file.hunks.some((hunk) => {
    const start = side === 'RIGHT' ? hunk.newStart : hunk.oldStart;
    const count = side === 'RIGHT' ? hunk.newLines : hunk.oldLines;
    return line >= start && line < start + count && hunk.lines.some((diffLine) => lineOnSide(diffLine, side) === line);
  });
}
