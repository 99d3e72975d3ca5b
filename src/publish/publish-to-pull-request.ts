import type { FailOn, FixMode } from '../config/settings.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { Finding } from '../findings/finding.js';
import { GitHubApiError } from '../github/github-api-error.js';
import type { CheckRunsApi, GitHubClient, IssuesApi, PullRequestInfo, ReviewCommentsApi, ReviewsApi, ReviewThreadsApi } from '../github/github-client.js';
import type { Dismissal, OpenFinding } from '../github/review-markers.js';
import type { ReviewReport } from '../report/review-report.js';
import { formatCount } from '../report/verdict.js';
import { findSummaryComment } from './find-summary-comment.js';
import type { SummaryComment } from './find-summary-comment.js';
import { planCheckRun } from './plan-check-run.js';
import { planPublication, shownFindings } from './plan-publication.js';
import type { PublishedState } from './plan-publication.js';
import type { PlannedComment } from './plan-review.js';
import { planSummary } from './plan-summary.js';
import { postCheckRun } from './post-check-run.js';
import { postReview } from './post-review.js';
import { recordedDismissals, withRecorded } from './record-dismissals.js';
import { renderReviewBody } from './render-review-body.js';
import { renderReviewComment } from './render-review-comment.js';
import { resolveFixedThreads } from './resolve-fixed-threads.js';
import { suggestionFor } from './suggestion-for.js';
import type { Suggestion } from './suggestion-for.js';

/** The parts of the GitHub API publishing reads and writes: reviews, their comments and threads, issue comments, check runs. */
type PublishingClient = ReviewsApi & ReviewCommentsApi & ReviewThreadsApi & IssuesApi & CheckRunsApi & Pick<GitHubClient, 'wait'>;

interface Publication {
  client: PublishingClient;
  pullRequest: PullRequestInfo;
  report: ReviewReport;
  /** The pull request's whole diff (base...head): inline comments are anchored on it. */
  files: readonly DiffFile[];
  /** The sticky summary comment and the state it holds, when an earlier run left one. */
  summary?: SummaryComment;
  /** Incremental review: the head reviewed last time and the diff since. */
  sinceLast?: { sha: string; files: readonly DiffFile[] };
  maxComments: number;
  fix: FixMode;
  failOn: FailOn;
  /** A file's text at the head commit (for suggestions). */
  readFile: (path: string) => Promise<string | undefined>;
  /** Unique per run: marks the posted review so a retry can tell whether it got through. */
  runKey: string;
  /**
   * Resolve the threads of findings no longer reported (default true). Off when the findings come
   * from an untrusted bundle: a finding missing from it does not show that the code was fixed.
   */
  resolveThreads?: boolean;
}

export interface PublicationResult {
  reviewId?: number;
  reviewUrl?: string;
  inline: number;
  inBody: number;
  rejected: number;
  alreadyReported: number;
  resolved: number;
  replied: number;
  /** `nothing-new`: every finding was reported by an earlier review (or there are none). */
  review: 'posted' | 'nothing-new' | 'not-posted';
  summary: 'created' | 'updated' | 'unchanged' | 'not-posted';
  check: 'created' | 'unchanged' | 'not-posted';
  /** Findings open at the head (this run's and those carried from earlier reviews): what the gate counts. */
  open: OpenFinding[];
  /** The token may not write to the pull request: nothing was posted there. */
  pullRequestDenied: boolean;
  /** The token may not create check runs (no `checks: write`): annotations must go elsewhere. */
  checksDenied: boolean;
  /** Failed GitHub calls, as messages for the log and the job summary. */
  problems: string[];
}

/**
 * Publishes a finished review to its pull request: one review with the new findings, "fixed" threads
 * resolved, the sticky summary created or updated, and a check run with annotations. It reads what
 * earlier runs left, plans purely what to write, then writes as little as it can — nothing at all on an
 * identical rerun. The summary is planned after the review is written, since it tells how that went,
 * and from dismissals read again then (an `ignore` may land meanwhile). Each part fails on its own: a
 * refused or failed call is reported, and the rest still happens.
 */
export async function publishToPullRequest(publication: Publication): Promise<PublicationResult> {
  const { client, pullRequest, report } = publication;
  const number = pullRequest.number;
  // The head the change was read from. Not the report's: a run that failed before reading the change has none.
  const headSha = pullRequest.headSha;
  const result: PublicationResult = {
    inline: 0,
    inBody: 0,
    rejected: 0,
    alreadyReported: 0,
    resolved: 0,
    replied: 0,
    review: 'not-posted',
    summary: 'not-posted',
    check: 'not-posted',
    open: [],
    pullRequestDenied: false,
    checksDenied: false,
    problems: [],
  };
  const attempt = async (what: string, write: () => Promise<void>, denied: () => void): Promise<void> => {
    try {
      await write();
    } catch (error) {
      if (error instanceof GitHubApiError && error.permissionDenied) denied();
      else result.problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const denyPullRequest = () => {
    result.pullRequestDenied = true;
  };

  // Read: the summary (the caller's), Sextant's earlier review comments, and the fixes the shown findings carry.
  const state: PublishedState = { ...(publication.summary ? { summary: publication.summary } : {}) };
  await attempt(
    'reading earlier review comments',
    async () => {
      state.reviewComments = await client.listReviewComments(number);
    },
    () => {},
  );
  const suggestions = publication.fix === 'off' ? new Map<string, Suggestion>() : await suggestionsFor(shownFindings(report, state), publication.readFile);

  // Plan.
  const resolveThreads = publication.resolveThreads ?? true;
  const plan = planPublication(state, {
    report,
    files: publication.files,
    ...(publication.sinceLast ? { sinceLast: publication.sinceLast.files } : {}),
    maxComments: publication.maxComments,
    suggestions,
    resolveThreads,
  });
  result.open = plan.tracked.open;
  result.alreadyReported = plan.review.alreadyReported.length;

  // Write: the review, then the threads it makes fixed, the summary that tells of both, and the check.
  const { inline, body } = plan.review;
  if (inline.length + body.length === 0) result.review = 'nothing-new';
  else {
    await attempt(
      'posting the review',
      async () => {
        const posted = await postReview<PlannedComment>(client, {
          number,
          commitId: headSha,
          runKey: publication.runKey,
          comments: inline.map((item) => ({ item, comment: toReviewComment(item) })),
          renderBody: (rejected) =>
            renderReviewBody({
              headSha,
              runKey: publication.runKey,
              inlineCount: inline.length - rejected.length,
              body: [...body, ...rejected.map((item) => ({ finding: item.finding, reason: 'rejected' as const }))],
              ...(publication.sinceLast ? { sinceSha: publication.sinceLast.sha } : {}),
            }),
        });
        result.review = 'posted';
        result.reviewId = posted.review.id;
        result.reviewUrl = posted.review.htmlUrl;
        result.rejected = posted.rejected.length;
        result.inline = inline.length - posted.rejected.length;
        result.inBody = body.length + posted.rejected.length;
      },
      denyPullRequest,
    );
  }

  if (!result.pullRequestDenied && plan.resolve.size > 0) {
    await attempt(
      'resolving fixed threads',
      async () => {
        const outcome = await resolveFixedThreads(client, number, plan.resolve, headSha);
        result.resolved = outcome.resolved;
        result.replied = outcome.replied;
      },
      denyPullRequest,
    );
  }

  const summary = planSummary({
    existing: publication.summary,
    report,
    tracked: plan.tracked,
    dismissed: publication.summary ? await latestDismissals(client, number, plan.dismissed, result.problems) : [],
    failOn: publication.failOn,
    ...(publication.sinceLast ? { sinceSha: publication.sinceLast.sha } : {}),
    threadsResolved: resolveThreads,
    notes: [...describePostedReview(result), ...plan.notes],
    pullRequestDenied: result.pullRequestDenied,
  });
  if (summary.action === 'keep') result.summary = 'unchanged';
  else if (summary.action !== 'skip') {
    const existing = publication.summary;
    await attempt(
      'updating the summary comment',
      async () => {
        if (existing) {
          await client.updateIssueComment(existing.comment.id, summary.body);
          result.summary = 'updated';
        } else {
          await client.createIssueComment(number, summary.body);
          result.summary = 'created';
        }
      },
      denyPullRequest,
    );
  }

  await attempt(
    'creating the check run',
    async () => {
      const posted = await postCheckRun(
        client,
        planCheckRun({ headSha, report, shown: plan.shown, tracked: plan.tracked, failOn: publication.failOn, summary }),
      );
      result.check = posted.created ? 'created' : 'unchanged';
    },
    () => {
      result.checksDenied = true;
    },
  );
  return result;
}

/** The summary's note on the review this run posted, if it posted one. */
function describePostedReview(result: PublicationResult): string[] {
  if (!result.reviewUrl) return [];
  return [
    `[Review](${result.reviewUrl}) posted: ${formatCount(result.inline, 'inline comment')}` +
      (result.inBody > 0 ? `, ${formatCount(result.inBody, 'finding')} in its body` : '') +
      (result.rejected > 0 ? ` (${result.rejected} of them refused by GitHub as inline comments)` : '') +
      '.',
  ];
}

/**
 * The dismissals to keep: those the review started with, and any made in a thread while it ran (an
 * `ignore` records it in its reply, then in the summary), read again just before the summary is rewritten.
 */
async function latestDismissals(client: PublishingClient, number: number, known: readonly Dismissal[], problems: string[]): Promise<Dismissal[]> {
  try {
    const [summary, comments] = await Promise.all([findSummaryComment(client, number), client.listReviewComments(number)]);
    const latest = withRecorded(summary?.state?.dismissed ?? [], recordedDismissals(comments));
    const fresh = new Set(latest.map((dismissal) => dismissal.fp));
    return [...known.filter((dismissal) => !fresh.has(dismissal.fp)), ...latest];
  } catch (error) {
    problems.push(`reading the summary again for new dismissals: ${error instanceof Error ? error.message : String(error)}`);
    return [...known];
  }
}

function toReviewComment(item: PlannedComment) {
  return {
    path: item.path,
    line: item.line,
    side: 'RIGHT' as const,
    ...(item.startLine !== undefined ? { start_line: item.startLine, start_side: 'RIGHT' as const } : {}),
    body: renderReviewComment(item.finding, item.suggestion),
  };
}

/** Committable fixes: the finding's own (from the fix loop, or the analyze job's, screened; each comment says whether it is verified), else the static rule's mechanical fix. */
async function suggestionsFor(findings: readonly Finding[], readFile: (path: string) => Promise<string | undefined>): Promise<Map<string, Suggestion>> {
  const suggestions = new Map<string, Suggestion>();
  for (const finding of findings) {
    if (finding.suggestion) {
      const { start_line: startLine, end_line: endLine, replacement } = finding.suggestion;
      suggestions.set(finding.fingerprint, { startLine, endLine, lines: replacement === '' ? [] : replacement.split('\n') });
      continue;
    }
    if (!finding.auto_fixable || finding.source !== 'static') continue;
    const content = await readFile(finding.file);
    const suggestion = content === undefined ? undefined : suggestionFor(finding, content);
    if (suggestion) suggestions.set(finding.fingerprint, suggestion);
  }
  return suggestions;
}
