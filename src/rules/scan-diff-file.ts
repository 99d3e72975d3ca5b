import type { DiffFile } from '../diff/diff-model.js';
import { addedLines } from '../diff/line-index.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';
import { fileBeforeChange } from './file-before-change.js';
import type { StaticEngine } from './static-engine.js';
import { unknownSuppressions } from './suppression.js';

/** What scanning one changed file gives: its findings, and its `sextant-ignore` comments that name no rule. */
export interface DiffFileScan {
  findings: CandidateFinding[];
  suppressionWarnings: string[];
}

/**
 * One changed file through the engine: its added lines, the file before the change rebuilt from the
 * hunks, the gate for self-added suppressions. The same work on the main thread or in a worker.
 */
export function scanDiffFile(engine: StaticEngine, file: DiffFile, content: string, gate?: Severity): DiffFileScan {
  const changedLines = addedLines(file);
  const before = fileBeforeChange(file, content);
  const suppressionWarnings = unknownSuppressions({ path: file.path, lines: content.split(/\r?\n/), changedLines });
  const findings = engine.scanFile({ path: file.path, content, changedLines, ...(before ? { before } : {}), ...(gate ? { gate } : {}) });
  return { findings, suppressionWarnings };
}
