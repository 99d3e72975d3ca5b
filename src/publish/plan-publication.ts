import type { DiffFile } from '../diff/diff-model.js';
import type { Finding } from '../findings/finding.js';
import type { ReviewCommentInfo } from '../github/github-client.js';
import { markedFingerprint } from '../github/review-markers.js';
import type { Dismissal } from '../github/review-markers.js';
import type { ReviewReport } from '../report/review-report.js';
import { findingViewOf, visibleFindings } from '../report/visible-findings.js';
import type { SummaryComment } from './find-summary-comment.js';
import { planReview } from './plan-review.js';
import type { ReviewPlan } from './plan-review.js';
import { recordedDismissals, withRecorded } from './record-dismissals.js';
import type { Suggestion } from './suggestion-for.js';
import { trackFindings } from './track-findings.js';
import type { TrackedFindings } from './track-findings.js';

/** What earlier runs left on the pull request, as read before anything is written. */
export interface PublishedState {
  /** The sticky summary comment and the state it holds. */
  summary?: SummaryComment;
  /** The pull request's review comments; undefined when they could not be read. */
  reviewComments?: readonly ReviewCommentInfo[];
}

export interface PublicationInput {
  report: ReviewReport;
  /** The pull request's whole diff (base...head). */
  files: readonly DiffFile[];
  /** The diff since the head reviewed last time (incremental review). */
  sinceLast?: readonly DiffFile[];
  maxComments: number;
  /** Committable fixes of shown findings, by fingerprint (read from the files they change). */
  suggestions: ReadonlyMap<string, Suggestion>;
  /** Resolve the threads of findings no longer reported (false for an untrusted bundle). */
  resolveThreads: boolean;
}

export interface PublicationPlan {
  /** The findings people are shown: the visible ones nobody dismissed. */
  shown: Finding[];
  tracked: TrackedFindings;
  /** The review to post; nothing is posted when it has neither inline comments nor body findings. */
  review: ReviewPlan;
  /** Fingerprints of the findings whose threads are closed: empty when none is fixed or threads are left alone. */
  resolve: ReadonlySet<string>;
  /** The dismissals known so far: the summary's and those Sextant's replies record. */
  dismissed: Dismissal[];
  /** Notes for the summary that do not depend on what the writes do. */
  notes: string[];
}

/**
 * Pure: which findings people are shown. Everything posted and tracked between runs is what people
 * are shown (info findings only with show-info; whatever fails the gate is always among them), less
 * the findings dismissed in their threads.
 */
export function shownFindings(report: ReviewReport, state: PublishedState): Finding[] {
  const dismissed = new Set(knownDismissals(state).map((dismissal) => dismissal.fp));
  return visibleFindings(report.findings, findingViewOf(report)).filter((finding) => !dismissed.has(finding.fingerprint));
}

/**
 * Pure: what publishing writes, given what it read — the review's inline comments and body (none for
 * findings an earlier review reported), the threads to close, and the notes the summary tells.
 */
export function planPublication(state: PublishedState, input: PublicationInput): PublicationPlan {
  const previous = state.summary?.state;
  const dismissed = knownDismissals(state);
  const dismissedFingerprints = new Set(dismissed.map((dismissal) => dismissal.fp));
  const shown = shownFindings(input.report, state);
  const tracked = trackFindings({
    previous: (previous?.open ?? []).filter((finding) => !dismissedFingerprints.has(finding.fp)),
    current: shown,
    ...(input.sinceLast ? { sinceLast: input.sinceLast } : {}),
    pullRequestPaths: new Set(input.files.map((file) => file.path)),
  });
  const review = planReview({
    findings: shown,
    files: input.files,
    alreadyReported: reportedFingerprints(state),
    maxComments: input.maxComments,
    suggestions: input.suggestions,
  });
  const notes: string[] = [];
  if (review.inline.length + review.body.length === 0 && shown.length > 0) notes.push('Nothing new to post: every finding was reported by an earlier review.');
  if (!input.resolveThreads) {
    const leftOpen =
      tracked.fixed.length > 0
        ? ` Earlier findings no longer reported (${tracked.fixed.length}) keep their threads open: resolve them by hand once fixed.`
        : '';
    notes.push(
      `Published from the analyze job’s bundle, so no review thread is resolved: a finding missing from a bundle does not show it was fixed.${leftOpen}`,
    );
  }
  const resolve = new Set(input.resolveThreads ? tracked.fixed.map((finding) => finding.fp) : []);
  return { shown, tracked, review, resolve, dismissed, notes };
}

/** Findings already reported: open in the summary's state, or marked in one of Sextant's review comments. */
function reportedFingerprints(state: PublishedState): Set<string> {
  const reported = new Set(state.summary?.state?.open.map((finding) => finding.fp) ?? []);
  for (const comment of state.reviewComments ?? []) {
    const fingerprint = comment.user.type === 'Bot' ? markedFingerprint(comment.body) : undefined;
    if (fingerprint) reported.add(fingerprint);
  }
  return reported;
}

/** The summary's dismissals, and those Sextant's replies record (an `ignore` whose copy into the summary another run's write undid). */
function knownDismissals(state: PublishedState): Dismissal[] {
  return withRecorded(state.summary?.state?.dismissed ?? [], recordedDismissals(state.reviewComments ?? []));
}
