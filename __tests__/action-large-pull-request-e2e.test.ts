import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { createLargeChange, LAST_FILE } from './support/large-change.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import type { SampleChange } from './support/sample-change.js';

/**
 * A pull request of 3,000+ small files whose last file holds a finding, reviewed by the bundled action with
 * the head checked out: the change is read from git. (Checked out elsewhere, it is read from the API and its
 * cap: action-large-pull-request-api-e2e.)
 */
describe('a pull request with more files than GitHub lists', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createLargeChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 1, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('checked out at the head: reads the change from git and reviews every file', async () => {
    const listed = await fetch(`${server.url}/repos/octo/app/pulls/1/files?per_page=100&page=31`, {
      headers: { authorization: 'token ghs_write_token_for_tests' },
    });
    expect(await listed.json()).toEqual([]);

    const run = await runAction(sample, server, pullRequestEvent(1, sample));

    expect(run.report?.findings).toContainEqual(expect.objectContaining({ file: LAST_FILE, line: 2 }));
    expect(run.report?.not_reviewed.filter((entry) => entry.reason === 'over-budget')).toEqual([]);
    const comments = server.reviewComments.filter((comment) => comment.pull === 1);
    expect(comments.map((comment) => `${comment.path}:${comment.line}`)).toContain(`${LAST_FILE}:2`);
    const summary = server.issueComments.find((comment) => comment.issue === 1)?.body ?? '';
    expect(summary).not.toMatch(/GitHub lists at most 3,000 files/);
  });
});
