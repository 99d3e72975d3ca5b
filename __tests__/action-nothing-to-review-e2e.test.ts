import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/**
 * A pull request that changes only files Sextant never reviews (build output and a lockfile), reviewed
 * by the bundled action against the loopback GitHub API: nothing was read, and nothing may say "no findings".
 */
describe('the action on a pull request whose files are all excluded', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    sample.git('checkout', '-q', '-b', 'rebuild', sample.baseSha);
    sample.write('dist/app.js', 'export function add(a, b) {\n  debugger;\n  return a + b;\n}\n');
    sample.write('package-lock.json', '{\n  "lockfileVersion": 3\n}\n');
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'rebuild');
    sample.headSha = sample.git('rev-parse', 'HEAD');
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 3, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'rebuild' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('outputs status skipped with the reason, posts no review, and the summary, check run and job summary say nothing was reviewed and why', async () => {
    const run = await runAction(sample, server, pullRequestEvent(3, sample));

    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.outputs['termination-reason']).toBe('no_files_in_scope');
    expect(run.outputs['findings-count']).toBe('0');
    expect(run.report?.summary.skipped_reason).toBe(
      "all 2 changed files are left out — dist/app.js: matches default exclusion '**/dist/**'; package-lock.json: matches default exclusion '**/package-lock.json'",
    );

    expect(server.writes().filter((request) => /\/pulls\/3\/reviews$/.test(request.path))).toEqual([]);
    const summary = server.issueComments.find((comment) => comment.issue === 3)?.body ?? '';
    expect(summary).toContain(
      "# 🧭 Sextant: ○ nothing to review: all 2 changed files are left out — dist/app.js: matches default exclusion '\\*\\*/dist/\\*\\*'",
    );
    expect(summary).toContain(`Nothing reviewed at \`${sample.headSha.slice(0, 7)}\``);
    expect(summary).not.toMatch(/no open findings|No findings/);
    const check = server.checkRuns.at(-1);
    expect(check).toMatchObject({ head_sha: sample.headSha, conclusion: 'neutral' });
    expect(check?.output.title).toMatch(/^Nothing to review: all 2 changed files are left out/);
    expect(run.summary).toMatch(/> Nothing was reviewed on #3, so no review was posted: all 2 changed files are left out/);
    expect(run.summary).toMatch(/## ○ Sextant review: Nothing to review: all 2 changed files are left out/);
    expect(run.summary).not.toMatch(/No findings/);
  });
});
