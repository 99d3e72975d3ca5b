import type { GitHubSession } from './create-github-session.js';
import type { ReviewThreadInfo, ReviewThreadsApi } from './github-client.js';

export function createReviewThreadsApi({ octokit, owner, repo, call }: GitHubSession): ReviewThreadsApi {
  return {
    listReviewThreads: (number) =>
      call(`listing the review threads of #${number}`, async () => {
        const threads: ReviewThreadInfo[] = [];
        let cursor: string | null = null;
        for (;;) {
          const page: ReviewThreadsPage = await octokit.graphql<ReviewThreadsPage>(REVIEW_THREADS_QUERY, { owner, name: repo, number, cursor, pageSize: 100 });
          const connection = page.repository?.pullRequest?.reviewThreads;
          if (!connection) break;
          for (const node of connection.nodes) {
            threads.push({
              id: node.id,
              isResolved: node.isResolved,
              comments: node.comments.nodes.map((comment) => ({
                databaseId: comment.databaseId,
                body: comment.body,
                author: { login: comment.author?.login ?? '', type: comment.author?.__typename ?? '' },
              })),
            });
          }
          if (!connection.pageInfo.hasNextPage) break;
          cursor = connection.pageInfo.endCursor;
        }
        return threads;
      }),
    resolveReviewThread: (threadId) =>
      call(`resolving review thread ${threadId}`, async () => {
        await octokit.graphql(RESOLVE_THREAD_MUTATION, { threadId });
      }),
  };
}

interface ReviewThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        nodes: Array<{
          id: string;
          isResolved: boolean;
          comments: { nodes: Array<{ databaseId: number; body: string; author: { __typename: string; login: string } | null }> };
        }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } | null;
  } | null;
}

/** Threads with their first comments: Sextant's marker is in the first, people's replies follow. */
const REVIEW_THREADS_QUERY = `
query SextantReviewThreads($owner: String!, $name: String!, $number: Int!, $cursor: String, $pageSize: Int!) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: $pageSize, after: $cursor) {
        nodes {
          id
          isResolved
          comments(first: 50) { nodes { databaseId body author { __typename login } } }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

const RESOLVE_THREAD_MUTATION = `
mutation SextantResolveThread($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;
