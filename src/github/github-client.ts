import type { Side } from '../diff/diff-model.js';

/**
 * The GitHub API as Sextant uses it: every call it makes, and nothing else. Built by `createGitHubClient`
 * from one part per resource; a caller that needs only one resource can take that narrower port.
 */
export interface GitHubClient extends PullRequestsApi, RepositoryApi, ReviewsApi, ReviewCommentsApi, ReviewThreadsApi, IssuesApi, CheckRunsApi {
  readonly owner: string;
  readonly repo: string;
  /** Waits `seconds` as the client counts them (retry-after values), so tests need not wait real seconds. */
  wait(seconds: number): Promise<void>;
}

/** Pull requests and their changed files. Built by `createPullRequestsApi`. */
export interface PullRequestsApi {
  getPullRequest(number: number): Promise<PullRequestInfo>;
  /** Changed files in GitHub's order, 100 per page, up to GitHub's cap of 3,000. */
  listPullRequestFiles(number: number): Promise<PullRequestFile[]>;
}

/** The repository's commits, contents and collaborators. Built by `createRepositoryApi`. */
export interface RepositoryApi {
  /** `base...head`; undefined when either commit is unknown (e.g. gone after a force-push). */
  compareCommits(base: string, head: string): Promise<Comparison | undefined>;
  /** A file's bytes at `ref`; undefined when it does not exist there. */
  readFileContent(path: string, ref: string): Promise<Uint8Array | undefined>;
  /** Every file path of the tree at commit `ref` (GitHub's recursive tree; `truncated` past its size limit). */
  listTreePaths(ref: string): Promise<{ paths: string[]; truncated: boolean }>;
  /** `admin`, `write`, `read` or `none` (GitHub folds maintain into write and triage into read). */
  getPermission(login: string): Promise<string>;
}

/** A pull request's reviews. Built by `createReviewsApi`. */
export interface ReviewsApi {
  listReviews(number: number): Promise<ReviewInfo[]>;
  /** Never retried by the client: the caller checks for its marker before trying again. */
  createReview(number: number, review: NewReview): Promise<ReviewInfo>;
  deletePendingReview(number: number, reviewId: number): Promise<void>;
}

/** Review comments (on lines of the diff) and the reactions to them. Built by `createReviewCommentsApi`. */
export interface ReviewCommentsApi {
  listReviewComments(number: number): Promise<ReviewCommentInfo[]>;
  /** Review comments across the repository updated since `since` (ISO time), with their reaction counts. */
  listRepositoryReviewComments(since: string): Promise<ReactedCommentInfo[]>;
  /** Who reacted to a review comment, and how: one entry per person and kind of reaction. */
  listReviewCommentReactions(commentId: number): Promise<ReactionInfo[]>;
  /** `once`: never retried by the client (a conversation reply: the caller checks for its marker before trying again). */
  replyToReviewComment(number: number, commentId: number, body: string, options?: { once?: boolean }): Promise<{ id: number }>;
  updateReviewComment(commentId: number, body: string): Promise<void>;
  deleteReviewComment(commentId: number): Promise<void>;
}

/** Review threads, which only GraphQL can list and resolve. Built by `createReviewThreadsApi`. */
export interface ReviewThreadsApi {
  listReviewThreads(number: number): Promise<ReviewThreadInfo[]>;
  resolveReviewThread(threadId: string): Promise<void>;
}

/** Issues and the conversation comments of issues and pull requests. Built by `createIssuesApi`. */
export interface IssuesApi {
  /** An issue's title and body in `owner/name` (the pull request's own repository or another); undefined when it does not exist or is not visible. */
  getIssue(repo: string, number: number): Promise<IssueInfo | undefined>;
  listIssueComments(number: number): Promise<IssueCommentInfo[]>;
  /** `once`: never retried by the client, as for replies. */
  createIssueComment(number: number, body: string, options?: { once?: boolean }): Promise<IssueCommentInfo>;
  updateIssueComment(commentId: number, body: string): Promise<void>;
  deleteIssueComment(commentId: number): Promise<void>;
}

/** Check runs on a commit. Built by `createCheckRunsApi`. */
export interface CheckRunsApi {
  listCheckRuns(headSha: string, name: string): Promise<CheckRunInfo[]>;
  createCheckRun(checkRun: NewCheckRun): Promise<CheckRunInfo>;
  updateCheckRun(checkRunId: number, update: CheckRunUpdate): Promise<void>;
}

export interface GitHubUser {
  login: string;
  /** `Bot` for apps (github-actions[bot]); `User` for people. */
  type: string;
}

export interface PullRequestInfo {
  number: number;
  state: string;
  draft: boolean;
  title: string;
  /** The description as the author wrote it; empty when there is none. */
  body: string;
  author: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  baseSha: string;
  baseRef: string;
  baseRepo: string;
  changedFiles: number;
}

export interface IssueInfo {
  title: string;
  body: string;
  /** A pull request is an issue too; `Fixes #3` naming one is not a claim about what the change does. */
  isPullRequest: boolean;
}

/** One entry of `GET /pulls/{n}/files` or of a comparison. */
export interface PullRequestFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  previous_filename?: string;
  /** Missing for binary files and diffs too large for GitHub to show. */
  patch?: string;
}

export interface Comparison {
  status: 'ahead' | 'behind' | 'diverged' | 'identical';
  aheadBy: number;
  files: PullRequestFile[];
}

export interface ReviewInfo {
  id: number;
  body: string;
  state: string;
  commitId: string;
  user: GitHubUser;
  htmlUrl: string;
}

export interface NewReviewComment {
  path: string;
  line: number;
  side: Side;
  start_line?: number;
  start_side?: Side;
  body: string;
}

interface NewReview {
  commitId: string;
  body: string;
  /** `COMMENT`, or undefined for a pending (draft) review. Sextant never approves. */
  event: 'COMMENT' | undefined;
  comments: NewReviewComment[];
}

export interface ReactedCommentInfo {
  id: number;
  body: string;
  user: GitHubUser;
  thumbsUp: number;
  thumbsDown: number;
}

export interface ReactionInfo {
  /** `+1`, `-1`, `heart`, … as GitHub names them. */
  content: string;
  user: GitHubUser;
}

export interface ReviewCommentInfo {
  id: number;
  body: string;
  path: string;
  user: GitHubUser;
  inReplyToId?: number;
  /** The line at the pull request's head (a range starts at `startLine`); undefined once the comment is outdated. */
  line?: number;
  startLine?: number;
  /** ISO time. */
  createdAt: string;
}

export interface ReviewThreadInfo {
  id: string;
  isResolved: boolean;
  comments: Array<{ databaseId: number; body: string; author: GitHubUser }>;
}

export interface IssueCommentInfo {
  id: number;
  body: string;
  user: GitHubUser;
  htmlUrl: string;
  /** ISO time. */
  createdAt: string;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

interface CheckRunOutput {
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
}

interface NewCheckRun {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  externalId: string;
  output: CheckRunOutput;
}

interface CheckRunUpdate {
  output: CheckRunOutput;
}

export interface CheckRunInfo {
  id: number;
  externalId: string;
  htmlUrl: string;
}
