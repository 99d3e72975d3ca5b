import type { DiffFile, FileStatus } from './diff-model.js';
import { decodeUtf8 } from './decode-utf8.js';
import { parseHunks } from './parse-hunks.js';
import { parseRawDiff } from './parse-raw-diff.js';
import type { RawDiffEntry } from './parse-raw-diff.js';
import { formatDiffGitHeader } from './quote-git-path.js';
import { countChangedLines } from './count-changed-lines.js';

const FILE_PATCH_START = 'diff --git ';

/** git's file mode of a symbolic link. */
const SYMLINK_MODE = '120000';

/** Cuts a multi-file patch at each `diff --git` line (content lines always start with ' ', '+', '-' or '\'). */
function splitFilePatches(patch: string): string[] {
  if (patch === '') return [];
  if (!patch.startsWith(FILE_PATCH_START)) throw new Error('unexpected git patch output: it does not start with a diff --git line');
  const starts: number[] = [0];
  for (let at = patch.indexOf(`\n${FILE_PATCH_START}`); at !== -1; at = patch.indexOf(`\n${FILE_PATCH_START}`, at + 1)) {
    starts.push(at + 1);
  }
  return starts.map((start, index) => patch.slice(start, starts[index + 1]));
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return end === -1 ? text : text.slice(0, end);
}

function fileStatus(entry: RawDiffEntry): FileStatus {
  switch (entry.status) {
    case 'A':
      return 'added';
    case 'D':
      return 'deleted';
    case 'R':
      return 'renamed';
    case 'C':
      return 'copied';
    case 'T':
      return 'modified';
    case 'M':
      return entry.oldSha === entry.newSha && entry.oldMode !== entry.newMode ? 'mode-changed' : 'modified';
  }
}

/**
 * Builds the diff model from two outputs of the same `git diff-tree` comparison: the
 * NUL-separated file list (`--raw --numstat -z`, the authority for paths, status and binary) and
 * the patch (`-p`, the source of hunks). git writes both in the same order: one patch per entry,
 * except a type change (file ↔ symlink), which git writes as a deletion followed by a creation.
 * Each patch's first line is checked against the entry, so a mismatch fails loudly instead of
 * attaching hunks to the wrong file. With `text` the patch was made with `--text`: every file is text,
 * whatever git's binary test (which `--numstat` keeps applying) says.
 */
export function buildDiffFiles(rawOutput: Buffer, patchOutput: Buffer, options: { text?: boolean } = {}): DiffFile[] {
  const entries = parseRawDiff(rawOutput).map((entry) => (options.text ? { ...entry, binary: false } : entry));
  const filePatches = splitFilePatches(decodeUtf8(patchOutput));
  let next = 0;
  const files = entries.map((entry): DiffFile => {
    const expectedHeader = formatDiffGitHeader(entry.oldPath, entry.newPath);
    const patchCount = entry.status === 'T' ? 2 : 1;
    const patches = filePatches.slice(next, next + patchCount);
    next += patchCount;
    if (patches.length !== patchCount || patches.some((patch) => firstLine(patch) !== expectedHeader)) {
      throw new Error(`git patch output does not line up with the file list at '${entry.newPath}' (expected '${expectedHeader}')`);
    }
    const symlink = entry.status !== 'D' && entry.newMode === SYMLINK_MODE;
    // A link's patch is its target path: kept out of the model, so no step can take it for code.
    const hunks = entry.binary || symlink ? [] : patches.flatMap((patch) => parseHunks(patch));
    const { additions, deletions } = countChangedLines(hunks);
    const pair = entry.status === 'R' || entry.status === 'C';
    return {
      path: entry.status === 'D' ? entry.oldPath : entry.newPath,
      ...(pair ? { oldPath: entry.oldPath } : {}),
      status: fileStatus(entry),
      binary: entry.binary,
      ...(symlink ? { symlink: true } : {}),
      additions,
      deletions,
      hunks,
    };
  });
  if (next !== filePatches.length) throw new Error(`git patch output has ${filePatches.length - next} more file patches than the file list`);
  return files;
}
