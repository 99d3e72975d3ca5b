import { createGitHubClient } from '../../src/github/create-github-client.js';
import type { GitHubClient } from '../../src/github/github-client.js';
import { startFakeGitHub } from './fake-github-server.mjs';
import type { FakeGitHub, TokenGrant } from './fake-github-server.mjs';

/** A token with `pull-requests: write` and `checks: write`. */
export const WRITE_TOKEN = 'ghs_write_token_for_tests';
/** What a fork's pull request gets: read-only. */
export const READ_TOKEN = 'ghs_read_only_token_for_tests';
/** `pull-requests: write` without `checks: write`. */
export const NO_CHECKS_TOKEN = 'ghs_no_checks_token_for_tests';

export const TOKENS: Record<string, TokenGrant> = {
  [WRITE_TOKEN]: { pullRequests: 'write', checks: 'write' },
  [READ_TOKEN]: { pullRequests: 'read', checks: 'none' },
  [NO_CHECKS_TOKEN]: { pullRequests: 'write', checks: 'none' },
};

export function startGitHub(repoDir: string): Promise<FakeGitHub> {
  return startFakeGitHub({ repoDir, owner: 'octo', repo: 'app', tokens: TOKENS });
}

/** The real client against the loopback server, with waits scaled down: a retry-after second is a millisecond. */
export function clientFor(server: FakeGitHub, token = WRITE_TOKEN, warnings: string[] = []): GitHubClient {
  return createGitHubClient({
    token,
    baseUrl: server.url,
    owner: server.owner,
    repo: server.repo,
    warn: (message) => warnings.push(message),
    secondMs: 1,
    writeSpacingMs: 0,
    notificationSpacingMs: 0,
  });
}

/** The writes of `method` to paths matching `path` that GitHub accepted. */
export const posted = (server: FakeGitHub, method: string, path: RegExp) =>
  server.writes().filter((request) => request.method === method && path.test(request.path) && request.status < 300);
