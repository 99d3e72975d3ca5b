import type { DiffFile, FileStatus, NotReviewed } from '../diff/diff-model.js';
import { parseHunks } from '../diff/parse-hunks.js';
import type { PullRequestFile } from '../github/github-client.js';
import { countChangedLines } from '../diff/count-changed-lines.js';

/** GitHub's file statuses; `changed` is a mode or type change, `unchanged` a rename or copy without edits. */
const STATUS: Readonly<Record<string, FileStatus>> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'modified',
  unchanged: 'modified',
};

/**
 * One file of GitHub's file list as the diff model: its `patch` (bare hunks, no headers) parsed into
 * hunks. A file GitHub shows no patch for (binary, or a diff too large to display) cannot be reviewed
 * or commented on, so it is returned as not reviewed instead — unless it was deleted, or renamed or
 * had its mode changed without edits, which scope explains better. Throws on a status GitHub does not document.
 */
export function parsePullRequestFile(file: PullRequestFile): DiffFile | NotReviewed {
  const status = STATUS[file.status];
  if (!status) throw new Error(`unexpected file status '${file.status}' for '${file.filename}' in GitHub's file list`);
  // Renames, copies and mode changes without edits have no patch and need none; scope says what they are.
  const nothingToShow = file.additions + file.deletions === 0 && ['renamed', 'copied', 'changed', 'unchanged'].includes(file.status);
  if (file.patch === undefined && status !== 'deleted' && !nothingToShow) {
    return { path: file.filename, reason: 'no-patch', detail: 'GitHub shows no diff for this file (binary, or too large to display)' };
  }
  const hunks = file.patch ? parseHunks(file.patch) : [];
  const { additions, deletions } = countChangedLines(hunks);
  const modeOnly = file.status === 'changed' && hunks.length === 0;
  return {
    path: file.filename,
    ...(file.previous_filename && (status === 'renamed' || status === 'copied') ? { oldPath: file.previous_filename } : {}),
    status: modeOnly ? 'mode-changed' : status,
    // Binary files come without a patch and are listed as not reviewed above.
    binary: false,
    additions,
    deletions,
    hunks,
  };
}

export function isDiffFile(entry: DiffFile | NotReviewed): entry is DiffFile {
  return 'hunks' in entry;
}
