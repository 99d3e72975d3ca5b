import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

describe('fix: commit in the bundled action (real bare remote, loopback GitHub API)', () => {
  let project: NodeProject;
  let remote: string;
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeEach(async () => {
    project = createNodeProject();
    remote = mkdtempSync(join(tmpdir(), 'sextant-remote-'));
    gitIn(remote, 'init', '-q', '--bare', '-b', 'main');
    project.git('remote', 'add', 'origin', remote);
    project.git('push', '-q', 'origin', 'main', 'feature');
    sample = {
      root: project.root,
      baseSha: project.git('rev-parse', 'main'),
      headSha: project.git('rev-parse', 'HEAD'),
      git: project.git,
      write: project.write,
    };
    server = await startGitHub(project.root);
    server.addPullRequest({ number: 5, base: { sha: sample.baseSha, ref: 'main' }, head: { sha: sample.headSha, ref: 'feature', repo: 'octo/app' } });
    server.addPullRequest({ number: 6, base: { sha: sample.baseSha, ref: 'main' }, head: { sha: sample.headSha, ref: 'feature', repo: 'someone/app' } });
  });
  afterEach(async () => {
    await server.close();
    rmSync(project.root, { recursive: true, force: true });
    rmSync(remote, { recursive: true, force: true });
  });

  const inputs = { fix: 'commit', 'test-command': NODE_TEST, 'fail-on': 'none' };

  it('pushes one commit per iteration with only the verified fix to a same-repository pull request', async () => {
    const run = await runAction(sample, server, pullRequestEvent(5, sample), { inputs });
    expect(run.code).toBe(0);
    expect(gitIn(remote, 'rev-parse', 'feature~1')).toBe(sample.headSha);
    expect(gitIn(remote, 'log', '--format=%an|%s', '-1', 'feature')).toBe('github-actions[bot]|Apply 1 verified Sextant fix (iteration 1)');
    expect(gitIn(remote, 'show', '--name-only', '--format=', 'feature')).toBe('src/math.js');
    expect(gitIn(remote, 'show', 'feature:src/math.js')).not.toContain('debugger');
    expect(gitIn(remote, 'show', 'feature:src/pinned.js')).toContain('debugger');
    expect(run.report?.fixed_issues.map((finding) => finding.file)).toEqual(['src/math.js']);
    // What stays open is published on the reviewed head, at its lines there.
    expect(run.report?.findings.map((finding) => `${finding.file}:${finding.line}`)).toEqual(['src/pinned.js:2']);
  });

  it('refuses to push to a fork and suggests the fix instead', async () => {
    const run = await runAction(sample, server, pullRequestEvent(6, sample, { fork: true }), { inputs });
    expect(run.code).toBe(0);
    expect(gitIn(remote, 'rev-parse', 'feature')).toBe(sample.headSha);
    expect(run.stdout).toMatch(/fix: commit needs a same-repository pull request/);
    expect(run.report?.fixed_issues[0]?.suggestion).toMatchObject({ verified: true, replacement: '' });
  });

  it('refuses to push when the checkout is not the pull request head', async () => {
    project.git('checkout', '-q', '--detach', 'main');
    const run = await runAction(sample, server, pullRequestEvent(5, sample), { inputs });
    expect(gitIn(remote, 'rev-parse', 'feature')).toBe(sample.headSha);
    expect(run.stdout).toMatch(/fix: commit needs the pull request's head/);
  });
});
