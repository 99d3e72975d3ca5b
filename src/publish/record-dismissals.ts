import type { IssuesApi, ReviewCommentInfo, ReviewCommentsApi } from '../github/github-client.js';
import { markedDismissal, MAX_DISMISSALS } from '../github/review-markers.js';
import type { Dismissal } from '../github/review-markers.js';
import { findSummaryComment } from './find-summary-comment.js';
import { recordDismissal } from './render-summary-comment.js';

/** Rewrites of the summary one `ignore` tries while other runs keep rewriting it too. */
const MAX_ATTEMPTS = 5;

/**
 * Pure: the dismissals recorded in Sextant's replies to `ignore` (a bot's body, the record right after
 * its leading reply marker), the newest last and at most as many as the summary remembers.
 */
export function recordedDismissals(comments: readonly ReviewCommentInfo[]): Dismissal[] {
  const recorded = new Map<string, Dismissal>();
  for (const comment of [...comments].sort((a, b) => a.id - b.id)) {
    const dismissal = comment.user.type === 'Bot' ? markedDismissal(comment.body) : undefined;
    if (!dismissal) continue;
    recorded.delete(dismissal.fp);
    recorded.set(dismissal.fp, dismissal);
  }
  return [...recorded.values()].slice(-MAX_DISMISSALS);
}

/** The dismissals of `known`, with those of `recorded` that `known` lacks added after them. */
export function withRecorded(known: readonly Dismissal[], recorded: readonly Dismissal[]): Dismissal[] {
  const fingerprints = new Set(known.map((dismissal) => dismissal.fp));
  return [...known, ...recorded.filter((dismissal) => !fingerprints.has(dismissal.fp))];
}

/**
 * Makes the summary's state block hold every dismissal recorded in Sextant's replies. The replies are
 * the store each `ignore` appends to (posted before this is called); the summary is the one copy every
 * later run reads, and GitHub cannot update it conditionally. So each writer reads it again, adds what
 * is missing, writes, and reads again until nothing is missing: whoever writes last finds any record
 * its write dropped and writes once more. Returns the problems met, if any.
 */
export async function recordDismissals(
  client: Pick<IssuesApi, 'listIssueComments' | 'updateIssueComment'> & Pick<ReviewCommentsApi, 'listReviewComments'>,
  number: number,
): Promise<string[]> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [summary, comments] = await Promise.all([findSummaryComment(client, number), client.listReviewComments(number)]);
    if (!summary?.state) return ['the summary comment is gone or holds no state, so the dismissal is kept only in the reply'];
    const known = new Set((summary.state.dismissed ?? []).map((dismissal) => dismissal.fp));
    const missing = recordedDismissals(comments).filter((dismissal) => !known.has(dismissal.fp));
    if (missing.length === 0) return [];
    await client.updateIssueComment(summary.comment.id, recordDismissal(summary.comment.body, summary.state, ...missing));
  }
  return [`the summary comment kept changing under ${MAX_ATTEMPTS} rewrites; the next review adds the dismissal from the reply`];
}
