import type { GitHubSession } from './create-github-session.js';
import type { ReviewInfo, ReviewsApi } from './github-client.js';
import { onCommits } from './on-commits.js';
import { toGitHubUser } from './to-github-user.js';

export function createReviewsApi({ octokit, owner, repo, call, redact }: GitHubSession): ReviewsApi {
  return {
    listReviews: (number) =>
      call(`listing the reviews of #${number}`, async () => {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: number, per_page: 100 });
        return reviews.map((review) => toReview(review));
      }),
    createReview: (number, review) =>
      onCommits(`posting a review on #${number}`, [review.commitId], () =>
        call(`posting a review on #${number}`, async () => {
          const { data } = await octokit.rest.pulls.createReview({
            owner,
            repo,
            pull_number: number,
            commit_id: review.commitId,
            body: redact(review.body),
            ...(review.event ? { event: review.event } : {}),
            comments: review.comments.map((comment) => ({ ...comment, body: redact(comment.body) })),
            request: { retries: 0 },
          });
          return toReview(data, review.commitId);
        }),
      ),
    deletePendingReview: (number, reviewId) =>
      call(`deleting pending review ${reviewId}`, async () => {
        await octokit.rest.pulls.deletePendingReview({ owner, repo, pull_number: number, review_id: reviewId });
      }),
  };
}

/** `fallbackCommitId`: a review just created is on the commit it was posted for, should GitHub's answer omit it. */
function toReview(
  review: { id: number; body?: string | null; state: string; commit_id?: string | null; user: { login: string; type: string } | null; html_url: string },
  fallbackCommitId = '',
): ReviewInfo {
  return {
    id: review.id,
    body: review.body ?? '',
    state: review.state,
    commitId: review.commit_id ?? fallbackCommitId,
    user: toGitHubUser(review.user),
    htmlUrl: review.html_url,
  };
}
