import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { setTimeout as delay } from 'node:timers/promises';
import { createRedactor, redactStrings } from '../redact/create-redactor.js';
import type { KnownSecret } from '../redact/create-redactor.js';
import { toGitHubApiError } from './github-api-error.js';
import type {
  CheckRunInfo,
  Comparison,
  GitHubClient,
  GitHubUser,
  IssueCommentInfo,
  PullRequestFile,
  PullRequestInfo,
  ReviewInfo,
  ReviewThreadInfo,
} from './github-client.js';

/** GitHub lists at most 3,000 files of a pull request: 30 pages of 100. */
const MAX_FILE_PAGES = 30;
/** Content-creating requests: GitHub's secondary limits allow about 80 a minute; one a second stays clear. */
const WRITE_SPACING_MS = 1_000;
/** Writes that notify people (reviews, comments) are spaced further, as GitHub recommends. */
const NOTIFICATION_SPACING_MS = 3_000;
/** A primary rate limit resetting later than this is not waited for: the job would sit idle too long. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 300;
/** Retries after a rate limit before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;
/** A commit as git names it in full: SHA-1 (40 hex digits) or SHA-256 (64). */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

interface GitHubClientOptions {
  token: string;
  /** `GITHUB_API_URL`: https://api.github.com, or a GitHub Enterprise Server's `/api/v3`. */
  baseUrl: string;
  owner: string;
  repo: string;
  /** Where Octokit's own warnings go (deprecations, rate-limit waits); failed requests surface as errors instead. */
  warn: (message: string) => void;
  /** Milliseconds per second of retry-after and per backoff step; tests pass a small value. */
  secondMs?: number;
  /** Spacing of content-creating and notifying writes, in milliseconds (defaults follow GitHub's guidance). */
  writeSpacingMs?: number;
  notificationSpacingMs?: number;
  /** Secrets besides `token` (the provider key) that must never appear in what the client posts. */
  knownSecrets?: readonly KnownSecret[];
}

interface OctokitRequestOptions {
  method: string;
  url: string;
}

/** The hooks see the route template (`/pulls/{pull_number}/reviews`), not the expanded path. */
const isReviewPost = (options: OctokitRequestOptions) => options.method === 'POST' && /\/pulls\/(?:\d+|\{pull_number\})\/reviews$/.test(options.url);

/**
 * The GitHub client over Octokit with the throttling and retry plugins: rate limits are waited out
 * (retry-after, x-ratelimit-reset), server errors retried with backoff, writes spaced — except that a
 * review POST is never retried here, because a retry after a lost response would post a second review.
 */
/** Newest first, so on a very busy repository the most recent thousand comments speak for the rest. */
const MAX_FEEDBACK_PAGES = 10;

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const secondMs = options.secondMs ?? 1_000;
  const SextantOctokit = Octokit.plugin(throttling, retry);
  const octokit = new SextantOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: 'sextant-review',
    log: { debug: () => {}, info: () => {}, warn: options.warn, error: () => {} },
    retry: { retryAfterBaseValue: secondMs },
    throttle: {
      retryAfterBaseValue: secondMs,
      // Per client, so that tests can space writes differently; one client serves a whole run.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs ?? WRITE_SPACING_MS }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.notificationSpacingMs ?? NOTIFICATION_SPACING_MS }),
      onRateLimit: (retryAfter: number, request: OctokitRequestOptions, _octokit: unknown, retryCount: number) => {
        if (retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS || retryCount >= RATE_LIMIT_RETRIES) return false;
        options.warn(`GitHub API rate limit reached for ${request.method} ${request.url}; retrying in ${retryAfter} s`);
        return true;
      },
      onSecondaryRateLimit: (retryAfter: number, request: OctokitRequestOptions, _octokit: unknown, retryCount: number) => {
        if (isReviewPost(request) || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS || retryCount >= RATE_LIMIT_RETRIES) return false;
        options.warn(`GitHub secondary rate limit for ${request.method} ${request.url}; retrying in ${retryAfter} s`);
        return true;
      },
    },
  });
  const { owner, repo } = options;
  // The last line of defence: every body the client sends is redacted, whatever built it.
  const redact = createRedactor([{ name: 'github-token', value: options.token }, ...(options.knownSecrets ?? [])]);
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw toGitHubApiError(error, what, Date.now() / 1000);
    }
  };
  const notFoundIsUndefined = async <T>(what: string, request: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call(what, request);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  };

  return {
    owner,
    repo,
    getPullRequest: (number) =>
      call(`reading pull request #${number}`, async () => {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        return {
          number: data.number,
          state: data.state,
          draft: data.draft ?? false,
          title: data.title,
          body: data.body ?? '',
          author: data.user?.login ?? '',
          headSha: data.head.sha,
          headRef: data.head.ref,
          headRepo: data.head.repo?.full_name ?? null,
          baseSha: data.base.sha,
          baseRef: data.base.ref,
          baseRepo: data.base.repo.full_name,
          changedFiles: data.changed_files,
        } satisfies PullRequestInfo;
      }),
    getIssue: (repository, number) => {
      const [issueOwner = '', issueRepo = ''] = repository.split('/');
      return notFoundIsUndefined(`reading issue ${repository}#${number}`, async () => {
        const { data } = await octokit.rest.issues.get({ owner: issueOwner, repo: issueRepo, issue_number: number });
        return { title: data.title, body: data.body ?? '', isPullRequest: data.pull_request !== undefined && data.pull_request !== null };
      });
    },
    listPullRequestFiles: (number) =>
      call(`listing the files of pull request #${number}`, async () => {
        const files: PullRequestFile[] = [];
        let pages = 0;
        for await (const { data } of octokit.paginate.iterator(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 })) {
          files.push(...data.map(toPullRequestFile));
          if (++pages >= MAX_FILE_PAGES) break;
        }
        return files;
      }),
    compareCommits: (base, head) =>
      onCommits('comparing commits', [base, head], () =>
        notFoundIsUndefined(`comparing ${base.slice(0, 7)}...${head.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${base}...${head}` });
          return { status: data.status, aheadBy: data.ahead_by, files: (data.files ?? []).map(toPullRequestFile) } satisfies Comparison;
        }),
      ),
    readFileContent: (path, ref) =>
      onCommits(`reading ${path}`, [ref], () =>
        notFoundIsUndefined(`reading ${path} at ${ref.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
          const body = data as unknown;
          if (typeof body === 'string') return new TextEncoder().encode(body);
          if (body instanceof ArrayBuffer) return new Uint8Array(body);
          // A folder (or a symlink/submodule) answers with JSON: not a file's content.
          return undefined;
        }),
      ),
    listTreePaths: (ref) =>
      onCommits('listing the files of a commit', [ref], () =>
        call(`listing the files at ${ref.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true' });
          return { paths: data.tree.flatMap((entry) => (entry.type === 'blob' && entry.path ? [entry.path] : [])), truncated: data.truncated };
        }),
      ),
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
    listReviewComments: (number) =>
      call(`listing the review comments of #${number}`, async () => {
        const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number: number, per_page: 100 });
        return comments.map((comment) => ({
          id: comment.id,
          body: comment.body,
          path: comment.path,
          user: toUser(comment.user),
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
          user: toUser(comment.user),
          thumbsUp: comment.reactions?.['+1'] ?? 0,
          thumbsDown: comment.reactions?.['-1'] ?? 0,
        }));
      }),
    listReviewCommentReactions: (commentId) =>
      call(`listing the reactions to review comment ${commentId}`, async () => {
        const reactions = await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, { owner, repo, comment_id: commentId, per_page: 100 });
        return reactions.map((reaction) => ({ content: reaction.content, user: toUser(reaction.user) }));
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
    listCheckRuns: (headSha, name) =>
      onCommits('listing check runs', [headSha], () =>
        call(`listing check runs of ${headSha.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: headSha, check_name: name, per_page: 100 });
          return data.check_runs.map((run): CheckRunInfo => ({ id: run.id, externalId: run.external_id ?? '', htmlUrl: run.html_url ?? '' }));
        }),
      ),
    createCheckRun: (checkRun) =>
      onCommits('creating the check run', [checkRun.headSha], () =>
        call('creating the check run', async () => {
          const { data } = await octokit.rest.checks.create({
            owner,
            repo,
            name: checkRun.name,
            head_sha: checkRun.headSha,
            status: 'completed',
            conclusion: checkRun.conclusion,
            external_id: checkRun.externalId,
            output: redactStrings(checkRun.output, redact),
          });
          return { id: data.id, externalId: data.external_id ?? '', htmlUrl: data.html_url ?? '' };
        }),
      ),
    updateCheckRun: (checkRunId, update) =>
      call('adding annotations to the check run', async () => {
        await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output: redactStrings(update.output, redact) });
      }),
    getPermission: (login) =>
      call(`reading ${login}'s permission`, async () => {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login });
        return data.permission;
      }),
    wait: (seconds) => delay(Math.max(0, seconds) * secondMs),
  };
}

/**
 * Makes the request only when every one of `shas` is a full commit SHA: an empty one would ask GitHub
 * about `/commits//check-runs`, or post on no commit at all. Otherwise rejects, saying which.
 */
function onCommits<T>(what: string, shas: readonly string[], request: () => Promise<T>): Promise<T> {
  const bad = shas.find((sha) => !COMMIT_SHA.test(sha));
  if (bad === undefined) return request();
  const which = bad === '' ? 'the commit SHA is empty' : `'${bad.slice(0, 80)}' is not a commit SHA`;
  return Promise.reject(new Error(`refusing to call GitHub for ${what}: ${which} (expected 40 or 64 hex digits)`));
}

/** Keeps only the fields Sextant reads, dropping Octokit's many others (and undefined optionals). */
function toPullRequestFile(file: PullRequestFile): PullRequestFile {
  return {
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
    ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
  };
}

function toUser(user: { login: string; type: string } | null | undefined): GitHubUser {
  return { login: user?.login ?? '', type: user?.type ?? '' };
}

function toIssueComment(comment: {
  id: number;
  body?: string;
  user: { login: string; type: string } | null;
  html_url: string;
  created_at: string;
}): IssueCommentInfo {
  return { id: comment.id, body: comment.body ?? '', user: toUser(comment.user), htmlUrl: comment.html_url, createdAt: comment.created_at };
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
    user: toUser(review.user),
    htmlUrl: review.html_url,
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
