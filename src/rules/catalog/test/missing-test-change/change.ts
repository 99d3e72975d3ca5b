import type { DiffFile } from '../../../../diff/diff-model.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { languageOf } from '../../../../diff/language.js';
import type { ChangeImplementation } from '../../../rule-folder.js';

const MIN_UNTESTED_ADDED_LINES = 10;

// below this a change is usually a fix too small to want a new test for
const MAX_LISTED_FILES = 10;

/** A line's code: without string contents, comments and whitespace (`x = "teh"` and `x = "the"` are the same code). */
function codeOf(line: string): string {
  return line
    .replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""')
    .replace(/(^|\s)(\/\/|#).*$/, '')
    .replace(/^\s*(\/?\*+|\*\/).*$/, '')
    .replace(/\s+/g, '');
}

/**
 * Added lines that change code: not blank, not comments, and not a deleted line again with only its
 * comments, strings or spacing edited (a typo fix, a reworded message, a reformat).
 */
function codeChanges(file: DiffFile): { count: number; first: number | undefined } {
  let count = 0;
  let first: number | undefined;
  for (const hunk of file.hunks) {
    const deleted = new Map<string, number>();
    for (const line of hunk.lines) {
      if (line.kind === 'delete') deleted.set(codeOf(line.content), (deleted.get(codeOf(line.content)) ?? 0) + 1);
    }
    for (const line of hunk.lines) {
      if (line.kind !== 'add' || line.newLine === undefined) continue;
      const code = codeOf(line.content);
      const same = deleted.get(code) ?? 0;
      if (code === '' || same > 0) {
        if (same > 0) deleted.set(code, same - 1);
        continue;
      }
      count += 1;
      first ??= line.newLine;
    }
  }
  return { count, first };
}

export const implementation: ChangeImplementation = {
  check: (files) => {
    if (files.some((file) => fileRoleOf(file.path) === 'test')) return [];
    const code = files.filter((file) => file.status !== 'deleted' && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === 'source');
    const changes = code.map((file) => ({ file: file.path, ...codeChanges(file) }));
    const added = changes.reduce((sum, entry) => sum + entry.count, 0);
    const anchor = changes.map((entry) => ({ file: entry.file, line: entry.first })).find((entry) => entry.line);
    if (added < MIN_UNTESTED_ADDED_LINES || !anchor?.line) return [];
    const listed = code.slice(0, MAX_LISTED_FILES).map((file) => `\`${file.path}\``);
    const more = code.length > MAX_LISTED_FILES ? ` and ${code.length - MAX_LISTED_FILES} more` : '';
    return [
      {
        file: anchor.file,
        line: anchor.line,
        description: `Source code changed (${added} added lines of code) but no test file changed: ${listed.join(', ')}${more}.`,
      },
    ];
  },
};
