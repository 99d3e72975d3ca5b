import type { DiffFile } from '../diff/diff-model.js';
import { enclosingWindow } from './enclosing-window.js';
import type { LineWindow } from './enclosing-window.js';

/** `enclosing`: changed lines with their enclosing code; `diff`: the hunks only, for files too big otherwise. */
type ViewMode = 'enclosing' | 'diff';

/**
 * A changed file as a model reads it: each line numbered as in the file after the change and marked
 * `+` (added), `-` (removed, no number) or a space (context). `head` is the new file's lines already
 * made safe for a model; without it the hunks' own text is shown, made safe with `clean`.
 */
export function renderFileView(file: DiffFile, head: readonly string[] | undefined, mode: ViewMode, clean: (text: string) => string): string {
  const added = new Set<number>();
  const hunkText = new Map<number, string>();
  const removedBefore = new Map<number, string[]>();
  for (const hunk of file.hunks) {
    // A hunk that only removes lines starts at the line before the removal (git's convention).
    let position = hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart;
    for (const line of hunk.lines) {
      if (line.kind === 'delete') {
        removedBefore.set(position, [...(removedBefore.get(position) ?? []), clean(line.content)]);
        continue;
      }
      position = line.newLine ?? position;
      hunkText.set(position, line.content);
      if (line.kind === 'add') added.add(position);
      position += 1;
    }
  }
  const windows = shownWindows(file, head, mode);
  const lineCount = Math.max(head?.length ?? 0, ...hunkText.keys(), ...removedBefore.keys());
  const width = String(lineCount).length;
  const textOf = (line: number): string | undefined => head?.[line - 1] ?? (hunkText.has(line) ? clean(hunkText.get(line) ?? '') : undefined);

  const out = [
    `file: ${clean(file.path)}${file.oldPath ? ` (renamed from ${clean(file.oldPath)})` : ''} — ${file.status}, +${file.additions} -${file.deletions}`,
  ];
  windows.forEach((window, index) => {
    if (index > 0) out.push(`${' '.repeat(width)}   ⋮`);
    for (let line = window.start; line <= window.end + 1; line++) {
      for (const removed of removedBefore.get(line) ?? []) out.push(`${' '.repeat(width)} - ${removed}`);
      const text = line <= window.end ? textOf(line) : undefined;
      if (text !== undefined) out.push(`${String(line).padStart(width)} ${added.has(line) ? '+' : ' '} ${text}`);
    }
  });
  return out.join('\n');
}

/** The new file's line range of each hunk. */
function hunkRanges(file: DiffFile): LineWindow[] {
  return file.hunks.map((hunk) => {
    const start = Math.max(1, hunk.newStart);
    return { start, end: Math.max(start, hunk.newStart + hunk.newLines - 1) };
  });
}

function viewWindows(ranges: readonly LineWindow[], head: readonly string[] | undefined, mode: ViewMode): LineWindow[] {
  return mergeWindows(mode === 'enclosing' && head ? ranges.map((range) => enclosingWindow(head, range)) : ranges);
}

/** The lines of the new file that renderFileView shows in `mode`: context there would repeat what the model already reads. */
export function shownWindows(file: DiffFile, head: readonly string[] | undefined, mode: ViewMode): LineWindow[] {
  return viewWindows(hunkRanges(file), head, mode);
}

/** Sorted, with overlapping and touching windows joined (so removed lines between them are shown once). */
function mergeWindows(windows: readonly LineWindow[]): LineWindow[] {
  const merged: LineWindow[] = [];
  for (const window of [...windows].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && window.start <= last.end + 1) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}
