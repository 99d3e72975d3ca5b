import { randomUUID } from 'node:crypto';
import { GitHubApiError } from '../github/github-api-error.js';
import type { IssuesApi, ReviewCommentsApi } from '../github/github-client.js';
import { isModelAnswer, markedReplyTo, renderClaimMarker } from '../github/review-markers.js';
import type { CommentEvent } from './comment-event.js';
import { CAP_WINDOW_MS } from './read-conversation.js';

/** A reply this run posted and won: the only one to the comment. */
export interface ClaimedReply {
  id: number;
  /** Model answers Sextant claimed on this pull request within the hour before this reply: what the hourly cap counts. */
  earlierModelAnswers: number;
  /** Replaces the reply's text (the claim marker goes with it). */
  edit(body: string): Promise<void>;
}

interface PostedComment {
  id: number;
  body: string;
  user: { type: string };
  createdAt: string;
  kind: CommentEvent['source'];
}

/**
 * Posts `body` as Sextant's reply to the event's comment, then lists the pull request's comments again:
 * when two runs answer the same comment at once (a redelivered event, a rerun), the earliest reply wins
 * and the other run deletes its own and stops. GitHub has no compare-and-swap, so a reply posted first
 * is the lock; whatever costs money or changes state comes after the claim. Undefined: another run's
 * reply is the answer.
 */
export async function claimReply(client: IssuesApi & ReviewCommentsApi, event: CommentEvent, body: string, now: Date): Promise<ClaimedReply | undefined> {
  const claim = renderClaimMarker(randomUUID());
  const claimed = `${body}\n${claim}`;
  const post = async () =>
    event.source === 'review-comment' && event.threadRootId !== undefined
      ? (await client.replyToReviewComment(event.number, event.threadRootId, claimed, { once: true })).id
      : (await client.createIssueComment(event.number, claimed, { once: true })).id;
  let id: number | undefined;
  try {
    id = await post();
  } catch (error) {
    if (!(error instanceof GitHubApiError) || !error.outcomeUnknown) throw error;
  }
  let replies = await listReplies(client, event);
  // The answer was lost on the way back: the claim marker tells this run's reply from another's.
  id ??= replies.find((reply) => reply.body.includes(claim))?.id;
  if (id === undefined) {
    id = await post();
    replies = await listReplies(client, event);
  }
  const ours = replies.find((reply) => reply.id === id);
  const first = replies.filter((reply) => reply.kind === ours?.kind && markedReplyTo(reply.body) === event.commentId).sort((a, b) => a.id - b.id)[0];
  const remove = (commentId: number) =>
    event.source === 'review-comment' && event.threadRootId !== undefined ? client.deleteReviewComment(commentId) : client.deleteIssueComment(commentId);
  if (!ours || first?.id !== ours.id) {
    await remove(id);
    return undefined;
  }
  const claimedId = id;
  return {
    id: claimedId,
    earlierModelAnswers: replies.filter((reply) => reply.id !== claimedId && isModelAnswer(reply.body) && isEarlier(reply, ours, now)).length,
    edit: (text) => (ours.kind === 'review-comment' ? client.updateReviewComment(claimedId, text) : client.updateIssueComment(claimedId, text)),
  };
}

/**
 * Within the cap's window and before `ours`. Ids order comments of one kind; review and issue comments
 * are compared by time, and a tie counts as earlier, so two claims at once never both fit one slot.
 */
function isEarlier(reply: PostedComment, ours: PostedComment, now: Date): boolean {
  if (Date.parse(reply.createdAt) < now.getTime() - CAP_WINDOW_MS) return false;
  return reply.kind === ours.kind ? reply.id < ours.id : Date.parse(reply.createdAt) <= Date.parse(ours.createdAt);
}

/** Sextant's replies on the pull request, of both kinds: only a bot's body with a leading reply marker. */
async function listReplies(client: IssuesApi & ReviewCommentsApi, event: CommentEvent): Promise<PostedComment[]> {
  const [reviewComments, issueComments] = await Promise.all([client.listReviewComments(event.number), client.listIssueComments(event.number)]);
  return [
    ...reviewComments.map((comment) => ({ ...comment, kind: 'review-comment' as const })),
    ...issueComments.map((comment) => ({ ...comment, kind: 'issue-comment' as const })),
  ].filter((comment) => comment.user.type === 'Bot' && markedReplyTo(comment.body) !== undefined);
}
