import type { FailOn } from '../config/settings.js';
import type { Dismissal } from '../github/review-markers.js';
import type { ReviewReport } from '../report/review-report.js';
import type { SummaryComment } from './find-summary-comment.js';
import { renderSummaryComment, summaryDigest } from './render-summary-comment.js';
import type { TrackedFindings } from './track-findings.js';

export interface SummaryPlan {
  /** `skip`: the token may not write to the pull request; `keep`: the comment already says this. */
  action: 'create' | 'update' | 'keep' | 'skip';
  body: string;
  /** What the summary says, less what changes on every run: the check run carries it too. */
  digest: string;
}

/** Pure: the sticky summary's body, and whether it is created, updated or left as it is. */
export function planSummary(input: {
  existing: SummaryComment | undefined;
  report: ReviewReport;
  tracked: TrackedFindings;
  dismissed: readonly Dismissal[];
  failOn: FailOn;
  sinceSha?: string;
  threadsResolved: boolean;
  notes: readonly string[];
  /** The token may not write to the pull request (the review was refused). */
  pullRequestDenied: boolean;
}): SummaryPlan {
  const { existing, report, tracked } = input;
  const summaryInput = {
    report,
    dismissed: input.dismissed,
    failOn: input.failOn,
    ...(input.sinceSha ? { sinceSha: input.sinceSha } : {}),
    open: tracked.open,
    carried: tracked.carried,
    fixed: tracked.fixed,
    threadsResolved: input.threadsResolved,
    notes: input.notes,
  };
  const digest = summaryDigest(summaryInput);
  const body = renderSummaryComment(summaryInput);
  const unchanged = existing?.state?.digest === digest && existing.state.head_sha === report.head_sha;
  const action = input.pullRequestDenied ? 'skip' : unchanged ? 'keep' : existing ? 'update' : 'create';
  return { action, body, digest };
}
