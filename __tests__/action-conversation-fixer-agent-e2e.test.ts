import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub, FakeReviewComment } from './support/fake-github-server.mjs';
import { startFixThreadProject } from './support/fix-thread.js';
import type { FixThreadProject } from './support/fix-thread.js';
import { issue, reviewReply } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import type { SampleChange } from './support/sample-change.js';

/** `fix` in the thread of a model's finding: the fixer agent writes the fix, the project's own tests verify it (support/fix-thread.ts). */
describe('`fix` in a model finding’s thread: the fixer agent (bundled action, real git repository and test command, loopback GitHub and model)', () => {
  let project: NodeProject;
  let sample: SampleChange;
  let server: FakeGitHub;
  let markers: string;
  let fixture: FixThreadProject;

  beforeAll(async () => {
    fixture = await startFixThreadProject();
    ({ project, sample, server, markers } = fixture);
  });
  afterAll(() => fixture.cleanup());

  const lastReply = (root: FakeReviewComment) => fixture.lastReply(root);

  /**
   * Pull request `number` reviewed by the model, which reports one readability finding on the doubling line; the
   * finding's review comment is the thread a fix is then asked in.
   */
  async function postModelFinding(llm: LoopbackLlm, number: number, description: string, more: Record<string, unknown> = {}): Promise<FakeReviewComment> {
    server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, ref: 'feature' } });
    const reported = issue({
      file: 'src/math.js',
      line: 7,
      code_snippet: 'return value * 2;',
      category: 'readability',
      dimension: 'readability',
      description,
      ...more,
    });
    llm.script('code-reviewer', reviewReply([reported]));
    await runAction(sample, server, pullRequestEvent(number, sample), { inputs: { ...modelOf(llm), fix: 'off', 'fail-on': 'none' } });
    const root = server.reviewComments.find((comment) => comment.pull === number && comment.body.includes(description));
    if (!root) throw new Error('the model’s finding was not posted');
    return root;
  }

  it('fixes a model’s finding with the fixer agent: the review without the model takes the finding from its thread', async () => {
    const llm = await startLoopbackLlm();
    try {
      const model = modelOf(llm);
      const root = await postModelFinding(llm, 53, 'Doubling by multiplication hides the intent next to add().', {
        recommendation: 'Write it as an addition.',
      });
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
      const model = modelOf(llm);
      const root = await postModelFinding(llm, 54, 'Doubling hides the intent.');
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
});

/** The action's inputs for a review by the loopback model. */
function modelOf(llm: LoopbackLlm): Record<string, string> {
  return { model: 'openai-compatible:local-model', 'base-url': llm.url };
}
