import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub, FakeReviewComment } from './support/fake-github-server.mjs';
import { startFixThreadProject } from './support/fix-thread.js';
import type { FixThreadProject } from './support/fix-thread.js';
import { NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import type { SampleChange } from './support/sample-change.js';

/** `fix` in a finding's thread, in a real Node project whose own tests verify the fix (support/fix-thread.ts). */
describe('`fix` in a finding’s thread (bundled action, real git repository and test command, loopback GitHub)', () => {
  let project: NodeProject;
  let sample: SampleChange;
  let server: FakeGitHub;
  let markers: string;
  let fixture: FixThreadProject;
  const TRUSTED = 51;
  const FORK = 52;

  beforeAll(async () => {
    fixture = await startFixThreadProject();
    ({ project, sample, server, markers } = fixture);
    server.addPullRequest({ number: TRUSTED, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature' } });
    server.addPullRequest({ number: FORK, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature', repo: 'someone/app' } });
    for (const number of [TRUSTED, FORK])
      await runAction(sample, server, pullRequestEvent(number, sample, { fork: number === FORK }), { inputs: { fix: 'off', 'fail-on': 'none' } });
  });
  afterAll(() => fixture.cleanup());

  const threadOn = (pull: number, path: string) => fixture.threadOn(pull, path);
  const lastReply = (root: FakeReviewComment) => fixture.lastReply(root);

  it('on a same-repository pull request, answers with a suggestion verified by the repository’s tests, and leaves the workspace as it was', async () => {
    const root = threadOn(TRUSTED, 'src/math.js');
    const before = project.treeHash();
    const fix = server.addHumanReply(root.id, 'keeper', '@sextant fix');

    const run = await runAction(sample, server, server.commentEvent(fix), { inputs: { 'test-command': NODE_TEST, 'allow-unsafe-checkout': 'true' } });

    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('success');
    const reply = lastReply(root);
    expect(reply).toMatch(
      new RegExp(
        `^<!-- sextant:reply-to=${fix.id} -->\\n\\*\\*Suggested fix \\(verified: the repository’s checks pass with it\\)\\*\\*\\n\\n\`\`\`suggestion\\n\`\`\`$`,
      ),
    );
    expect(project.treeHash()).toBe(before);
    expect(project.git('status', '--porcelain')).toBe('');
  });

  it('says why when the repository’s tests fail with the fix', async () => {
    const root = threadOn(TRUSTED, 'src/pinned.js');
    const fix = server.addHumanReply(root.id, 'keeper', '@sextant fix');
    const run = await runAction(sample, server, server.commentEvent(fix), { inputs: { 'test-command': NODE_TEST, 'allow-unsafe-checkout': 'true' } });
    expect(run.code).toBe(0);
    expect(lastReply(root)).toMatch(/^<!-- sextant:reply-to=\d+ -->\nNo fix: the fix tried was rolled back — tests failed after the fix/);
    expect(project.git('status', '--porcelain')).toBe('');
  });

  it('on a fork’s pull request, refuses and runs nothing', async () => {
    const root = threadOn(FORK, 'src/math.js');
    const ran = join(markers, 'test-ran');
    const fix = server.addHumanReply(root.id, 'keeper', '@sextant fix');

    const run = await runAction(sample, server, server.commentEvent(fix), { inputs: { 'test-command': `touch ${ran}`, 'allow-unsafe-checkout': 'true' } });

    expect(run.code).toBe(0);
    expect(existsSync(ran)).toBe(false);
    expect(lastReply(root)).toMatch(new RegExp(`^<!-- sextant:reply-to=${fix.id} -->\\nSextant runs no commands on a pull request from a fork`));
    expect(lastReply(root)).not.toContain('suggestion');
  });
});
