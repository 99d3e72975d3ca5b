import type { GitHubSession } from './create-github-session.js';
import type { ReviewCommentsApi } from './github-client.js';
import { toGitHubUser } from './to-github-user.js';

/** Newest first, so on a very busy repository the most recent thousand comments speak for the rest. */
const MAX_FEEDBACK_PAGES = 10;

export function createReviewCommentsApi({ octokit, owner, repo, call, redact }: GitHubSession): ReviewCommentsApi {
  return {
    listReviewComments: (number) =>
      call(`listing the review comments of #${number}`, async () => {
        const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number: number, per_page: 100 });
        return comments.map((comment) => ({
          id: comment.id,
          body: comment.body,
          path: comment.path,
          user: toGitHubUser(comment.user),
          ...(comment.in_reply_to_id ? { inReplyToId: comment.in_reply_to_id } : {}),
          ...(typeof comment.line === 'number' ? { line: comment.line } : {}),
          ...(typeof comment.start_line === 'number' ? { startLine: comment.start_line } : {}),
          createdAt: comment.created_at,
        }));
      }),
    listRepositoryReviewComments: (since) =>
      call('listing the repository’s review comments', async () => {
        let pages = 0;
        const comments = await octokit.paginate(
          octokit.rest.pulls.listReviewCommentsForRepo,
          { owner, repo, since, sort: 'created', direction: 'desc', per_page: 100 },
          (response, done) => {
            if (++pages >= MAX_FEEDBACK_PAGES) done();
            return response.data;
          },
        );
        return comments.map((comment) => ({
          id: comment.id,
          body: comment.body,
          user: toGitHubUser(comment.user),
          thumbsUp: comment.reactions?.['+1'] ?? 0,
          thumbsDown: comment.reactions?.['-1'] ?? 0,
        }));
      }),
    listReviewCommentReactions: (commentId) =>
      call(`listing the reactions to review comment ${commentId}`, async () => {
        const reactions = await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, { owner, repo, comment_id: commentId, per_page: 100 });
        return reactions.map((reaction) => ({ content: reaction.content, user: toGitHubUser(reaction.user) }));
      }),
    replyToReviewComment: (number, commentId, body, replyOptions) =>
      call(`replying to review comment ${commentId}`, async () => {
        const { data } = await octokit.rest.pulls.createReplyForReviewComment({
          owner,
          repo,
          pull_number: number,
          comment_id: commentId,
          body: redact(body),
          ...(replyOptions?.once ? { request: { retries: 0 } } : {}),
        });
        return { id: data.id };
      }),
    updateReviewComment: (commentId, body) =>
      call(`updating review comment ${commentId}`, async () => {
        await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: commentId, body: redact(body) });
      }),
    deleteReviewComment: (commentId) =>
      call(`deleting review comment ${commentId}`, async () => {
        await octokit.rest.pulls.deleteReviewComment({ owner, repo, comment_id: commentId });
      }),
  };
}
