import type { FailOn, FixMode } from '../config/settings.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { Finding } from '../findings/finding.js';
import type { ReviewReport } from '../report/review-report.js';
import { describeVerdict, formatCount, isReviewIncomplete } from '../report/verdict.js';
import { findingViewOf, visibleFindings } from '../report/visible-findings.js';
import { GitHubApiError } from '../github/github-api-error.js';
import { findSummaryComment } from './find-summary-comment.js';
import { recordedDismissals, withRecorded } from './record-dismissals.js';
import type { SummaryComment } from './find-summary-comment.js';
import type { GitHubClient, PullRequestInfo } from '../github/github-client.js';
import { planReview } from './plan-review.js';
import type { PlannedComment } from './plan-review.js';
import { postCheckRun } from './post-check-run.js';
import { postReview } from './post-review.js';
import { renderReviewBody } from './render-review-body.js';
import { renderReviewComment } from './render-review-comment.js';
import { renderSummaryComment, summaryDigest } from './render-summary-comment.js';
import { resolveFixedThreads } from './resolve-fixed-threads.js';
import { markedFingerprint } from '../github/review-markers.js';
import type { Dismissal, OpenFinding } from '../github/review-markers.js';
import { suggestionFor } from './suggestion-for.js';
import type { Suggestion } from './suggestion-for.js';
import { gatedFindings, trackFindings } from './track-findings.js';

/** The check run's name, as the pull request's checks list shows it. */
const CHECK_NAME = 'Sextant';

interface Publication {
  client: GitHubClient;
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
 * resolved, the sticky summary created or updated, and a check run with annotations. Each part fails
 * on its own: a refused or failed call is reported, and the rest still happens. Reads what it needs
 * first, then writes as little as it can — nothing at all on an identical rerun.
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

  // Everything posted (comments, summary, check) and tracked between runs is what people are shown:
  // info findings only with show-info. Whatever fails the gate is always among them (see findingViewOf).
  // Findings dismissed in their threads (by people with write access) are left out of all of it.
  const previous = publication.summary?.state;
  // Sextant's earlier comments: the findings already reported, and the dismissals its replies record
  // (an `ignore` whose copy into the summary another run's write undid).
  const reported = new Set(previous?.open.map((finding) => finding.fp) ?? []);
  let recorded: Dismissal[] = [];
  await attempt(
    'reading earlier review comments',
    async () => {
      const comments = await client.listReviewComments(number);
      for (const comment of comments) {
        const fingerprint = comment.user.type === 'Bot' ? markedFingerprint(comment.body) : undefined;
        if (fingerprint) reported.add(fingerprint);
      }
      recorded = recordedDismissals(comments);
    },
    () => {},
  );
  const dismissedBefore = new Set(withRecorded(previous?.dismissed ?? [], recorded).map((dismissal) => dismissal.fp));
  const shown = visibleFindings(report.findings, findingViewOf(report)).filter((finding) => !dismissedBefore.has(finding.fingerprint));
  const tracked = trackFindings({
    previous: (previous?.open ?? []).filter((finding) => !dismissedBefore.has(finding.fp)),
    current: shown,
    ...(publication.sinceLast ? { sinceLast: publication.sinceLast.files } : {}),
    pullRequestPaths: new Set(publication.files.map((file) => file.path)),
  });
  result.open = tracked.open;

  const suggestions = publication.fix === 'off' ? new Map<string, Suggestion>() : await suggestionsFor(shown, publication.readFile);
  const plan = planReview({ findings: shown, files: publication.files, alreadyReported: reported, maxComments: publication.maxComments, suggestions });
  result.alreadyReported = plan.alreadyReported.length;

  const notes: string[] = [];
  if (plan.inline.length + plan.body.length === 0) {
    result.review = 'nothing-new';
    if (shown.length > 0) notes.push('Nothing new to post: every finding was reported by an earlier review.');
  } else {
    await attempt(
      'posting the review',
      async () => {
        const posted = await postReview<PlannedComment>(client, {
          number,
          commitId: headSha,
          runKey: publication.runKey,
          comments: plan.inline.map((item) => ({ item, comment: toReviewComment(item) })),
          renderBody: (rejected) =>
            renderReviewBody({
              headSha,
              runKey: publication.runKey,
              inlineCount: plan.inline.length - rejected.length,
              body: [...plan.body, ...rejected.map((item) => ({ finding: item.finding, reason: 'rejected' as const }))],
              ...(publication.sinceLast ? { sinceSha: publication.sinceLast.sha } : {}),
            }),
        });
        result.review = 'posted';
        result.reviewId = posted.review.id;
        result.reviewUrl = posted.review.htmlUrl;
        result.rejected = posted.rejected.length;
        result.inline = plan.inline.length - posted.rejected.length;
        result.inBody = plan.body.length + posted.rejected.length;
      },
      denyPullRequest,
    );
  }
  if (result.reviewUrl) {
    notes.push(
      `[Review](${result.reviewUrl}) posted: ${formatCount(result.inline, 'inline comment')}` +
        (result.inBody > 0 ? `, ${formatCount(result.inBody, 'finding')} in its body` : '') +
        (result.rejected > 0 ? ` (${result.rejected} of them refused by GitHub as inline comments)` : '') +
        '.',
    );
  }

  const resolveThreads = publication.resolveThreads ?? true;
  if (!resolveThreads) {
    const leftOpen =
      tracked.fixed.length > 0
        ? ` Earlier findings no longer reported (${tracked.fixed.length}) keep their threads open: resolve them by hand once fixed.`
        : '';
    notes.push(
      `Published from the analyze job’s bundle, so no review thread is resolved: a finding missing from a bundle does not show it was fixed.${leftOpen}`,
    );
  }
  if (resolveThreads && !result.pullRequestDenied && tracked.fixed.length > 0) {
    await attempt(
      'resolving fixed threads',
      async () => {
        const outcome = await resolveFixedThreads(client, number, new Set(tracked.fixed.map((finding) => finding.fp)), headSha);
        result.resolved = outcome.resolved;
        result.replied = outcome.replied;
      },
      denyPullRequest,
    );
  }

  const dismissed = publication.summary ? await latestDismissals(client, number, withRecorded(previous?.dismissed ?? [], recorded), result.problems) : [];
  const summaryInput = {
    report,
    dismissed,
    failOn: publication.failOn,
    ...(publication.sinceLast ? { sinceSha: publication.sinceLast.sha } : {}),
    open: tracked.open,
    carried: tracked.carried,
    fixed: tracked.fixed,
    threadsResolved: resolveThreads,
    notes,
  };
  const digest = summaryDigest(summaryInput);
  const summaryBody = renderSummaryComment(summaryInput);
  if (!result.pullRequestDenied) {
    const existing = publication.summary;
    if (existing && existing.state?.digest === digest && existing.state.head_sha === report.head_sha) result.summary = 'unchanged';
    else {
      await attempt(
        'updating the summary comment',
        async () => {
          if (existing) {
            await client.updateIssueComment(existing.comment.id, summaryBody);
            result.summary = 'updated';
          } else {
            await client.createIssueComment(number, summaryBody);
            result.summary = 'created';
          }
        },
        denyPullRequest,
      );
    }
  }

  const gated = gatedFindings(tracked.open, publication.failOn).length;
  const incomplete = isReviewIncomplete(report);
  await attempt(
    'creating the check run',
    async () => {
      const posted = await postCheckRun(client, {
        name: CHECK_NAME,
        headSha,
        // Nothing reviewed is no pass: neutral, titled with why (branch protection accepts neutral, as it should: no gate failed).
        conclusion: gated > 0 || incomplete ? 'failure' : report.status === 'skipped' ? 'neutral' : 'success',
        title: gated > 0 ? `${formatCount(gated, 'open finding')} at or above ${publication.failOn}` : describeVerdict(report).text,
        summary: summaryBody,
        externalId: digest,
        findings: shown,
        carried: tracked.carried,
      });
      result.check = posted.created ? 'created' : 'unchanged';
    },
    () => {
      result.checksDenied = true;
    },
  );
  return result;
}

/**
 * The dismissals to keep: those the review started with, and any made in a thread while it ran (an
 * `ignore` records it in its reply, then in the summary), read again just before the summary is rewritten.
 */
async function latestDismissals(client: GitHubClient, number: number, known: readonly Dismissal[], problems: string[]): Promise<Dismissal[]> {
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
