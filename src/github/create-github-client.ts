import { setTimeout as delay } from 'node:timers/promises';
import { createCheckRunsApi } from './create-check-runs-api.js';
import { createGitHubSession } from './create-github-session.js';
import type { GitHubClientOptions } from './create-github-session.js';
import { createIssuesApi } from './create-issues-api.js';
import { createPullRequestsApi } from './create-pull-requests-api.js';
import { createRepositoryApi } from './create-repository-api.js';
import { createReviewCommentsApi } from './create-review-comments-api.js';
import { createReviewThreadsApi } from './create-review-threads-api.js';
import { createReviewsApi } from './create-reviews-api.js';
import type { GitHubClient } from './github-client.js';

/**
 * The GitHub client: one Octokit session (rate limits waited out, server errors retried, writes spaced,
 * every body redacted) shared by one part per resource, composed into the whole port.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const session = createGitHubSession(options);
  return {
    owner: session.owner,
    repo: session.repo,
    ...createPullRequestsApi(session),
    ...createRepositoryApi(session),
    ...createReviewsApi(session),
    ...createReviewCommentsApi(session),
    ...createReviewThreadsApi(session),
    ...createIssuesApi(session),
    ...createCheckRunsApi(session),
    wait: (seconds) => delay(Math.max(0, seconds) * session.secondMs),
  };
}
