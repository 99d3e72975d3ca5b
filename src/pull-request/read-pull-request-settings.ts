import type { ParsedSettings } from '../config/parse-settings.js';
import type { PullRequestInfo, RepositoryApi } from '../github/github-client.js';
import type { ActionRuntime } from '../runtime.js';
import { decidePullRequestTrust } from './decide-pull-request-trust.js';
import type { PullRequestTrust } from './decide-pull-request-trust.js';
import { readReviewSettings } from './read-review-settings.js';

/**
 * What a pull request may do in this job and the settings it runs under. A fork's config file is the
 * contributor's: it is read from the base commit, so it cannot weaken its own review.
 */
export async function readPullRequestSettings(
  runtime: ActionRuntime,
  client: Pick<RepositoryApi, 'readFileContent'>,
  pullRequest: PullRequestInfo,
): Promise<ParsedSettings & { trust: PullRequestTrust }> {
  const trust = decidePullRequestTrust({
    eventName: runtime.eventName,
    headRepo: pullRequest.headRepo,
    baseRepo: pullRequest.baseRepo,
    holdsApiKey: Boolean(runtime.inputs['api-key']?.trim()),
  });
  return { ...(await readReviewSettings(runtime, client, { trusted: trust.trusted, pullRequest })), trust };
}
