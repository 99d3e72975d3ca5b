import type { GitHubSession } from './create-github-session.js';
import type { IssueCommentInfo, IssuesApi } from './github-client.js';
import { toGitHubUser } from './to-github-user.js';

export function createIssuesApi({ octokit, owner, repo, call, notFoundIsUndefined, redact }: GitHubSession): IssuesApi {
  return {
    getIssue: (repository, number) => {
      const [issueOwner = '', issueRepo = ''] = repository.split('/');
      return notFoundIsUndefined(`reading issue ${repository}#${number}`, async () => {
        const { data } = await octokit.rest.issues.get({ owner: issueOwner, repo: issueRepo, issue_number: number });
        return { title: data.title, body: data.body ?? '', isPullRequest: data.pull_request !== undefined && data.pull_request !== null };
      });
    },
    listIssueComments: (number) =>
      call(`listing the comments of #${number}`, async () => {
        const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: number, per_page: 100 });
        return comments.map(toIssueComment);
      }),
    createIssueComment: (number, body, commentOptions) =>
      call(`commenting on #${number}`, async () => {
        const { data } = await octokit.rest.issues.createComment({
          owner,
          repo,
          issue_number: number,
          body: redact(body),
          ...(commentOptions?.once ? { request: { retries: 0 } } : {}),
        });
        return toIssueComment(data);
      }),
    updateIssueComment: (commentId, body) =>
      call(`updating comment ${commentId}`, async () => {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body: redact(body) });
      }),
    deleteIssueComment: (commentId) =>
      call(`deleting comment ${commentId}`, async () => {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId });
      }),
  };
}

function toIssueComment(comment: {
  id: number;
  body?: string;
  user: { login: string; type: string } | null;
  html_url: string;
  created_at: string;
}): IssueCommentInfo {
  return { id: comment.id, body: comment.body ?? '', user: toGitHubUser(comment.user), htmlUrl: comment.html_url, createdAt: comment.created_at };
}
