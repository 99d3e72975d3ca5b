/** A failed GitHub call, with what callers decide on: the status, GitHub's message, and when to try again. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  constructor(
    message: string,
    /** HTTP status; 0 for network failures, 200 for GraphQL errors. */
    readonly status: number,
    /** Seconds GitHub asked to wait (retry-after, or until x-ratelimit-reset). */
    readonly retryAfterSeconds: number | undefined,
    /** GitHub's error details (422s list problems as strings, without saying which item caused them). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }

  /** The token may not do this: a read-only token on a fork PR, or a permission the workflow did not grant. */
  get permissionDenied(): boolean {
    return (this.status === 403 && !this.rateLimited) || /not accessible by integration|FORBIDDEN/i.test(this.message);
  }

  get rateLimited(): boolean {
    return this.status === 429 || /rate limit/i.test(this.message);
  }

  /** The request may have been processed or not (server error, network, rate limit): look before retrying a write. */
  get outcomeUnknown(): boolean {
    return this.status === 0 || this.status >= 500 || this.rateLimited;
  }
}

interface OctokitLikeError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
  errors?: Array<{ type?: string; message?: string }>;
}

/** Converts whatever Octokit threw (RequestError, GraphqlResponseError, a network error) into a GitHubApiError. */
export function toGitHubApiError(error: unknown, what: string, nowSeconds: number): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  const failure = (error ?? {}) as OctokitLikeError;
  const data = failure.response?.data as { message?: string; errors?: unknown[] } | undefined;
  const graphqlErrors = failure.errors ?? [];
  const details = [
    ...(Array.isArray(data?.errors) ? data.errors.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : []),
    ...graphqlErrors.map((item) => [item.type, item.message].filter(Boolean).join(': ')),
  ];
  const message = graphqlErrors.length > 0 ? details.join('; ') : (data?.message ?? failure.message ?? String(error));
  const headers = failure.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const reset = Number(headers['x-ratelimit-reset']);
  const retryAfterSeconds =
    Number.isFinite(retryAfter) && retryAfter > 0
      ? retryAfter
      : headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)
        ? Math.max(1, Math.ceil(reset - nowSeconds))
        : undefined;
  const status = graphqlErrors.length > 0 ? 200 : typeof failure.status === 'number' ? failure.status : 0;
  return new GitHubApiError(`${what}: ${message}`, status, retryAfterSeconds, details);
}
