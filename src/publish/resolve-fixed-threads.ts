import { GitHubApiError } from '../github/github-api-error.js';
import type { ReviewCommentsApi, ReviewThreadInfo, ReviewThreadsApi } from '../github/github-client.js';
import { markedFingerprint } from '../github/review-markers.js';

const FIXED_MARKER = '<!-- sextant:fixed -->';

interface ThreadResolution {
  resolved: number;
  /** Threads answered with "fixed in" instead: a person took part, so the thread stays open for them. */
  replied: number;
}

/** One of Sextant's threads whose finding is fixed: resolved, or answered in its first comment's thread. */
export interface ThreadClosure {
  threadId: string;
  commentId: number;
  /** False when a person replied in the thread: it stays open for them, and gets a reply. */
  resolve: boolean;
}

/**
 * Pure: the open threads Sextant started on a finding of `fixed`, not yet answered as fixed, and how
 * each is closed.
 */
export function planThreadClosures(threads: readonly ReviewThreadInfo[], fixed: ReadonlySet<string>): ThreadClosure[] {
  const closures: ThreadClosure[] = [];
  for (const thread of threads) {
    const [first, ...replies] = thread.comments;
    const fingerprint = first && first.author.type === 'Bot' ? markedFingerprint(first.body) : undefined;
    if (thread.isResolved || !first || !fingerprint || !fixed.has(fingerprint)) continue;
    if (replies.some((comment) => comment.author.type === 'Bot' && comment.body.startsWith(FIXED_MARKER))) continue;
    closures.push({ threadId: thread.id, commentId: first.databaseId, resolve: !replies.some((comment) => comment.author.type !== 'Bot') });
  }
  return closures;
}

/**
 * Closes the loop on findings that are gone: Sextant's thread for each is resolved, or — when a person
 * replied in it, or resolving is not allowed — answered with a "fixed in <sha>" reply. Threads are
 * never deleted.
 */
export async function resolveFixedThreads(
  client: ReviewThreadsApi & Pick<ReviewCommentsApi, 'replyToReviewComment'>,
  number: number,
  fixed: ReadonlySet<string>,
  headSha: string,
): Promise<ThreadResolution> {
  const outcome: ThreadResolution = { resolved: 0, replied: 0 };
  if (fixed.size === 0) return outcome;
  const reply = `${FIXED_MARKER}\n✔ Fixed in \`${headSha.slice(0, 7)}\`: Sextant no longer finds this.`;
  for (const closure of planThreadClosures(await client.listReviewThreads(number), fixed)) {
    if (closure.resolve) {
      try {
        await client.resolveReviewThread(closure.threadId);
        outcome.resolved++;
        continue;
      } catch (error) {
        if (!(error instanceof GitHubApiError) || !error.permissionDenied) throw error;
      }
    }
    await client.replyToReviewComment(number, closure.commentId, reply);
    outcome.replied++;
  }
  return outcome;
}
