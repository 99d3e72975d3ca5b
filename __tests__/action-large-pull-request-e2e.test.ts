import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** More than GitHub lists (3,000), so the last files of the change are missing from the API's list. */
const ADDED_FILES = 3_050;
/** Sorted after every other added file: GitHub's list stops before it. */
const LAST_FILE = 'src/zz-last.ts';

/**
 * A pull request of 3,000+ small files whose last file holds a finding, reviewed by the bundled action:
 * from git when the workspace has the head checked out, from the API (and its cap) otherwise.
 */
describe('a pull request with more files than GitHub lists', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    for (let index = 0; index < ADDED_FILES; index++) sample.write(`src/many/f${String(index).padStart(4, '0')}.ts`, `export const v${index} = ${index};\n`);
    sample.write(LAST_FILE, 'export function stop(): void {\n  debugger;\n}\n');
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'many files');
    sample.headSha = sample.git('rev-parse', 'HEAD');
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 1, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 2, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
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
