import { LAST_FILE, useLargePullRequest } from './support/large-change.js';
import { pullRequestEvent, runAction } from './support/run-action.js';

/**
 * A pull request of 3,000+ small files whose last file holds a finding, reviewed by the bundled action with
 * the head checked out: the change is read from git. (Checked out elsewhere, it is read from the API and its
 * cap: action-large-pull-request-api-e2e.)
 */
describe('a pull request with more files than GitHub lists', () => {
  const pulls = useLargePullRequest(1);

  it('checked out at the head: reads the change from git and reviews every file', async () => {
    const listed = await fetch(`${pulls.server.url}/repos/octo/app/pulls/1/files?per_page=100&page=31`, {
      headers: { authorization: 'token ghs_write_token_for_tests' },
    });
    expect(await listed.json()).toEqual([]);

    const run = await runAction(pulls.sample, pulls.server, pullRequestEvent(1, pulls.sample));

    expect(run.report?.findings).toContainEqual(expect.objectContaining({ file: LAST_FILE, line: 2 }));
    expect(run.report?.not_reviewed.filter((entry) => entry.reason === 'over-budget')).toEqual([]);
    const comments = pulls.server.reviewComments.filter((comment) => comment.pull === 1);
    expect(comments.map((comment) => `${comment.path}:${comment.line}`)).toContain(`${LAST_FILE}:2`);
    const summary = pulls.server.issueComments.find((comment) => comment.issue === 1)?.body ?? '';
    expect(summary).not.toMatch(/GitHub lists at most 3,000 files/);
  });
});
