import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub, FakeReviewComment } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { issue, reviewReply } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import type { SampleChange } from './support/sample-change.js';

const DEBUGGER = /^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=review\/debugger -->/;

/**
 * `fix` in a finding's thread, in a real Node project whose own tests verify the fix: `src/math.js` gained
 * a `debugger` statement the tests do not need (a fix can be verified), `src/pinned.js` one a test pins.
 */
describe('`fix` in a finding’s thread (bundled action, real git repository and test command, loopback GitHub)', () => {
  let project: NodeProject;
  let sample: SampleChange;
  let server: FakeGitHub;
  let markers: string;
  const TRUSTED = 51;
  const FORK = 52;

  beforeAll(async () => {
    project = createNodeProject();
    markers = mkdtempSync(join(tmpdir(), 'sextant-fix-markers-'));
    sample = {
      root: project.root,
      baseSha: project.git('rev-parse', 'main'),
      headSha: project.git('rev-parse', 'HEAD'),
      git: project.git,
      write: project.write,
    };
    server = await startGitHub(project.root);
    server.addPullRequest({ number: TRUSTED, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature' } });
    server.addPullRequest({ number: FORK, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature', repo: 'someone/app' } });
    server.setPermission('keeper', 'maintain');
    for (const number of [TRUSTED, FORK])
      await runAction(sample, server, pullRequestEvent(number, sample, { fork: number === FORK }), { inputs: { fix: 'off', 'fail-on': 'none' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(project.root, { recursive: true, force: true });
    rmSync(markers, { recursive: true, force: true });
  });

  const threadOn = (pull: number, path: string): FakeReviewComment => {
    const root = server.reviewComments.find(
      (comment) => comment.pull === pull && comment.path === path && comment.in_reply_to_id === undefined && DEBUGGER.test(comment.body),
    );
    if (!root) throw new Error(`no debugger finding on ${path} in #${pull}`);
    return root;
  };
  const lastReply = (root: FakeReviewComment) =>
    server.reviewComments.filter((comment) => comment.in_reply_to_id === root.id && comment.user.type === 'Bot').at(-1)?.body ?? '';

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

  it('fixes a model’s finding with the fixer agent: the review without the model takes the finding from its thread', async () => {
    const llm = await startLoopbackLlm();
    try {
      const model = { model: 'openai-compatible:local-model', 'base-url': llm.url };
      const MODEL_PULL = 53;
      server.addPullRequest({ number: MODEL_PULL, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature' } });
      const finding = issue({
        file: 'src/math.js',
        line: 7,
        code_snippet: 'return value * 2;',
        category: 'readability',
        dimension: 'readability',
        description: 'Doubling by multiplication hides the intent next to add().',
        recommendation: 'Write it as an addition.',
      });
      llm.script('code-reviewer', reviewReply([finding]));
      await runAction(sample, server, pullRequestEvent(MODEL_PULL, sample), { inputs: { ...model, fix: 'off', 'fail-on': 'none' } });
      const root = server.reviewComments.find((comment) => comment.pull === MODEL_PULL && comment.body.includes('Doubling by multiplication'));
      if (!root) throw new Error('the model’s finding was not posted');
      llm.script('fixer', {
        json: { status: 'fixed', edits: [{ search: '  return value * 2;', replace: '  return value + value;' }], explanation: 'An addition.' },
      });
      const fix = server.addHumanReply(root.id, 'keeper', '@sextant fix');

      const run = await runAction(sample, server, server.commentEvent(fix), {
        inputs: { ...model, 'test-command': NODE_TEST, 'allow-unsafe-checkout': 'true' },
      });

      expect(run.code).toBe(0);
      const fixer = llm.requests.filter((request) => request.caller === 'fixer');
      expect(fixer).toHaveLength(1);
      expect(fixer[0]?.text).toContain('Doubling by multiplication hides the intent next to add().');
      // Only the fixer asked the model: the review that found the finding again ran no agent.
      expect(llm.requests.filter((request) => request.caller === 'code-reviewer')).toHaveLength(1);
      expect(lastReply(root)).toMatch(
        /\*\*Suggested fix \(verified: the repository’s checks pass with it\)\*\*\n\n```suggestion\n {2}return value \+ value;\n```$/,
      );
      expect(project.git('status', '--porcelain')).toBe('');
    } finally {
      await llm.close();
    }
  });

  it('refuses a fixer agent’s fix that reaches what the file never did: never run under the tests, no suggestion to commit', async () => {
    const llm = await startLoopbackLlm();
    try {
      const model = { model: 'openai-compatible:local-model', 'base-url': llm.url };
      const MODEL_PULL = 54;
      server.addPullRequest({ number: MODEL_PULL, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature' } });
      const finding = issue({
        file: 'src/math.js',
        line: 7,
        code_snippet: 'return value * 2;',
        category: 'readability',
        dimension: 'readability',
        description: 'Doubling hides the intent.',
      });
      llm.script('code-reviewer', reviewReply([finding]));
      await runAction(sample, server, pullRequestEvent(MODEL_PULL, sample), { inputs: { ...model, fix: 'off', 'fail-on': 'none' } });
      const root = server.reviewComments.find((comment) => comment.pull === MODEL_PULL && comment.body.includes('Doubling hides the intent'));
      if (!root) throw new Error('the model’s finding was not posted');
      const replace = "  return Reflect.construct(Function, [atob('cmV0dXJuIDg=')])() + value;";
      llm.script('fixer', { json: { status: 'fixed', edits: [{ search: '  return value * 2;', replace }], explanation: 'Faster.' } });
      // The tests, and a record of every run that saw the model's edit in place.
      const seen = join(markers, 'ran-with-the-fix');
      const recorder = join(markers, 'record-fix.mjs');
      writeFileSync(
        recorder,
        `import { readFileSync, writeFileSync } from 'node:fs';\nif (readFileSync('src/math.js', 'utf8').includes('Reflect')) writeFileSync(${JSON.stringify(seen)}, '');\n`,
      );
      const record = `"${process.execPath}" "${recorder}"`;
      const fix = server.addHumanReply(root.id, 'keeper', '@sextant fix');

      const run = await runAction(sample, server, server.commentEvent(fix), {
        inputs: { ...model, 'test-command': `${record} && ${NODE_TEST}`, 'allow-unsafe-checkout': 'true' },
      });

      expect(run.code).toBe(0);
      expect(existsSync(seen)).toBe(false);
      const reply = lastReply(root);
      expect(reply).toMatch(/No fix: the fix tried was refused — src\/math\.js: the fix reaches what the file did not: name \\`Reflect\\`/);
      expect(reply).not.toMatch(/suggestion|verified/);
      expect(project.git('status', '--porcelain')).toBe('');
    } finally {
      await llm.close();
    }
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
