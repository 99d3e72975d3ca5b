import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/github/github-api-error.ts
var GitHubApiError = class extends Error {
  constructor(message, status, retryAfterSeconds, details = []) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
  status;
  retryAfterSeconds;
  details;
  name = "GitHubApiError";
  /** The token may not do this: a read-only token on a fork PR, or a permission the workflow did not grant. */
  get permissionDenied() {
    return this.status === 403 && !this.rateLimited || /not accessible by integration|FORBIDDEN/i.test(this.message);
  }
  get rateLimited() {
    return this.status === 429 || /rate limit/i.test(this.message);
  }
  /** The request may have been processed or not (server error, network, rate limit): look before retrying a write. */
  get outcomeUnknown() {
    return this.status === 0 || this.status >= 500 || this.rateLimited;
  }
};
function toGitHubApiError(error, what, nowSeconds) {
  if (error instanceof GitHubApiError) return error;
  const failure = error ?? {};
  const data = failure.response?.data;
  const graphqlErrors = failure.errors ?? [];
  const details = [
    ...Array.isArray(data?.errors) ? data.errors.map((item) => typeof item === "string" ? item : JSON.stringify(item)) : [],
    ...graphqlErrors.map((item) => [item.type, item.message].filter(Boolean).join(": "))
  ];
  const message = graphqlErrors.length > 0 ? details.join("; ") : data?.message ?? failure.message ?? String(error);
  const headers = failure.response?.headers ?? {};
  const retryAfter = Number(headers["retry-after"]);
  const reset = Number(headers["x-ratelimit-reset"]);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : headers["x-ratelimit-remaining"] === "0" && Number.isFinite(reset) ? Math.max(1, Math.ceil(reset - nowSeconds)) : void 0;
  const status = graphqlErrors.length > 0 ? 200 : typeof failure.status === "number" ? failure.status : 0;
  return new GitHubApiError(`${what}: ${message}`, status, retryAfterSeconds, details);
}

export {
  GitHubApiError,
  toGitHubApiError
};
