import { fileURLToPath } from 'node:url';
import { createLlmChange, runLlmSession } from './support/llm-change.js';
import { callsOf, startLocalLlmServer } from './support/local-llm-server.js';
import { stepRuns } from './support/llm-requests.js';
import type { LocalLlmServer } from './support/local-llm-server.js';
import type { TempGitRepo } from './support/temp-git-repo.js';
import { CLI, runNode } from './support/run-node.js';
import type { ReviewReport } from '../src/report/review-report.js';

const MODEL = 'openai-compatible:qwen2.5-0.5b-instruct';
const SHORT_FETCH_TIMEOUTS = fileURLToPath(new URL('./support/short-fetch-timeouts.mjs', import.meta.url));
const AGENTS = ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'];

describe('waiting on a local llama.cpp-like server: its one slot, its slow replies, model-timeout', () => {
  let repo: TempGitRepo;
  let server: LocalLlmServer | undefined;
  beforeEach(() => {
    repo = createLlmChange();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    repo.cleanup();
  });

  it('discovers the context and the one slot, never times out a call for waiting its turn, and completes with honest coverage', async () => {
    // Seven calls of 600 ms each on one slot: sent six at a time, the last would wait 3 s behind the others.
    server = await startLocalLlmServer({ contextTokens: 8_192, slots: 1, serviceMs: 600, seed: 7 });
    const run = await runLlmSession(repo, server.url, { model: MODEL, 'model-timeout': '2' });

    const results = run.report.review_iterations[0]?.agents_results ?? [];
    expect(results.map((result) => result.agent)).toEqual(AGENTS);
    // Random but schema-valid replies: every agent has an answer of its own, none timed out waiting.
    for (const result of results) expect(result.error ?? '').not.toMatch(/TIMEOUT/);
    // The classification may leave agents out (it is random too); every agent that ran succeeded.
    const ran = results.filter((result) => result.status !== 'skipped');
    expect(ran.length).toBeGreaterThanOrEqual(4);
    expect(ran.every((result) => result.status === 'success')).toBe(true);
    for (const result of results) if (result.status === 'skipped') expect(result.error).toMatch(/^not needed for this change/);
    // What the server said of itself sets the limits: one call at a time, prompts that leave room for the reply.
    expect(run.progress.join('\n')).toContain('model server (llama.cpp): 8,192-token context, 1 slot; prompts up to 6,144 tokens, 1 call at a time');
    expect(server.maxBusy).toBe(1);
    expect(server.maxQueued).toBe(0);
    expect(run.report.status).toBe('success');
    expect(run.report.not_reviewed).toEqual([]);
    // Each call fits the slot: prompt and reply budget together within the context.
    for (const request of server.requests) {
      expect(request.status).toBe(200);
      expect(request.promptTokens + (request.maxTokens ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(8_192);
    }
    // No re-run: one classify, one call per agent, and no step started twice.
    expect(callsOf(server, 'classify')).toHaveLength(1);
    for (const agent of AGENTS) expect(callsOf(server, agent).length).toBeLessThanOrEqual(2); // a first attempt, and at most one repair
    const steps = stepRuns(run);
    expect(new Set(steps).size).toBe(steps.length);
    // The slot keeps the shared prefix: later calls on the batch read it from the cache.
    expect(run.report.usage.cache_read_tokens).toBeGreaterThan(0);
  });

  it('waits for a reply as long as model-timeout allows, past the time Node’s fetch waits for a response, and sends no call twice', async () => {
    // Node's fetch stops waiting for response headers after 300 s, and a server that does not stream sends them only
    // with the whole reply: a long reply on a CPU, or calls ahead in the queue, take longer. The child's fetch waits
    // one second here instead, and each call takes longer than that.
    server = await startLocalLlmServer({ serviceMs: 1_500, seed: 5 });
    const args = ['review', '--base', 'main', '--model', MODEL, '--base-url', server.url, '--format', 'json', '--fail-on', 'none'];
    const run = await runNode(
      CLI,
      [...args, '--agents', 'code-reviewer,silent-failure-hunter', '--min-required-agents', '2', '--verify-findings', 'false', '--model-timeout', '60'],
      {
        cwd: repo.root,
        env: repo.env,
        execArgv: ['--import', SHORT_FETCH_TIMEOUTS],
      },
    );

    expect(run.stderr).not.toMatch(/fetch failed|Headers Timeout|Cannot connect|PROVIDER_ERROR/);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    const ran = report.review_iterations[0]?.agents_results.filter((result) => result.status !== 'skipped') ?? [];
    expect(ran.map((result) => [result.agent, result.status])).toEqual([
      ['code-reviewer', 'success'],
      ['silent-failure-hunter', 'success'],
    ]);
    // One request per call: none was given up on and sent again.
    expect(server.requests.map((request) => request.caller).sort()).toEqual(['classify', 'code-reviewer', 'silent-failure-hunter']);
    expect(server.requests.every((request) => request.status === 200)).toBe(true);
  });

  it('still ends a call at model-timeout, as TIMEOUT, and sends it only once', async () => {
    server = await startLocalLlmServer({ serviceMs: 3_000 });
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer',
      'min-required-agents': '1',
      'model-timeout': '1',
      'verify-findings': 'false',
    });

    const reviewer = run.report.review_iterations[0]?.agents_results.find((result) => result.agent === 'code-reviewer');
    expect(reviewer).toMatchObject({ status: 'failed', error: expect.stringMatching(/^TIMEOUT: no usable reply within 1 s/) });
    expect(callsOf(server, 'code-reviewer')).toHaveLength(1);
  });
});
