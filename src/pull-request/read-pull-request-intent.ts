import { buildIntent, closingReferences } from '../intent/review-intent.js';
import type { IntentEntry, ReviewIntent } from '../intent/review-intent.js';
import type { GitHubClient, IssuesApi, PullRequestInfo } from '../github/github-client.js';

/**
 * What a pull request claims to do: its title and description, and the title and body of the issues
 * its description says it closes (`Fixes #12`, `Closes owner/repo#3`), at most MAX_LINKED_ISSUES of them.
 * Read for every pull request, a fork's too: it is sent as data, never as instructions. An issue that
 * cannot be read (another repository the token cannot see) is left out with a warning; the review goes on.
 */
export async function readPullRequestIntent(
  client: Pick<GitHubClient, 'owner' | 'repo'> & Pick<IssuesApi, 'getIssue'>,
  pullRequest: PullRequestInfo,
  warnings: string[],
): Promise<ReviewIntent> {
  const own = `${client.owner}/${client.repo}`.toLowerCase();
  const entries: IntentEntry[] = [{ kind: 'pull-request', ref: `#${pullRequest.number}`, title: pullRequest.title, body: pullRequest.body }];
  for (const reference of closingReferences(`${pullRequest.title}\n${pullRequest.body}`, own)) {
    const ref = reference.repo === own ? `#${reference.number}` : `${reference.repo}#${reference.number}`;
    if (reference.repo === own && reference.number === pullRequest.number) continue;
    try {
      const issue = await client.getIssue(reference.repo, reference.number);
      if (issue && !issue.isPullRequest) entries.push({ kind: 'issue', ref, title: issue.title, body: issue.body });
    } catch (error) {
      warnings.push(`The issue ${ref} the pull request says it closes could not be read (${(error as Error).message}); the review goes on without it.`);
    }
  }
  return buildIntent(entries);
}
