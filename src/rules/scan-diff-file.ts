import type { DiffFile } from '../diff/diff-model.js';
import { addedLines } from '../diff/line-index.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';
import { fileBeforeChange } from './file-before-change.js';
import type { StaticEngine } from './static-engine.js';
import { unknownSuppressions } from './suppression.js';
import type { LineInBase } from './suppression.js';
import type { TreeFacts } from './tree-facts.js';

/** What scanning one changed file gives: its findings, and its `sextant-ignore` comments that name no rule. */
export interface DiffFileScan {
  findings: CandidateFinding[];
  suppressionWarnings: string[];
}

/** Where the base is unknown, every line counts as the pull request's: no suppression of its hides what would fail the gate. */
const EVERY_LINE_ADDED: LineInBase = () => undefined;

/**
 * One changed file through the engine: its added lines, the file before the change rebuilt from the
 * hunks, the gate for self-added suppressions. The same work on the main thread or in a worker.
 * `sinceBase` is the file's diff from the pull request's base when the reviewed diff starts later (an
 * incremental review): suppressions are judged against the base, never against the last reviewed head.
 */
export function scanDiffFile(engine: StaticEngine, file: DiffFile, content: string, gate?: Severity, sinceBase?: DiffFile, facts?: TreeFacts): DiffFileScan {
  const changedLines = addedLines(file);
  const before = fileBeforeChange(file, content);
  const base = sinceBase ? fileBeforeChange(sinceBase, content) : before;
  const suppressionWarnings = unknownSuppressions({ path: file.path, lines: content.split(/\r?\n/), changedLines });
  const findings = engine.scanFile({
    path: file.path,
    content,
    changedLines,
    ...(before ? { before } : {}),
    lineInBase: base?.lineBefore ?? EVERY_LINE_ADDED,
    ...(gate ? { gate } : {}),
    ...(facts ? { facts } : {}),
  });
  return { findings, suppressionWarnings };
}
