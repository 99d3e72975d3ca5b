import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { issue, reviewReply } from './support/llm-change.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

describe('the bundled action with a model (loopback GitHub API and model server)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let llm: LoopbackLlm;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 21, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'octo/app' } });
    llm = await startLoopbackLlm();
  });
  afterAll(async () => {
    await llm.close();
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('posts one inline comment per problem line when static rules and models report the same problems in other words, and groups the per-call progress', async () => {
    const onLoader = { file: 'src/loader.ts', dimension: 'correctness', auto_fixable: false, fix_example: null };
    llm.script(
      'silent-failure-hunter',
      reviewReply([
        issue({
          ...onLoader,
          line: 4,
          code_snippet: '} catch (error) {',
          severity: 'high',
          confidence: 95,
          category: 'swallowed-exception',
          description: 'The catch block drops every failure of readText and JSON.parse, so load() returns undefined as if the file were empty.',
        }),
      ]),
    );
    llm.script(
      'code-reviewer',
      reviewReply([
        issue({
          ...onLoader,
          line: 14,
          code_snippet: 'export const awsKey',
          dimension: 'security',
          severity: 'critical',
          confidence: 99,
          category: 'hardcoded-credentials',
          description: 'An AWS access key is committed in the source.',
        }),
      ]),
    );
    const run = await runAction(sample, server, pullRequestEvent(21, sample), {
      inputs: { model: 'openai-compatible:local-model', 'base-url': llm.url, 'fail-on': 'none' },
    });

    expect(run.code).toBe(0);
    const review = server.writes().find((request) => request.method === 'POST' && /\/pulls\/21\/reviews$/.test(request.path));
    const comments = (review?.body.comments ?? []) as Array<{ path: string; line: number; body: string }>;
    const lines = comments.map((comment) => `${comment.path}:${comment.line}`);
    expect(lines.sort()).toEqual([...new Set(lines)].sort());
    expect(lines).toEqual(expect.arrayContaining(['src/loader.ts:4', 'src/loader.ts:14']));
    expect(comments.find((comment) => comment.line === 4)?.body).toMatch(/readText and JSON\.parse/);
    expect(run.report?.findings.find((finding) => finding.file === 'src/loader.ts' && finding.line === 14)).toMatchObject({
      category: 'secrets',
      severity: 'critical',
      rule_id: expect.any(String),
    });

    // Each call's lines sit inside the deep-review step's group of the Actions log.
    const group = /^::group::▸ deep-review\r?\n([\s\S]*?)^::endgroup::/m.exec(run.stdout)?.[1] ?? '';
    for (const agent of ['code-reviewer', 'silent-failure-hunter']) {
      expect(group).toContain(`▸ ${agent} started`);
      expect(group).toMatch(new RegExp(`^✔ ${agent} done in \\d+\\.\\d s: [\\d,]+ input tokens`, 'm'));
    }
    expect(run.stdout).toMatch(/cost unknown/);
    expect(run.stdout).not.toMatch(/\$0\.0000/);
  });
});
