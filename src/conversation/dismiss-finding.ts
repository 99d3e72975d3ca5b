import type { FailOn } from '../config/settings.js';
import { isAtOrAbove } from '../findings/finding.js';
import { GitHubApiError } from '../github/github-api-error.js';
import type { ReviewThreadsApi } from '../github/github-client.js';
import type { Dismissal, OpenFinding } from '../github/review-markers.js';
import type { SummaryComment } from '../publish/find-summary-comment.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import type { ThreadFinding } from './thread-finding.js';

interface Dismissed {
  reply: string[];
  /** Calls that failed without undoing the dismissal (the thread could not be resolved). */
  problems: string[];
  /** What the reply must record (see record-dismissals); absent when there was nothing to dismiss. */
  dismissal?: Dismissal;
}

/**
 * `ignore` by someone with write access: the finding is dismissed on this pull request. The thread is
 * resolved here; the caller posts the reply, which records the dismissal, then copies it into the
 * summary's state block (later runs read it from there, neither posting nor gating the finding). A
 * finding the summary no longer holds as open (fixed, or the summary is gone) has nothing to dismiss,
 * and the reply says so.
 */
export async function dismissFinding(input: {
  client: ReviewThreadsApi;
  number: number;
  finding: ThreadFinding;
  summary: SummaryComment | undefined;
  by: string;
  failOn: FailOn;
}): Promise<Dismissed> {
  const { client, finding, summary } = input;
  const state = summary?.state;
  // A summary whose open list was cut to fit no longer names every open finding: the thread's own comment does.
  const open = state?.open.find((candidate) => candidate.fp === finding.fingerprint) ?? (state?.truncated ? fromThread(finding) : undefined);
  if (!summary || !state) {
    return {
      reply: [
        'There is nothing to dismiss: Sextant’s summary comment, which remembers what is open on this pull request, is missing. Ask for a `review` first.',
      ],
      problems: [],
    };
  }
  if (!open) {
    if (state.dismissed?.some((dismissal) => dismissal.fp === finding.fingerprint))
      return { reply: ['This finding is already dismissed on this pull request.'], problems: [] };
    return {
      reply: ['This finding is no longer open on this pull request (the last review did not report it again): there is nothing to dismiss.'],
      problems: [],
    };
  }
  const problems: string[] = [];
  let resolved = false;
  try {
    const thread = (await client.listReviewThreads(input.number)).find((candidate) => candidate.comments[0]?.databaseId === finding.commentId);
    if (thread && !thread.isResolved) {
      await client.resolveReviewThread(thread.id);
      resolved = true;
    }
  } catch (error) {
    if (!(error instanceof GitHubApiError && error.permissionDenied))
      problems.push(`resolving the thread: ${error instanceof Error ? error.message : String(error)}`);
  }
  const gated = input.failOn !== 'none' && isAtOrAbove(open.severity, input.failOn);
  return {
    reply: [
      `Dismissed on this pull request by ${escapeMarkdown(`@${input.by}`, 60)}: later reviews will neither post this finding again nor count it${gated ? ` for the gate (it is ${open.severity}, at or above \`fail-on: ${input.failOn}\`; the gate drops it at the next review)` : ''}, and the summary lists it as dismissed.${resolved ? ' Thread resolved.' : ''}`,
    ],
    problems,
    dismissal: { ...open, by: input.by },
  };
}

function fromThread(finding: ThreadFinding): OpenFinding | undefined {
  if (!finding.severity || finding.line === undefined) return undefined;
  return {
    fp: finding.fingerprint,
    path: finding.path,
    line: finding.line,
    severity: finding.severity,
    title: `${finding.findingId ?? ''} ${finding.category ?? ''}`.trim().slice(0, 120),
  };
}
