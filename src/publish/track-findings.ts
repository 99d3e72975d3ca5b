import type { DiffFile } from '../diff/diff-model.js';
import { isAtOrAbove } from '../findings/finding.js';
import type { Finding, Severity } from '../findings/finding.js';
import type { OpenFinding } from '../github/review-markers.js';

/** Characters of a finding's title remembered between runs. */
const TITLE_LIMIT = 120;

export interface TrackedFindings {
  /** Open before, gone now: their threads are resolved. */
  fixed: OpenFinding[];
  /** Open before, on code this run did not look at again (incremental review): still open, lines moved to the new head. */
  carried: OpenFinding[];
  /** Everything open at the new head: this run's findings and the carried ones. */
  open: OpenFinding[];
}

export function toOpenFinding(finding: Finding): OpenFinding {
  return {
    fp: finding.fingerprint,
    path: finding.file,
    line: finding.line,
    severity: finding.severity,
    title: `${finding.id} ${finding.category}`.slice(0, TITLE_LIMIT),
  };
}

/**
 * Pure: what became of the findings open after the last review. A full review sees the whole pull
 * request, so whatever it no longer reports is fixed. An incremental review only sees the new commits
 * (`sinceLast`: the diff from the last reviewed head): an old finding is fixed when it is not reported
 * again and its line or file went away in those commits; otherwise it is still open, at its moved line.
 */
export function trackFindings(input: {
  previous: readonly OpenFinding[];
  current: readonly Finding[];
  /** The diff since the last reviewed head; undefined for a full review. */
  sinceLast?: readonly DiffFile[];
  /** Paths changed by the pull request now: a finding in a file the PR no longer changes is gone. */
  pullRequestPaths: ReadonlySet<string>;
}): TrackedFindings {
  const current = new Set(input.current.map((finding) => finding.fingerprint));
  const fixed: OpenFinding[] = [];
  const carried: OpenFinding[] = [];
  const byOldPath = new Map((input.sinceLast ?? []).map((file) => [file.oldPath ?? file.path, file]));
  for (const finding of input.previous) {
    if (current.has(finding.fp)) continue;
    if (!input.sinceLast) {
      fixed.push(finding);
      continue;
    }
    const file = byOldPath.get(finding.path);
    const line = file ? mapLine(file, finding.line) : finding.line;
    const path = file?.path ?? finding.path;
    if (file?.status === 'deleted' || line === undefined || !input.pullRequestPaths.has(path)) fixed.push(finding);
    else carried.push({ ...finding, path, line });
  }
  return { fixed, carried, open: [...input.current.map(toOpenFinding), ...carried] };
}

/** Where an old line is after the diff: undefined when the diff deleted it. */
export function mapLine(file: DiffFile, oldLine: number): number | undefined {
  let shift = 0;
  for (const hunk of file.hunks) {
    // A hunk of pure additions (`-5,0`) inserts after old line 5.
    const firstOld = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
    if (oldLine < firstOld) break;
    const lastOld = firstOld + hunk.oldLines - 1;
    if (oldLine <= lastOld) {
      const same = hunk.lines.find((line) => line.oldLine === oldLine);
      return same?.kind === 'context' ? same.newLine : undefined;
    }
    shift += hunk.newLines - hunk.oldLines;
  }
  return oldLine + shift;
}

/** Open findings at or above the gate's threshold: what fails CI, whichever review first reported them. */
export function gatedFindings(open: readonly OpenFinding[], failOn: Severity | 'none'): OpenFinding[] {
  return failOn === 'none' ? [] : open.filter((finding) => isAtOrAbove(finding.severity, failOn));
}
