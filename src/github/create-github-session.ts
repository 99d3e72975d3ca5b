import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { createRedactor } from '../redact/create-redactor.js';
import type { KnownSecret, Redact } from '../redact/create-redactor.js';
import { toGitHubApiError } from './github-api-error.js';

/** Content-creating requests: GitHub's secondary limits allow about 80 a minute; one a second stays clear. */
const WRITE_SPACING_MS = 1_000;
/** Writes that notify people (reviews, comments) are spaced further, as GitHub recommends. */
const NOTIFICATION_SPACING_MS = 3_000;
/** A primary rate limit resetting later than this is not waited for: the job would sit idle too long. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 300;
/** Retries after a rate limit before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;

export interface GitHubClientOptions {
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

const SextantOctokit = Octokit.plugin(throttling, retry);

/** What every per-resource part of the client shares: one Octokit, the repository, redaction and error conversion. */
export interface GitHubSession {
  readonly octokit: InstanceType<typeof SextantOctokit>;
  readonly owner: string;
  readonly repo: string;
  /** Milliseconds per second as the client counts them (retry-after values). */
  readonly secondMs: number;
  /** The last line of defence: every body the client sends is redacted, whatever built it. */
  readonly redact: Redact;
  /** Runs `request`, turning whatever it throws into a `GitHubApiError` that says `what` was being done. */
  call<T>(what: string, request: () => Promise<T>): Promise<T>;
  /** As `call`, but a 404 answers undefined. */
  notFoundIsUndefined<T>(what: string, request: () => Promise<T>): Promise<T | undefined>;
}

/** The hooks see the route template (`/pulls/{pull_number}/reviews`), not the expanded path. */
const isReviewPost = (options: OctokitRequestOptions) => options.method === 'POST' && /\/pulls\/(?:\d+|\{pull_number\})\/reviews$/.test(options.url);

/**
 * Octokit with the throttling and retry plugins: rate limits are waited out (retry-after,
 * x-ratelimit-reset), server errors retried with backoff, writes spaced — except that a review POST
 * is never retried here, because a retry after a lost response would post a second review.
 */
export function createGitHubSession(options: GitHubClientOptions): GitHubSession {
  const secondMs = options.secondMs ?? 1_000;
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
  return { octokit, owner: options.owner, repo: options.repo, secondMs, redact, call, notFoundIsUndefined };
}
