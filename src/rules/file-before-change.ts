import type { DiffFile } from '../diff/diff-model.js';

/** A file as it was before the change, with where each line the change kept was then. */
export interface FileBeforeChange {
  text: string;
  /** The change copied the file: `text` is the file it was copied from, and the file itself is new. */
  copied?: boolean;
  /** The 1-based line before the change of line `line` after it; undefined for a line the change added. */
  lineBefore(line: number): number | undefined;
}

/** The state before a change that added the file: empty, so everything in it is new. */
const NEW_FILE: FileBeforeChange = { text: '', lineBefore: () => undefined };

const withoutCarriageReturn = (text: string): string => (text.endsWith('\r') ? text.slice(0, -1) : text);

/**
 * Pure: rebuilds the file before the change from its text after the change and the diff's hunks (their
 * context and deleted lines), so the earlier version costs no extra read. Undefined when the hunks do not
 * fit the text (the diff was read from another version of the file).
 */
export function fileBeforeChange(file: DiffFile, after: string): FileBeforeChange | undefined {
  if (file.status === 'added') return NEW_FILE;
  const head = after.split(/\r?\n/);
  const before: string[] = [];
  const oldLineOf = new Int32Array(head.length + 2);
  let nextNew = 1;
  const keep = (newLine: number): boolean => {
    const text = head[newLine - 1];
    if (text === undefined) return false;
    before.push(text);
    oldLineOf[newLine] = before.length;
    return true;
  };
  for (const hunk of [...file.hunks].sort((a, b) => a.newStart - b.newStart)) {
    // A hunk without new lines (a pure deletion) starts after line `newStart`.
    const hunkStart = hunk.newLines > 0 ? hunk.newStart : hunk.newStart + 1;
    for (; nextNew < hunkStart; nextNew += 1) if (!keep(nextNew)) return undefined;
    for (const line of hunk.lines) {
      if (line.kind === 'delete') {
        before.push(withoutCarriageReturn(line.content));
      } else if (line.newLine !== undefined) {
        if (line.kind === 'context') {
          if (withoutCarriageReturn(line.content) !== head[line.newLine - 1] || !keep(line.newLine)) return undefined;
        }
        nextNew = line.newLine + 1;
      }
    }
  }
  for (; nextNew <= head.length; nextNew += 1) keep(nextNew);
  return {
    text: before.join('\n'),
    ...(file.status === 'copied' ? { copied: true } : {}),
    lineBefore: (line) => (line >= 1 && line < oldLineOf.length ? oldLineOf[line] || undefined : undefined),
  };
}
