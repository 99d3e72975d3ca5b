import type { DiffFile } from '../../../../diff/diff-model.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { languageOf } from '../../../../diff/language.js';
import type { ChangeHit } from '../../../rule-definition.js';
import type { ChangeImplementation } from '../../../rule-folder.js';

/** Shorter repeats are mostly idiom (an error check, a guard, an import group) rather than copied logic. */
const DUPLICATE_WINDOW = 6;

/** Six short lines (`} else {`, `return;`) are not a block worth extracting. */
const MIN_WINDOW_CHARACTERS = 120;

/** A window of one or two distinct lines repeated is a list or a table, not copied logic. */
const MIN_DISTINCT_LINES = 3;

/** Beyond this the change is generated or mechanical, and more of the same finding is noise. */
const MAX_REPORTED_DUPLICATES = 20;

/** Lines that carry no logic of their own: blank, brackets only, comments. */
const TRIVIAL_LINE = /^([{}()[\];,]*|\/\/.*|#.*|\/?\*.*|"""|''')$/;

interface AddedLine {
  line: number;
  /** Interned id of the whitespace-normalised text. */
  id: number;
  length: number;
}

/** Runs of consecutive added lines (a context line ends a run), without trivial lines. */
function addedRuns(file: DiffFile, intern: (text: string) => number): AddedLine[][] {
  const runs: AddedLine[][] = [];
  for (const hunk of file.hunks) {
    let run: AddedLine[] = [];
    for (const diffLine of hunk.lines) {
      if (diffLine.kind !== 'add' || diffLine.newLine === undefined) {
        if (diffLine.kind === 'context' && run.length > 0) {
          runs.push(run);
          run = [];
        }
        continue;
      }
      const text = diffLine.content.trim().replace(/\s+/g, ' ');
      if (!TRIVIAL_LINE.test(text)) run.push({ line: diffLine.newLine, id: intern(text), length: text.length });
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

/** The window of `DUPLICATE_WINDOW` lines at `start`, as the ids of its lines. */
function windowKey(run: readonly AddedLine[], start: number): string {
  let key = String(run[start]?.id);
  for (let index = start + 1; index < start + DUPLICATE_WINDOW; index += 1) key += `,${run[index]?.id}`;
  return key;
}

/** Whether the window at `start` is long enough and varied enough to count as copied logic. */
function isSubstantial(run: readonly AddedLine[], start: number): boolean {
  // Called for nearly every window of a large change: loops over six entries rather than arrays and sets.
  const end = start + DUPLICATE_WINDOW;
  let characters = 0;
  for (let index = start; index < end; index += 1) characters += run[index]?.length ?? 0;
  if (characters < MIN_WINDOW_CHARACTERS) return false;
  let distinct = 0;
  for (let index = start; index < end; index += 1) {
    const id = run[index]?.id;
    let seen = false;
    for (let earlier = start; earlier < index && !seen; earlier += 1) seen = run[earlier]?.id === id;
    if (!seen) distinct += 1;
  }
  return distinct >= MIN_DISTINCT_LINES;
}

/** Repeated blocks of added lines: each reported once, at its second occurrence, naming the first. */
function findDuplicates(files: readonly DiffFile[]): ChangeHit[] {
  const ids = new Map<string, number>();
  const intern = (text: string): number => {
    let id = ids.get(text);
    if (id === undefined) {
      id = ids.size;
      ids.set(text, id);
    }
    return id;
  };
  const firstSeen = new Map<string, { file: string; line: number; endLine: number }>();
  const hits: ChangeHit[] = [];
  const code = files.filter((file) => file.status !== 'deleted' && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === 'source');
  for (const file of code) {
    for (const run of addedRuns(file, intern)) {
      for (let start = 0; start + DUPLICATE_WINDOW <= run.length; start += 1) {
        const key = windowKey(run, start);
        const first = firstSeen.get(key);
        const line = run[start]?.line ?? 0;
        const endLine = run[start + DUPLICATE_WINDOW - 1]?.line ?? line;
        if (!first) {
          if (isSubstantial(run, start)) firstSeen.set(key, { file: file.path, line, endLine });
          continue;
        }
        // A block that repeats inside itself (overlapping windows) is one block.
        if (first.file === file.path && first.endLine >= line) continue;
        const where = first.file === file.path ? `lines ${first.line}–${first.endLine}` : `\`${first.file}\` lines ${first.line}–${first.endLine}`;
        hits.push({
          file: file.path,
          line,
          description: `This block repeats ${where}, also added in this change: the logic now has to be kept in sync twice.`,
        });
        if (hits.length >= MAX_REPORTED_DUPLICATES) return hits;
        // Skip the rest of this repeated stretch: one finding per copied block.
        while (start + DUPLICATE_WINDOW < run.length && firstSeen.has(windowKey(run, start + 1))) {
          start += 1;
        }
        start += DUPLICATE_WINDOW - 1;
      }
    }
  }
  return hits;
}

export const implementation: ChangeImplementation = {
  check: findDuplicates,
};
