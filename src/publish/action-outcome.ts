import type { FailOn } from '../config/settings.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import type { ReviewReport } from '../report/review-report.js';
import { describeIncomplete, isReviewIncomplete } from '../report/verdict.js';
import type { PublicationResult } from './publish-to-pull-request.js';
import type { OpenFinding } from '../github/review-markers.js';
import { gatedFindings } from './track-findings.js';

interface ReviewedOutcome {
  kind: 'reviewed';
  report: ReviewReport;
  reportPath: string;
  sarifPath: string;
  /** The self-contained HTML report (for actions/upload-artifact). */
  htmlPath: string;
  reviewId?: number;
  /** Where `mode: analyze` wrote its bundle. */
  bundlePath?: string;
  /** Emit workflow-command annotations (no check run carries them). */
  annotations: boolean;
  /** For the job summary: what was posted where, and what could not be. */
  notes: string[];
  /** For the log as warnings. */
  warnings: string[];
  /** Why the step fails, when it does. */
  failure?: string;
}

/** A comment addressed to Sextant was answered (a reply, a dismissal, a mute, a fix) without a review. */
interface AnsweredOutcome {
  kind: 'answered';
  /** What was done, for the log and the job summary. */
  message: string;
  warnings: string[];
}

export type ActionOutcome = { kind: 'skipped'; message: string } | AnsweredOutcome | ReviewedOutcome;

/**
 * The gate, applied after publishing: open findings at or above `fail-on` (this run's and those still
 * open from earlier reviews) fail the step, and so does an incomplete review — never a silent pass.
 */
export function gateFailure(report: ReviewReport, open: readonly OpenFinding[], failOn: FailOn): string | undefined {
  const gated = gatedFindings(open, failOn).length;
  if (gated > 0) return `Sextant: ${gated} finding(s) at or above '${failOn}' (fail-on) open on this pull request.`;
  if (isReviewIncomplete(report)) return `Sextant: the review is incomplete — ${describeIncomplete(report.summary)}.`;
  return undefined;
}

/** A review published to its pull request: the artifacts, what was posted, and the gate over what is open there. */
export function publishedOutcome(
  artifacts: { report: ReviewReport; reportPath: string; sarifPath: string; htmlPath: string },
  published: PublicationResult,
  context: {
    number: number;
    failOn: FailOn;
    warnings: readonly string[];
    /** Put before the notes on what was posted. */
    lead?: string;
  },
): ReviewedOutcome {
  const described = describePublication(published, context.number, artifacts.report);
  return {
    kind: 'reviewed',
    ...artifacts,
    ...(published.reviewId !== undefined ? { reviewId: published.reviewId } : {}),
    annotations: published.check === 'not-posted',
    notes: context.lead ? [context.lead, ...described.notes] : described.notes,
    warnings: [...context.warnings, ...described.warnings],
    failure: gateFailure(artifacts.report, published.open, context.failOn),
  };
}

/** What publishing to the pull request did, as notes for the job summary and warnings for the log. */
function describePublication(result: PublicationResult, number: number, report: ReviewReport): { notes: string[]; warnings: string[] } {
  const notes: string[] = [];
  const warnings = [...result.problems];
  if (report.status === 'skipped') {
    // The reason names paths from the pull request: escaped like all its text.
    notes.push(
      `Nothing was reviewed on #${number}, so no review was posted: ${escapeMarkdown(report.summary.skipped_reason ?? report.summary.termination_reason, 600)}.`,
    );
  } else if (result.reviewUrl) {
    notes.push(
      `Posted [a review](${result.reviewUrl}) on #${number}: ${result.inline} inline comment(s), ${result.inBody} finding(s) in its body${result.rejected > 0 ? ` (${result.rejected} refused by GitHub as inline comments)` : ''}.`,
    );
  } else if (result.review === 'nothing-new' && !result.pullRequestDenied) {
    notes.push(`Nothing new to post on #${number}${result.alreadyReported > 0 ? `: ${result.alreadyReported} finding(s) were already reported` : ''}.`);
  }
  if (result.resolved + result.replied > 0) notes.push(`Marked ${result.resolved + result.replied} fixed finding(s) as fixed on #${number}.`);
  if (result.pullRequestDenied) {
    const message =
      `Sextant could not post to pull request #${number}: the token may not write to it (a fork's pull request gets a read-only token; ` +
      'otherwise grant `pull-requests: write`). The findings are in the job summary, the annotations and the SARIF file.';
    notes.push(`⚠️ ${message}`);
    warnings.push(message);
  }
  if (result.checksDenied)
    notes.push('The token may not create check runs (grant `checks: write` for one): the findings are annotations of this step instead.');
  return { notes, warnings };
}
