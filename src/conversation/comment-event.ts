/** The two events a person's comment on a pull request arrives by. */
export const COMMENT_EVENTS = new Set(['issue_comment', 'pull_request_review_comment']);

/** A person's new comment on a pull request, as both comment events give it. */
export interface CommentEvent {
  /** `review-comment`: on a line of the diff (a thread); `issue-comment`: on the pull request's conversation. */
  source: 'review-comment' | 'issue-comment';
  commentId: number;
  /** The pull request. */
  number: number;
  body: string;
  author: { login: string; type: string };
  /** GitHub's author_association (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE …), when the event gives it. */
  association?: string;
  /** A review comment's thread: the id of its first comment (the comment itself when it starts one). */
  threadRootId?: number;
  path?: string;
  /** The line the thread is on at the head; undefined once outdated. */
  line?: number;
}

interface CommentPayload {
  action?: string;
  issue?: { number?: number; pull_request?: unknown };
  pull_request?: { number?: number };
  comment?: {
    id?: number;
    body?: string | null;
    user?: { login?: string; type?: string } | null;
    author_association?: string;
    in_reply_to_id?: number;
    path?: string;
    line?: number | null;
  };
}

/**
 * Pure: the comment an `issue_comment` or `pull_request_review_comment` event carries, or why Sextant
 * leaves it alone. Only new comments count: an edit could turn an answered question into a new command,
 * and a bot's comment (Sextant's own included) must never start a conversation with itself.
 */
export function tryParseCommentEvent(eventName: string, rawPayload: Record<string, unknown>): { event: CommentEvent } | { skip: string } {
  const payload = rawPayload as CommentPayload;
  if (!COMMENT_EVENTS.has(eventName)) return { skip: `the '${eventName}' event is not a comment` };
  if (payload.action !== 'created') return { skip: `comment ${payload.action ?? 'changed'}: only new comments are read (edited and deleted ones are ignored)` };
  const comment = payload.comment;
  const number = eventName === 'issue_comment' ? (payload.issue?.pull_request ? payload.issue.number : undefined) : payload.pull_request?.number;
  if (!number) return { skip: 'the comment is not on a pull request' };
  if (!comment || typeof comment.id !== 'number' || typeof comment.body !== 'string' || !comment.user?.login) return { skip: 'the event carries no comment' };
  if (comment.user.type === 'Bot') return { skip: 'comments by bots are ignored' };
  // Sextant's own bodies start with a marker: with a personal token it posts as a person.
  if (comment.body.startsWith('<!-- sextant:')) return { skip: 'the comment is Sextant’s own' };
  const event: CommentEvent = {
    source: eventName === 'issue_comment' ? 'issue-comment' : 'review-comment',
    commentId: comment.id,
    number,
    body: comment.body,
    author: { login: comment.user.login, type: comment.user.type ?? 'User' },
    ...(comment.author_association ? { association: comment.author_association } : {}),
  };
  if (eventName === 'pull_request_review_comment') {
    event.threadRootId = comment.in_reply_to_id ?? comment.id;
    if (comment.path) event.path = comment.path;
    if (typeof comment.line === 'number') event.line = comment.line;
  }
  return { event };
}
