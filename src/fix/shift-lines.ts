import type { FileEdit } from './file-edit.js';

/**
 * Pure: where the lines of `before` land after one edit applied to it, and which lines of the result
 * the edit wrote. Used to keep "changed lines" right when re-reviewing a fixed file.
 */
export function shiftLines(before: string, edit: FileEdit, lines: ReadonlySet<number>): Set<number> {
  const offset = before.indexOf(edit.search);
  if (offset < 0) return new Set(lines);
  const firstLine = before.slice(0, offset).split('\n').length;
  const removed = lineCount(edit.search);
  const added = lineCount(edit.replace);
  const shifted = new Set<number>();
  for (const line of lines) {
    if (line < firstLine) shifted.add(line);
    else if (line >= firstLine + removed) shifted.add(line + added - removed);
  }
  for (let line = firstLine; line < firstLine + added; line += 1) shifted.add(line);
  return shifted;
}

/** Lines a replacement text spans: a trailing newline ends a line rather than starting one. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
