import { GitHubApiError } from '../github/github-api-error.js';
import type { GitHubClient } from '../github/github-client.js';
import { markedFingerprint } from '../github/review-markers.js';

const FIXED_MARKER = '<!-- sextant:fixed -->';

interface ThreadResolution {
  resolved: number;
  /** Threads answered with "fixed in" instead: a person took part, so the thread stays open for them. */
  replied: number;
}

/**
 * Closes the loop on findings that are gone: Sextant's thread for each is resolved, or — when a person
 * replied in it, or resolving is not allowed — answered with a "fixed in <sha>" reply. Threads are
 * never deleted.
 */
export async function resolveFixedThreads(client: GitHubClient, number: number, fixed: ReadonlySet<string>, headSha: string): Promise<ThreadResolution> {
  const outcome: ThreadResolution = { resolved: 0, replied: 0 };
  if (fixed.size === 0) return outcome;
  const reply = `${FIXED_MARKER}\n✔ Fixed in \`${headSha.slice(0, 7)}\`: Sextant no longer finds this.`;
  for (const thread of await client.listReviewThreads(number)) {
    const [first, ...replies] = thread.comments;
    const fingerprint = first && first.author.type === 'Bot' ? markedFingerprint(first.body) : undefined;
    if (thread.isResolved || !first || !fingerprint || !fixed.has(fingerprint)) continue;
    if (replies.some((comment) => comment.author.type === 'Bot' && comment.body.startsWith(FIXED_MARKER))) continue;
    const peopleTookPart = replies.some((comment) => comment.author.type !== 'Bot');
    if (!peopleTookPart) {
      try {
        await client.resolveReviewThread(thread.id);
        outcome.resolved++;
        continue;
      } catch (error) {
        if (!(error instanceof GitHubApiError) || !error.permissionDenied) throw error;
      }
    }
    await client.replyToReviewComment(number, first.databaseId, reply);
    outcome.replied++;
  }
  return outcome;
}
