import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

// Assembled at run time so this repository never holds a contiguous credential.
const AWS_KEY = ['AK', 'IA', 'Q3JX7RTB2KLM9WZP'].join('');

/** A pull request adding a JavaScript file with a NUL byte in a comment (git and GitHub call it binary) and an image. */
function createNulBytePullRequest(): SampleChange {
  const root = mkdtempSync(join(tmpdir(), 'sextant-e2e-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('README.md', '# app\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'feature');
  write('src/payload.js', `// build marker \u0000 keep\nexport const key = "${AWS_KEY}";\n`);
  write('assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]));
  git('add', '-A');
  git('commit', '-q', '-m', 'feature');
  return { root, baseSha, headSha: git('rev-parse', 'HEAD'), git, write };
}

describe('a file GitHub shows no diff for (bundled action)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let clone: string;

  beforeAll(async () => {
    sample = createNulBytePullRequest();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 1, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 2, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 3, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    // A checkout without the pull request's head (the base branch only).
    clone = mkdtempSync(join(tmpdir(), 'sextant-clone-'));
    gitIn(clone, 'clone', '-q', '--single-branch', '--branch', 'main', `file://${sample.root}`, '.');
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
    rmSync(clone, { recursive: true, force: true });
  });

  it('with the head checked out: diffs a NUL-byte JavaScript file from git and reviews it; an image stays binary', async () => {
    const listed = (await (
      await fetch(`${server.url}/repos/octo/app/pulls/1/files`, { headers: { authorization: 'token ghs_write_token_for_tests' } })
    ).json()) as Array<{ filename: string; patch?: string }>;
    expect(listed.find((file) => file.filename === 'src/payload.js')?.patch).toBeUndefined();

    const run = await runAction(sample, server, pullRequestEvent(1, sample));

    expect(run.code).toBe(1);
    expect(run.report?.findings).toContainEqual(expect.objectContaining({ file: 'src/payload.js', line: 2, rule_id: 'review/leaked-credential' }));
    expect(run.report?.not_reviewed).toEqual([expect.objectContaining({ path: 'assets/logo.png', reason: 'binary' })]);
    expect(run.outputs.status).toBe('success');
    expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: sample.headSha, conclusion: 'failure' });
  });

  it('without the head in the checkout: the source file nothing could diff makes the review incomplete', async () => {
    const run = await runAction({ ...sample, root: clone }, server, pullRequestEvent(2, sample));

    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('partial');
    expect(run.report?.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/payload.js', reason: 'no-patch' }));
    expect(run.report?.summary.incomplete_reason).toMatch(/^UNREVIEWED_FILES: 1 changed source file could not be read: src\/payload\.js \(no-patch\)/);
    expect(run.stdout).toMatch(/::error::Sextant: the review is incomplete — 1 changed source file could not be read/);
    expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: sample.headSha, conclusion: 'failure' });
    const summary = server.issueComments.find((comment) => comment.issue === 2)?.body ?? '';
    expect(summary).toMatch(/review incomplete: 1 changed source file could not be read: src\/payload\.js/);
    expect(summary).not.toContain('UNREVIEWED');
  });

  it('a later push that leaves the unread file alone: the incremental review is still incomplete, never green', async () => {
    const first = await runAction({ ...sample, root: clone }, server, pullRequestEvent(3, sample));
    expect(first.outputs.status).toBe('partial');

    sample.write('README.md', '# app\n\nNow with docs.\n');
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'docs');
    const pushed = { ...sample, headSha: sample.git('rev-parse', 'HEAD') };
    server.setHead(3, pushed.headSha);
    const second = await runAction({ ...pushed, root: clone }, server, pullRequestEvent(3, pushed, { action: 'synchronize' }));

    expect(second.report?.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/payload.js', reason: 'no-patch' }));
    expect(second.outputs.status).toBe('partial');
    expect(second.report?.summary.incomplete_reason).toMatch(/^UNREVIEWED_FILES: 1 changed source file could not be read: src\/payload\.js/);
    // The image, also left alone by the push, is still listed in "What changed".
    expect(second.report?.walkthrough?.files.map((file) => file.path)).toEqual(expect.arrayContaining(['assets/logo.png', 'src/payload.js', 'README.md']));
    expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: pushed.headSha, conclusion: 'failure' });
  });
});
