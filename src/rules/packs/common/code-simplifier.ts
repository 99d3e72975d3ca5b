import type { DiffFile } from '../../../diff/diff-model.js';
import { fileRoleOf } from '../../file-role.js';
import { languageOf } from '../../language.js';
import type { ChangeHit, ChangeRuleDefinition } from '../../rule-definition.js';

/** Copy-paste within a change, found on the added lines of every language the engine reads. */

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
        const window = run.slice(start, start + DUPLICATE_WINDOW);
        const key = window.map((entry) => entry.id).join(',');
        const first = firstSeen.get(key);
        const line = window[0]?.line ?? 0;
        const endLine = window.at(-1)?.line ?? line;
        const substantial = window.reduce((sum, entry) => sum + entry.length, 0) >= MIN_WINDOW_CHARACTERS && new Set(window.map((entry) => entry.id)).size >= MIN_DISTINCT_LINES;
        if (!first) {
          if (substantial) firstSeen.set(key, { file: file.path, line, endLine });
          continue;
        }
        // A block that repeats inside itself (overlapping windows) is one block.
        if (first.file === file.path && first.endLine >= line) continue;
        const where = first.file === file.path ? `lines ${first.line}–${first.endLine}` : `\`${first.file}\` lines ${first.line}–${first.endLine}`;
        hits.push({ file: file.path, line, description: `This block repeats ${where}, also added in this change: the logic now has to be kept in sync twice.` });
        if (hits.length >= MAX_REPORTED_DUPLICATES) return hits;
        // Skip the rest of this repeated stretch: one finding per copied block.
        while (start + DUPLICATE_WINDOW < run.length && firstSeen.has(run.slice(start + 1, start + 1 + DUPLICATE_WINDOW).map((entry) => entry.id).join(','))) {
          start += 1;
        }
        start += DUPLICATE_WINDOW - 1;
      }
    }
  }
  return hits;
}

export const commonCodeSimplifierChangeRules: readonly ChangeRuleDefinition[] = [
  {
    id: 'simplify/duplicated-block',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 80,
    category: 'duplication',
    recommendation: 'Extract the shared lines into one function (or a loop over the differing values) and call it from both places.',
    check: findDuplicates,
  },
];
