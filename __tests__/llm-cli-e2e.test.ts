import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { BUGGY_LINE, createLlmChange, issue, reviewReply } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { CLI, runNode } from './support/run-node.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const KEY = 'sk-e2e-loopback-key-0123456789abcdef';

describe('sextant review --model (bundled CLI, loopback model server)', () => {
  let repo: TempGitRepo;
  let llm: LoopbackLlm;
  beforeEach(async () => {
    repo = createLlmChange();
    llm = await startLoopbackLlm();
  });
  afterEach(async () => {
    await llm.close();
    repo.cleanup();
  });

  it('reviews with an openai-compatible server, gates on the model findings and reports usage', async () => {
    llm.script('silent-failure-hunter', reviewReply([issue()]));
    const run = await runNode(
      CLI,
      ['review', '--base', 'main', '--model', 'openai-compatible:test-model', '--base-url', llm.url, '--format', 'json', '--fail-on', 'high'],
      {
        cwd: repo.root,
        env: repo.env,
      },
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.model).toBe('openai-compatible:test-model');
    expect(report.findings).toEqual([
      expect.objectContaining({ agent: 'silent-failure-hunter', source: 'llm', file: 'src/users.ts', line: 10, severity: 'high' }),
    ]);
    expect(report.review_iterations[0]?.agents_results.filter((result) => result.status === 'success')).toHaveLength(6);
    expect(report.usage.input_tokens).toBeGreaterThan(0);
    // A model with no list price has an unknown cost, never "$0.0000".
    expect(report.usage.cost_estimate_usd).toBeNull();
    expect(report.usage.cost_basis).toBe('unknown: no list price known for openai-compatible:test-model');
    expect(run.stderr).toMatch(/, cost unknown$/m);
    expect(run.stderr).not.toMatch(/\$0\.0000/);
    // Classify, six agents, and the verification of the one model finding.
    expect(llm.requests.map((request) => request.caller)).toEqual(['classify', ...Array.from({ length: 6 }, () => expect.any(String)), 'verify']);
    expect(run.stderr).toMatch(/classify: code change, medium risk/);
    expect(run.stderr).toMatch(/review: 6\/6 agents, 1 finding /);
    // Live progress on stderr: each call's start, and its end with time and tokens; no colour off a terminal.
    for (const agent of ['classify', 'code-reviewer', 'silent-failure-hunter', 'type-design-analyzer', 'verify'])
      expect(run.stderr).toContain(`▸ ${agent} started`);
    expect(run.stderr).toMatch(/^✔ silent-failure-hunter done in \d+\.\d s: [\d,]+ input tokens( \([\d,]+ cached\))?, [\d,]+ output, 1 finding$/m);
    expect(run.stderr).toMatch(/^✔ verify done in \d+\.\d s: .*, 0 of 1 dropped$/m);
    expect(run.stderr).not.toContain('\u001b[');
    expect(run.stderr).not.toContain(BUGGY_LINE);
  });

  it('exits 3 when three agents fail: the review is incomplete, never a silent pass', async () => {
    for (const agent of ['code-reviewer', 'code-simplifier', 'type-design-analyzer']) llm.script(agent, { status: 404 });
    const run = await runNode(CLI, ['review', '--base', 'main', '--model', 'openai-compatible:test-model', '--base-url', llm.url], {
      cwd: repo.root,
      env: repo.env,
    });
    expect(run.code).toBe(3);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('⚠ Review incomplete: 3 of 6 agents succeeded (min-required-agents: 4)');
  });

  it('takes the key from SEXTANT_API_KEY, sends it only to the provider and writes it nowhere', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--model', 'anthropic:claude-haiku-4-5', '--base-url', llm.url, '--log-level', 'debug'], {
      cwd: repo.root,
      env: { ...repo.env, SEXTANT_API_KEY: KEY },
    });
    expect(run.code).toBe(0);
    expect(llm.requests.every((request) => request.headers['x-api-key'] === KEY)).toBe(true);
    const sessions = join(repo.root, '.sextant');
    const written = readdirSync(sessions, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    expect(written).toContain('LLM_CALL');
    expect(written).not.toContain(KEY);
    expect(run.stdout + run.stderr).not.toContain(KEY);
  });

  it('exits 2 before reviewing when a hosted provider has no key, saying where the key goes', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--model', 'anthropic:claude-sonnet-4-5', '--base-url', llm.url], {
      cwd: repo.root,
      env: repo.env,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/api-key.*SEXTANT_API_KEY or ANTHROPIC_API_KEY/);
    expect(llm.requests).toHaveLength(0);
  });
});
