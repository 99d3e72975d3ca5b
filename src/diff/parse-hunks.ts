import parseDiff from 'parse-diff';
import type { DiffLine, Hunk } from './diff-model.js';

/**
 * Hunks of one file's patch, parsed with `parse-diff`. File names are deliberately not taken from
 * here (parse-diff does not undo git's C-style quoting); the caller pairs each patch with its
 * entry from the NUL-separated file list instead.
 */
export function parseHunks(filePatch: string): Hunk[] {
  const [file] = parseDiff(filePatch);
  if (!file) return [];
  return file.chunks.map((chunk) => {
    const lines: DiffLine[] = [];
    for (const change of chunk.changes) {
      // parse-diff repeats the previous change for a "\ No newline at end of file" marker; it is not a line.
      if (change.content.startsWith('\\')) continue;
      const content = change.content.slice(1);
      if (change.type === 'add') lines.push({ kind: 'add', newLine: change.ln, content });
      else if (change.type === 'del') lines.push({ kind: 'delete', oldLine: change.ln, content });
      else lines.push({ kind: 'context', oldLine: change.ln1, newLine: change.ln2, content });
    }
    return {
      oldStart: chunk.oldStart,
      oldLines: chunk.oldLines,
      newStart: chunk.newStart,
      newLines: chunk.newLines,
      header: chunk.content,
      lines,
    };
  });
}
