import type { IssueCommentInfo, IssuesApi, ReviewCommentInfo, ReviewCommentsApi } from '../github/github-client.js';
import { isModelAnswer, markedReplyTo } from '../github/review-markers.js';
import type { CommentEvent } from './comment-event.js';

/** The window the per-pull-request cap on model answers counts in. */
export const CAP_WINDOW_MS = 60 * 60 * 1000;

/** What Sextant needs to know about a pull request's comments before it answers one of them. */
export interface Conversation {
  /** A reply of Sextant's to this comment exists: a redelivered event or a rerun posts nothing more. */
  answered: boolean;
  /** Sextant's model-written answers on this pull request within the last hour. */
  modelAnswersLastHour: number;
  /** The trigger's thread (review comments only): its first comment, and the replies before the trigger, oldest first. */
  thread?: { root: ReviewCommentInfo; replies: ReviewCommentInfo[] };
  issueComments: IssueCommentInfo[];
}

/** Reads the pull request's review and issue comments once: both hold Sextant's replies. */
export async function readConversation(
  client: Pick<ReviewCommentsApi, 'listReviewComments'> & Pick<IssuesApi, 'listIssueComments'>,
  event: CommentEvent,
  now: Date,
): Promise<Conversation> {
  const [reviewComments, issueComments] = await Promise.all([client.listReviewComments(event.number), client.listIssueComments(event.number)]);
  return decideConversation(reviewComments, issueComments, event, now);
}

/** Pure: see `Conversation`. Only a bot's reply counts, so a person quoting a marker cannot silence Sextant. */
export function decideConversation(
  reviewComments: readonly ReviewCommentInfo[],
  issueComments: readonly IssueCommentInfo[],
  event: CommentEvent,
  now: Date,
): Conversation {
  const sextant = [...reviewComments, ...issueComments].filter((comment) => comment.user.type === 'Bot' && markedReplyTo(comment.body) !== undefined);
  const since = now.getTime() - CAP_WINDOW_MS;
  const conversation: Conversation = {
    answered: sextant.some((comment) => markedReplyTo(comment.body) === event.commentId),
    modelAnswersLastHour: sextant.filter((comment) => isModelAnswer(comment.body) && Date.parse(comment.createdAt) >= since).length,
    issueComments: [...issueComments],
  };
  const rootId = event.threadRootId;
  const root = rootId === undefined ? undefined : reviewComments.find((comment) => comment.id === rootId);
  if (root) {
    const replies = reviewComments.filter((comment) => comment.inReplyToId === root.id && comment.id < event.commentId).sort((a, b) => a.id - b.id);
    conversation.thread = { root, replies };
  }
  return conversation;
}
