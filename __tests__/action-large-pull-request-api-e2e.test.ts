import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { ADDED_FILES, createLargeChange, LAST_FILE } from './support/large-change.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import type { SampleChange } from './support/sample-change.js';

/**
 * A pull request of 3,000+ small files whose last file holds a finding, reviewed by the bundled action with a
 * checkout of another commit: the change is read from the API, which lists only 3,000 files.
 */
describe('a pull request with more files than GitHub lists', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createLargeChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 2, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('checked out elsewhere: only the files GitHub lists are reviewed, and the review is incomplete', async () => {
    sample.git('checkout', '-q', sample.baseSha);
    try {
      // The gate is off: only what was not read can fail the step.
      const run = await runAction(sample, server, pullRequestEvent(2, sample), { inputs: { 'fail-on': 'none' } });

      expect(run.report?.findings.map((finding) => finding.file)).not.toContain(LAST_FILE);
      // What nothing read is not a pass: status partial, and the step fails.
      expect(run.code).toBe(1);
      expect(run.outputs.status).toBe('partial');
      expect(run.report?.summary.unlisted_files).toBe(ADDED_FILES + 1 + 5 - 3_000);
      expect(run.stdout).toMatch(/::error::Sextant: the review is incomplete — \d+ changed files past GitHub's 3,000-file list could not be read/);
      expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
      const summary = server.issueComments.find((comment) => comment.issue === 2)?.body ?? '';
      const changed = ADDED_FILES + 1 + 5;
      expect(summary).toContain(
        `GitHub lists at most 3,000 files of a pull request: ${changed - 3_000} of its ${changed} changed files were not listed, so not reviewed`,
      );
      expect(summary).toContain(`the checkout is at ${sample.baseSha.slice(0, 7)}, not at the pull request's head ${sample.headSha.slice(0, 7)}`);
      expect(run.summary).toMatch(/GitHub lists at most 3,000 files/);
    } finally {
      sample.git('checkout', '-q', sample.headSha);
    }
  });
});
