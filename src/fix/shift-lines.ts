import type { LinesInBase } from '../rules/lines-in-base.js';
import type { FileEdit } from './file-edit.js';

/** The lines of `before` an edit replaces (from `firstLine`, `removed` of them) and how many it writes; undefined when it does not apply. */
function editSpan(before: string, edit: FileEdit): { firstLine: number; removed: number; added: number } | undefined {
  const offset = before.indexOf(edit.search);
  if (offset < 0) return undefined;
  return { firstLine: before.slice(0, offset).split('\n').length, removed: lineCount(edit.search), added: lineCount(edit.replace) };
}

/**
 * Pure: where the lines of `before` land after one edit applied to it, and which lines of the result
 * the edit wrote. Used to keep "changed lines" right when re-reviewing a fixed file.
 */
export function shiftLines(before: string, edit: FileEdit, lines: ReadonlySet<number>): Set<number> {
  const span = editSpan(before, edit);
  if (!span) return new Set(lines);
  const { firstLine, removed, added } = span;
  const shifted = new Set<number>();
  for (const line of lines) {
    if (line < firstLine) shifted.add(line);
    else if (line >= firstLine + removed) shifted.add(line + added - removed);
  }
  for (let line = firstLine; line < firstLine + added; line += 1) shifted.add(line);
  return shifted;
}

/**
 * Pure: the lines kept from the pull request's base after one edit applied to `before`: the lines around
 * the edit move with it, the lines it wrote were never in the base. Keeps suppressions judged against the
 * base when re-reviewing a fixed file.
 */
export function shiftLinesInBase(before: string, edit: FileEdit, runs: LinesInBase): LinesInBase {
  const span = editSpan(before, edit);
  if (!span) return runs.map(([line, base, count]) => [line, base, count]);
  const { firstLine, removed, added } = span;
  const afterEdit = firstLine + removed;
  const shifted: LinesInBase = [];
  for (const [line, base, count] of runs) {
    const end = line + count;
    if (line < firstLine) shifted.push([line, base, Math.min(end, firstLine) - line]);
    if (end > afterEdit) {
      const from = Math.max(line, afterEdit);
      shifted.push([from + added - removed, base + from - line, end - from]);
    }
  }
  return shifted;
}

/** Lines a replacement text spans: a trailing newline ends a line rather than starting one. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
