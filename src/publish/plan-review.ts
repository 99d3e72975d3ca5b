import type { DiffFile, Hunk } from '../diff/diff-model.js';
import type { Finding } from '../findings/finding.js';
import { compareBySeverity } from '../report/finding-order.js';
import type { Suggestion } from './suggestion-for.js';

/** A finding anchored on the diff: `line` (and `startLine` for a range) on the RIGHT side, in one hunk. */
export interface PlannedComment {
  finding: Finding;
  path: string;
  line: number;
  startLine?: number;
  suggestion?: Suggestion;
}

export type BodyReason = 'outside-diff' | 'over-limit' | 'rejected';

export interface BodyFinding {
  finding: Finding;
  reason: BodyReason;
}

export interface ReviewPlan {
  inline: PlannedComment[];
  /** Findings told in the review body instead, with why. */
  body: BodyFinding[];
  /** Findings an earlier review already reported: not posted again. */
  alreadyReported: Finding[];
}

/**
 * Pure: which findings become inline comments and where. A comment goes only on a line GitHub accepts
 * (an added or context line of the pull request's diff, RIGHT side); a range or a suggestion only when
 * it lies in one hunk. The most severe findings get the `maxComments` inline slots; everything else is
 * listed in the review body, so nothing is lost.
 */
export function planReview(input: {
  findings: readonly Finding[];
  /** The pull request's whole diff (base...head), whatever part of it this run reviewed. */
  files: readonly DiffFile[];
  alreadyReported: ReadonlySet<string>;
  maxComments: number;
  suggestions: ReadonlyMap<string, Suggestion>;
}): ReviewPlan {
  const files = new Map(input.files.map((file) => [file.path, file]));
  const plan: ReviewPlan = { inline: [], body: [], alreadyReported: [] };
  for (const finding of [...input.findings].sort(compareBySeverity)) {
    if (input.alreadyReported.has(finding.fingerprint)) {
      plan.alreadyReported.push(finding);
      continue;
    }
    const file = files.get(finding.file);
    const hunk = file ? hunkWithRightLine(file, finding.line) : undefined;
    if (!hunk) {
      plan.body.push({ finding, reason: 'outside-diff' });
      continue;
    }
    if (plan.inline.length >= input.maxComments) {
      plan.body.push({ finding, reason: 'over-limit' });
      continue;
    }
    plan.inline.push(anchor(finding, hunk, input.suggestions.get(finding.fingerprint)));
  }
  return plan;
}

function anchor(finding: Finding, hunk: Hunk, suggestion: Suggestion | undefined): PlannedComment {
  const base = { finding, path: finding.file };
  // A suggestion replaces exactly the lines the comment spans, so the comment takes the suggestion's range.
  if (suggestion && coversRight(hunk, suggestion.startLine, suggestion.endLine) && suggestion.startLine <= finding.line && finding.line <= suggestion.endLine) {
    return { ...base, line: suggestion.endLine, ...(suggestion.startLine < suggestion.endLine ? { startLine: suggestion.startLine } : {}), suggestion };
  }
  const end = finding.end_line ?? finding.line;
  if (end > finding.line && coversRight(hunk, finding.line, end)) return { ...base, line: end, startLine: finding.line };
  return { ...base, line: finding.line };
}

function rightLines(hunk: Hunk): Set<number> {
  const lines = new Set<number>();
  for (const line of hunk.lines) if (line.kind !== 'delete' && line.newLine !== undefined) lines.add(line.newLine);
  return lines;
}

function hunkWithRightLine(file: DiffFile, line: number): Hunk | undefined {
  return file.hunks.find((hunk) => line >= hunk.newStart && line < hunk.newStart + hunk.newLines && rightLines(hunk).has(line));
}

/** Every line of start..end is on the RIGHT side of this one hunk. */
function coversRight(hunk: Hunk, start: number, end: number): boolean {
  const lines = rightLines(hunk);
  for (let line = start; line <= end; line++) if (!lines.has(line)) return false;
  return true;
}
