import { GitHubApiError } from '../github/github-api-error.js';
import type { GitHubClient, NewReviewComment, ReviewInfo, ReviewsApi } from '../github/github-client.js';
import { hasRunMarker } from '../github/review-markers.js';

/** Reviews, and the client's clock for waiting out a retry. */
type ReviewPoster = ReviewsApi & Pick<GitHubClient, 'wait'>;

/** Attempts at the final review POST when its outcome is unknown (server error, lost response, rate limit). */
const POST_ATTEMPTS = 3;

interface ReviewToPost<T> {
  number: number;
  commitId: string;
  /** Identifies this run's review, so a retry can see whether the first attempt got through. */
  runKey: string;
  comments: ReadonlyArray<{ item: T; comment: NewReviewComment }>;
  /** The review body, given the comments GitHub rejected (they are told in the body instead). */
  renderBody: (rejected: readonly T[]) => string;
}

interface PostedReview<T> {
  review: ReviewInfo;
  /** Comments GitHub refused (a line it does not consider part of the diff), now in the body. */
  rejected: T[];
}

/**
 * Posts one review (`COMMENT`, never `APPROVE`). GitHub rejects the whole batch with a 422 when one
 * comment does not fit the diff, without saying which: the bad ones are found by trying halves as
 * pending (unpublished, then deleted) reviews, and the review is posted with the rest. A POST whose
 * outcome is unknown is retried only after checking that no review with this run's marker exists.
 */
export async function postReview<T>(client: ReviewPoster, review: ReviewToPost<T>): Promise<PostedReview<T>> {
  const all = review.comments.map((entry) => entry.comment);
  try {
    return { review: await postOnce(client, review, all, review.renderBody([])), rejected: [] };
  } catch (error) {
    if (!(error instanceof GitHubApiError) || error.status !== 422 || all.length === 0) throw error;
  }
  await deleteOwnPendingReviews(client, review.number);
  const rejectedIndexes = await findRejected(
    client,
    review,
    review.comments.map((_, index) => index),
    true,
  );
  const rejected = rejectedIndexes.map((index) => review.comments[index]?.item as T);
  const accepted = review.comments.filter((_, index) => !rejectedIndexes.includes(index)).map((entry) => entry.comment);
  return { review: await postOnce(client, review, accepted, review.renderBody(rejected)), rejected };
}

async function postOnce<T>(client: ReviewPoster, review: ReviewToPost<T>, comments: NewReviewComment[], body: string): Promise<ReviewInfo> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.createReview(review.number, { commitId: review.commitId, body, event: 'COMMENT', comments });
    } catch (error) {
      if (!(error instanceof GitHubApiError) || !error.outcomeUnknown || attempt >= POST_ATTEMPTS) throw error;
      await client.wait(error.retryAfterSeconds ?? 2 ** attempt);
      const landed = (await client.listReviews(review.number)).find((candidate) => hasRunMarker(candidate.body, review.runKey));
      if (landed) return landed;
    }
  }
}

/**
 * Indexes of the comments GitHub refuses, by bisection: a half is tried as a pending review (deleted
 * again at once). `knownBad` halves (the whole batch failed and the other half passed) are not tried.
 */
async function findRejected<T>(client: ReviewPoster, review: ReviewToPost<T>, indexes: number[], knownBad: boolean): Promise<number[]> {
  if (indexes.length === 0) return [];
  if (!knownBad) {
    const comments = indexes.map((index) => review.comments[index]?.comment as NewReviewComment);
    try {
      const pending = await client.createReview(review.number, { commitId: review.commitId, body: '', event: undefined, comments });
      await client.deletePendingReview(review.number, pending.id);
      return [];
    } catch (error) {
      if (!(error instanceof GitHubApiError) || error.status !== 422) throw error;
    }
  }
  if (indexes.length === 1) return indexes;
  const middle = Math.ceil(indexes.length / 2);
  const left = await findRejected(client, review, indexes.slice(0, middle), false);
  const right = await findRejected(client, review, indexes.slice(middle), left.length === 0);
  return [...left, ...right];
}

/** A pending review left by an interrupted run would block the probes (GitHub allows one per user and pull request). */
async function deleteOwnPendingReviews(client: ReviewsApi, number: number): Promise<void> {
  for (const review of await client.listReviews(number)) {
    // Only the token's own pending reviews are visible to it.
    if (review.state === 'PENDING') await client.deletePendingReview(number, review.id);
  }
}
