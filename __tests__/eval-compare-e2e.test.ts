import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistory, evalArgs, writeDataset, finding, golden } from './support/eval-history.js';
import { defaultReply, startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { startLocalLlmServer } from './support/local-llm-server.js';
import type { LocalLlmServer } from './support/local-llm-server.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('sextant eval against a local server and the static engine (bundled CLI, real git history)', () => {
  let repo: TempGitRepo;
  let work: string;
  let llm: LoopbackLlm | LocalLlmServer | undefined;
  beforeEach(() => {
    repo = createTempGitRepo();
    work = mkdtempSync(join(tmpdir(), 'sextant-eval-test-'));
  });
  afterEach(async () => {
    await llm?.close();
    llm = undefined;
    repo.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs on a one-slot local server with the review flags, and scores the pull requests that completed while listing the one that did not', async () => {
    const commits = createHistory(repo);
    const dataset = join(work, 'dataset.json');
    writeDataset(dataset, repo, commits);
    const local = await startLocalLlmServer({
      slots: 1,
      contextTokens: 8_192,
      serviceMs: 100,
      reply: (request) => {
        if (request.caller === 'classify') return undefined;
        if (request.caller === 'judge')
          return { matches: request.text.includes('src/a.ts:2') ? [{ golden: 1, finding: 1, reason: 'both: empty list divides by zero' }] : [] };
        // pr-b: no agent gives a usable reply, so its review is incomplete. pr-c: one of the two agents fails.
        if (request.text.includes('file: src/b.ts')) return 'not a review';
        if (request.caller === 'code-reviewer' && request.text.includes('file: src/c.ts')) return 'not a review';
        const file = ['src/a.ts', 'src/c.ts'].find((path) => request.text.includes(`file: ${path}`));
        return { status: 'success', issues: request.caller === 'silent-failure-hunter' && file ? [finding(file)] : [], positive_observations: [] };
      },
    });
    llm = local;
    const run = await runNode(
      CLI,
      evalArgs(
        local.url,
        '--dataset',
        dataset,
        '--agents',
        'code-reviewer,silent-failure-hunter',
        '--min-required-agents',
        '1',
        '--verify-findings',
        'false',
        '--model-timeout',
        '120',
        '--concurrency',
        'auto',
        '--max-input-tokens',
        '6000',
        '--max-output-tokens',
        '1024',
      ),
      { cwd: work, env: repo.env },
    );

    expect(run.code).toBe(3);
    // pr-a and pr-c completed and are scored; pr-b is listed with the reason its review did not complete.
    expect(run.stdout).toMatch(/^overall\s+2\s+2\s+2\s+1\s+0\.50\s+0\.50\s+0\.50$/m);
    expect(run.stdout).toContain(
      'Partial score: 2 of 3 pull requests scored. Not scored:\n  acme/shop pr-b: the review did not complete (INSUFFICIENT_COVERAGE: 0 of 2 agents succeeded',
    );
    expect(run.stderr).toMatch(/^sextant: eval error: acme\/shop pr-b: the review did not complete/m);
    // The flags reached the reviews: one call at a time on the one slot, no verification calls, replies capped.
    expect(local.maxBusy).toBe(1);
    expect(local.requests.some((request) => request.caller === 'verify')).toBe(false);
    for (const request of local.requests.filter((entry) => entry.caller !== 'judge')) expect(request.maxTokens).toBeLessThanOrEqual(1_024);
  });

  it('compares a model with the static engine: per agent caught and noise, catches the review dropped, tokens and failure codes, every finding for audit, n/a where nothing was found', async () => {
    const commits = createHistory(repo);
    const dataset = join(work, 'dataset.json');
    writeFileSync(
      dataset,
      JSON.stringify(
        ['a', 'c'].map((name) => ({
          id: `pr-${name}`,
          repo: 'acme/shop',
          repo_path: repo.root,
          base_sha: commits[0]?.base,
          head_sha: commits[name === 'a' ? 0 : 2]?.head,
          golden_comments: golden(`src/${name}.ts`),
        })),
      ),
    );
    const noise = {
      ...finding('src/a.ts'),
      line: 1,
      severity: 'medium',
      category: 'naming',
      description: 'aTotal is a vague name.',
      code_snippet: 'export function aTotal(items: number[]): number {',
    };
    llm = await startLoopbackLlm({
      reply: (request) => {
        if (request.caller === 'judge') {
          // The finding on line 2 of the file is the golden problem, wherever the list puts it.
          const index = /^(\d+)\. src\/[ac]\.ts:2 /m.exec(request.text)?.[1];
          return { json: { matches: index ? [{ golden: 1, finding: Number(index), reason: 'both: empty list divides by zero' }] : [] } };
        }
        const file = ['src/a.ts', 'src/c.ts'].find((path) => request.text.includes(`file: ${path}`));
        if (request.caller === 'silent-failure-hunter' && file) return { json: { status: 'success', issues: [finding(file)], positive_observations: [] } };
        if (request.caller === 'code-simplifier' && file === 'src/a.ts') return { json: { status: 'success', issues: [noise], positive_observations: [] } };
        if (request.caller === 'code-reviewer') return { text: 'not a review' };
        // The verification keeps what it is asked about in a.ts and drops the finding in c.ts.
        if (request.caller === 'verify' && request.text.includes('src/c.ts'))
          return { json: { verdicts: [{ id: 'F1', verdict: 'drop', reason: 'The caller never passes an empty list.' }] } };
        return defaultReply(request);
      },
    });
    const flags = [
      '--dataset',
      dataset,
      '--agents',
      'code-reviewer,silent-failure-hunter,code-simplifier',
      '--min-required-agents',
      '1',
      '--min-confidence',
      '50',
      '--format',
      'json',
    ];
    const model = await runNode(CLI, [...evalArgs(llm.url, ...flags)], { cwd: work, env: repo.env });
    expect(model.stderr).not.toMatch(/eval error/);
    const result = JSON.parse(model.stdout) as {
      overall: Record<string, unknown>;
      agents: Record<string, { caught: number; noise: number }>;
      dropped_catches: number;
      pull_requests: Array<{
        name: string;
        input_tokens: number;
        failures: string[];
        judged: Array<{ agent: string; file: string; line: number; description: string; golden?: number; dropped?: string }>;
      }>;
    };
    expect(result.overall).toMatchObject({ pull_requests: 2, findings: 2, golden: 2, matched: 1 });
    expect(result.agents).toEqual({ 'silent-failure-hunter': { caught: 1, noise: 0 }, 'code-simplifier': { caught: 0, noise: 1 } });
    expect(result.dropped_catches).toBe(1);
    const [prA, prC] = result.pull_requests;
    expect(prA?.input_tokens).toBeGreaterThan(0);
    expect(prA?.failures).toEqual(['code-reviewer: MALFORMED_JSON']);
    expect(prA?.judged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          agent: 'silent-failure-hunter',
          file: 'src/a.ts',
          line: 2,
          description: 'An empty list divides by zero and returns NaN.',
          golden: 1,
        }),
        expect.objectContaining({ agent: 'code-simplifier', file: 'src/a.ts', line: 1, description: 'aTotal is a vague name.' }),
      ]),
    );
    expect(prC?.judged).toEqual([expect.objectContaining({ file: 'src/c.ts', line: 2, golden: 1, dropped: 'The caller never passes an empty list.' })]);

    // The static engine as the baseline, judged the same way: it has no rule for this problem.
    const calls = llm.requests.length;
    const baseline = await runNode(
      CLI,
      ['eval', '--model', 'static', '--judge', 'openai-compatible:judge-model', '--judge-base-url', llm.url, '--dataset', dataset],
      { cwd: work, env: repo.env },
    );
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toMatch(/^overall\s+2\s+0\s+2\s+0\s+n\/a\s+0\.00\s+n\/a$/m);
    // No finding, nothing to judge: not one model call.
    expect(llm.requests.length).toBe(calls);
  });
});
