/** Types for fake-github-server.mjs (plain JavaScript so that `npm run bench` can use it too). */
export interface TokenGrant {
  pullRequests: 'write' | 'read';
  checks: 'write' | 'none';
  /** Who the token acts as; default github-actions[bot]. */
  user?: { login: string; type: 'Bot' | 'User'; id?: number };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string;
  body: Record<string, unknown>;
  status: number;
}

export interface FakeUser {
  login: string;
  type: string;
}

export interface FakeReview {
  id: number;
  pull: number;
  user: FakeUser;
  body: string;
  state: 'PENDING' | 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED';
  commit_id: string;
  comments: FakeReviewComment[];
}

export interface FakeReviewComment {
  id: number;
  pull: number;
  pull_request_review_id: number;
  in_reply_to_id?: number;
  path: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  start_line?: number;
  commit_id: string;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface FakeIssueComment {
  id: number;
  issue: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

/** A webhook event as the runner hands it to the action: its name and its payload. */
export interface FakeEvent {
  name: string;
  payload: Record<string, unknown>;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string;
  output: { title?: string; summary?: string; text?: string; annotations: Array<Record<string, unknown>> };
}

export interface FailureOptions {
  method?: string;
  path: RegExp;
  status?: number;
  times?: number;
  kind?: 'secondary-rate-limit' | 'primary-rate-limit';
  retryAfter?: number;
  message?: string;
  /** The request takes effect; only its response fails. */
  afterProcessing?: boolean;
}

export interface FakeGitHub {
  url: string;
  owner: string;
  repo: string;
  requests: RecordedRequest[];
  reviews: FakeReview[];
  reviewComments: FakeReviewComment[];
  issueComments: FakeIssueComment[];
  checkRuns: FakeCheckRun[];
  resolvedThreads: Set<number>;
  writes(): RecordedRequest[];
  clearRequests(): void;
  addPullRequest(pull: {
    number: number;
    base: { sha: string; ref?: string };
    head: { sha: string; ref?: string; repo?: string };
    draft?: boolean;
    title?: string;
    /** The description; none by default. */
    body?: string | null;
    user?: FakeUser;
  }): void;
  /** An issue of this repository (a pull request's description may say it closes it). */
  addIssue(issue: { number: number; title: string; body?: string | null }): void;
  setHead(number: number, sha: string): void;
  setPermission(login: string, permission: 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'): void;
  rejectCommentsOn(path: string, line: number): void;
  addHumanReply(rootId: number, login: string, body: string): FakeReviewComment;
  /** A person's own review comment on a line of the diff, starting a thread. */
  addReviewComment(comment: { pull: number; path: string; line: number; login: string; body: string }): FakeReviewComment;
  /** The event GitHub sends for a stored comment (`pull_request_review_comment` or `issue_comment`), with the real payload shape. */
  commentEvent(
    comment: FakeReviewComment | FakeIssueComment,
    options?: { action?: 'created' | 'edited' | 'deleted'; association?: string; previousBody?: string },
  ): FakeEvent;
  /** People react to a review comment (`content` as GitHub names it: '+1', '-1', 'heart', …), one reaction of a kind each. */
  react(commentId: number, content: string, ...logins: string[]): void;
  addIssueComment(number: number, login: string, body: string, type?: string): FakeIssueComment;
  failNext(options: FailureOptions): void;
  close(): Promise<void>;
}

export function startFakeGitHub(options: { repoDir: string; owner?: string; repo?: string; tokens?: Record<string, TokenGrant> }): Promise<FakeGitHub>;
