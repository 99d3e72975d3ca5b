import { ADDED_FILES, LAST_FILE, useLargePullRequest } from './support/large-change.js';
import { pullRequestEvent, runAction } from './support/run-action.js';

/**
 * A pull request of 3,000+ small files whose last file holds a finding, reviewed by the bundled action with a
 * checkout of another commit: the change is read from the API, which lists only 3,000 files.
 */
describe('a pull request with more files than GitHub lists', () => {
  const pulls = useLargePullRequest(2);

  it('checked out elsewhere: only the files GitHub lists are reviewed, and the review is incomplete', async () => {
    pulls.sample.git('checkout', '-q', pulls.sample.baseSha);
    try {
      // The gate is off: only what was not read can fail the step.
      const run = await runAction(pulls.sample, pulls.server, pullRequestEvent(2, pulls.sample), { inputs: { 'fail-on': 'none' } });

      expect(run.report?.findings.map((finding) => finding.file)).not.toContain(LAST_FILE);
      // What nothing read is not a pass: status partial, and the step fails.
      expect(run.code).toBe(1);
      expect(run.outputs.status).toBe('partial');
      expect(run.report?.summary.unlisted_files).toBe(ADDED_FILES + 1 + 5 - 3_000);
      expect(run.stdout).toMatch(/::error::Sextant: the review is incomplete — \d+ changed files past GitHub's 3,000-file list could not be read/);
      expect(pulls.server.checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
      const summary = pulls.server.issueComments.find((comment) => comment.issue === 2)?.body ?? '';
      const changed = ADDED_FILES + 1 + 5;
      expect(summary).toContain(
        `GitHub lists at most 3,000 files of a pull request: ${changed - 3_000} of its ${changed} changed files were not listed, so not reviewed`,
      );
      expect(summary).toContain(`the checkout is at ${pulls.sample.baseSha.slice(0, 7)}, not at the pull request's head ${pulls.sample.headSha.slice(0, 7)}`);
      expect(run.summary).toMatch(/GitHub lists at most 3,000 files/);
    } finally {
      pulls.sample.git('checkout', '-q', pulls.sample.headSha);
    }
  });
});
