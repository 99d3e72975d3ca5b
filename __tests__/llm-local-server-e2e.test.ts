import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderText } from '../src/report/render-text.js';
import { BUGGY_LINE, createLlmChange, issue, runLlmSession } from './support/llm-change.js';
import { startLocalLlmServer } from './support/local-llm-server.js';
import type { LocalLlmServer } from './support/local-llm-server.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const MODEL = 'openai-compatible:qwen2.5-0.5b-instruct';
const AGENTS = ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'];

const events = (run: { sessionDir: string }) =>
  readFileSync(join(run.sessionDir, 'session.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event: string } & Record<string, unknown>);
/** Each step of the run at most once: a model's reply never makes a step fail and run again. */
const stepRuns = (run: { sessionDir: string }) => events(run).filter((record) => record.event === 'STEP_START').map((record) => record.step);
const callsOf = (server: LocalLlmServer, caller: string) => server.requests.filter((request) => request.caller === caller);

describe('review against a local llama.cpp-like server (one slot, 8k context)', () => {
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

  it('records nonsense usage as not counted and clamps or drops nonsense findings, with no step run twice', async () => {
    server = await startLocalLlmServer({
      badUsage: 'negative',
      reply: (request) =>
        request.caller === 'code-reviewer'
          ? {
              status: 'success',
              issues: [
                issue({ confidence: 5e9, severity: 'HIGH' }),
                issue({ file: 'src/not-in-the-change.ts', description: 'A file the change does not touch.' }),
                issue({ line: -3, code_snippet: null, description: 'A line that does not exist.' }),
                issue({ line: 9_999, code_snippet: null, description: 'A line past the end of the file.' }),
              ],
              positive_observations: [],
            }
          : request.caller === 'silent-failure-hunter'
            ? { status: 'success', issues: [], positive_observations: [] }
            : undefined,
    });
    const run = await runLlmSession(repo, server.url, { model: MODEL, agents: 'code-reviewer,silent-failure-hunter', 'min-required-agents': '2', 'verify-findings': 'false' });

    expect(run.report.status).toBe('success');
    expect(run.report.review_iterations[0]?.agents_results.find((result) => result.agent === 'code-reviewer')?.status).toBe('success');
    expect(run.report.findings).toEqual([expect.objectContaining({ agent: 'code-reviewer', file: 'src/users.ts', line: 10, severity: 'high', confidence: 100 })]);
    const end = events(run).find((record) => record.event === 'REVIEW_PARALLEL_END');
    expect(end).toMatchObject({ unanchored: 3, clamped_confidence: 1 });
    expect(run.progress.join('\n')).toMatch(/1 with a confidence outside 0–100 clamped/);
    // Negative counts are not counts: the usage stays whole numbers from zero up, and the state write never fails.
    expect(run.report.usage.input_tokens).toBe(0);
    expect(run.report.usage.output_tokens).toBe(0);
    const steps = stepRuns(run);
    expect(new Set(steps).size).toBe(steps.length);
    expect(events(run).some((record) => record.event === 'STEP_ERROR')).toBe(false);
    expect(callsOf(server, 'code-reviewer')).toHaveLength(1);
  });

  it('splits a call the server finds too long, and lists what does not fit even alone as over-budget', async () => {
    // A server that says nothing of itself, and a tokenizer denser than the estimate: the configured budget overflows it.
    const big = `export const table = [\n${Array.from({ length: 900 }, (_, index) => `  { id: ${index}, name: 'entry number ${index} of the lookup table' },`).join('\n')}\n];\n`;
    repo.cleanup();
    repo = createLlmChange({ 'src/table.ts': big });
    server = await startLocalLlmServer({ contextTokens: 4_096, props: false, charsPerToken: 3, reply: () => undefined, seed: 3 });
    const run = await runLlmSession(repo, server.url, { model: MODEL, agents: 'code-reviewer', 'min-required-agents': '1', 'verify-findings': 'false' });

    expect(run.report.not_reviewed).toEqual([expect.objectContaining({ path: 'src/table.ts', reason: 'over-budget', detail: expect.stringContaining('exceeds the available context size') })]);
    const reviewer = run.report.review_iterations[0]?.agents_results.find((result) => result.agent === 'code-reviewer');
    expect(reviewer?.status).toBe('success');
    // The files that fit were reviewed in calls of their own, without the one that did not.
    const fitted = callsOf(server, 'code-reviewer').filter((request) => request.status === 200);
    expect(fitted.length).toBeGreaterThan(0);
    expect(fitted.some((request) => request.text.includes(BUGGY_LINE))).toBe(true);
    expect(fitted.some((request) => request.text.includes('entry number 5 of'))).toBe(false);
    expect(events(run).some((record) => record.event === 'REVIEW_BATCH_SPLIT')).toBe(true);
    // As for a file over the planned budget: the static engine still read it, and the report says the model agents did not.
    expect(run.report.not_reviewed[0]?.scanned_by).toBe('static-engine');
  });

  it('fails only the agent whose reply the server cut at max_tokens, for a reason of its own, and re-runs nothing', async () => {
    const long = Array.from({ length: 30 }, (_, index) => issue({ description: `Finding number ${index}: ${'a long explanation of the problem '.repeat(4)}` }));
    server = await startLocalLlmServer({
      reply: (request) => (request.caller === 'code-reviewer' ? { status: 'success', issues: long, positive_observations: [] } : request.caller === 'classify' ? undefined : { status: 'success', issues: [], positive_observations: [] }),
    });
    const run = await runLlmSession(repo, server.url, { model: MODEL, agents: 'code-reviewer,silent-failure-hunter', 'min-required-agents': '1', 'max-output-tokens': '512', 'verify-findings': 'false' });

    const cut = callsOf(server, 'code-reviewer');
    expect(cut.map((request) => [request.maxTokens, request.finishReason])).toEqual([
      [512, 'length'],
      [512, 'length'],
    ]);
    const results = run.report.review_iterations[0]?.agents_results ?? [];
    expect(results.find((result) => result.agent === 'code-reviewer')).toMatchObject({ status: 'failed', error: expect.stringMatching(/^MALFORMED_JSON: after one repair attempt/) });
    expect(results.find((result) => result.agent === 'silent-failure-hunter')?.status).toBe('success');
    expect(run.report.status).toBe('partial');
    const steps = stepRuns(run);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('says how many of the agents that ran succeeded, not of all six', async () => {
    server = await startLocalLlmServer({ reply: (request) => (request.caller === 'classify' ? undefined : 'not a review') });
    const run = await runLlmSession(repo, server.url, { model: MODEL, agents: 'code-reviewer,silent-failure-hunter' });
    expect(renderText(run.report)).toMatch(/Agents: 0 of 2 succeeded — failed: code-reviewer \(/);
  });
});
