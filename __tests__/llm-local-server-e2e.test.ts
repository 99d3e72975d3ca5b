import { renderHtml } from '../src/report/render-html.js';
import { renderMarkdown } from '../src/report/render-markdown.js';
import { renderText } from '../src/report/render-text.js';
import { BUGGY_LINE, createLlmChange, issue, runLlmSession } from './support/llm-change.js';
import { callsOf, startLocalLlmServer } from './support/local-llm-server.js';
import { events, stepRuns } from './support/llm-requests.js';
import type { LocalLlmServer } from './support/local-llm-server.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const MODEL = 'openai-compatible:qwen2.5-0.5b-instruct';

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
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer,silent-failure-hunter',
      'min-required-agents': '2',
      'verify-findings': 'false',
    });

    expect(run.report.status).toBe('success');
    expect(run.report.review_iterations[0]?.agents_results.find((result) => result.agent === 'code-reviewer')?.status).toBe('success');
    expect(run.report.findings).toEqual([
      expect.objectContaining({ agent: 'code-reviewer', file: 'src/users.ts', line: 10, severity: 'high', confidence: 100 }),
    ]);
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

    expect(run.report.not_reviewed).toEqual([
      expect.objectContaining({ path: 'src/table.ts', reason: 'over-budget', detail: expect.stringContaining('exceeds the available context size') }),
    ]);
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

  /** Thirty long findings: more than a 512-token reply holds, so the server cuts it mid-JSON. */
  const longReply = {
    status: 'success',
    issues: Array.from({ length: 30 }, (_, index) => issue({ description: `Finding number ${index}: ${'a long explanation of the problem '.repeat(4)}` })),
    positive_observations: [],
  };
  const quiet = { status: 'success', issues: [], positive_observations: [] };
  const FEWER = /Report at most 5 findings/;
  const REPAIR = /Your reply could not be used/;

  it('asks again smaller when the server cuts a reply at max_tokens: fewer files, then fewer findings, never a repair of the cut reply', async () => {
    repo.cleanup();
    repo = createLlmChange({ 'src/format.ts': 'export function shout(text: string): string {\n  return `${text.toUpperCase()}!`;\n}\n' });
    server = await startLocalLlmServer({
      reply: (request) => {
        if (request.caller === 'classify') return undefined;
        if (request.caller !== 'code-reviewer') return quiet;
        // Asked for fewer findings, the reviewer's reply fits.
        return FEWER.test(request.text)
          ? { status: 'success', issues: request.text.includes('file: src/users.ts') ? [issue()] : [], positive_observations: [] }
          : longReply;
      },
    });
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer,silent-failure-hunter',
      'min-required-agents': '2',
      'max-output-tokens': '512',
      'verify-findings': 'false',
    });

    const calls = callsOf(server, 'code-reviewer');
    // The first call shows every file and is cut; the files are then asked about apart, and each for fewer findings.
    expect(calls[0]).toMatchObject({ maxTokens: 512, finishReason: 'length' });
    const fewer = calls.filter((request) => FEWER.test(request.text));
    expect(fewer.length).toBeGreaterThanOrEqual(2);
    for (const request of fewer) expect(request.finishReason).toBe('stop');
    expect(calls.some((request) => REPAIR.test(request.text))).toBe(false);
    const results = run.report.review_iterations[0]?.agents_results ?? [];
    expect(results.find((result) => result.agent === 'code-reviewer')?.status).toBe('success');
    expect(run.report.findings).toEqual([expect.objectContaining({ agent: 'code-reviewer', file: 'src/users.ts', line: 10 })]);
    expect(run.report.status).toBe('success');
    expect(events(run).filter((record) => record.event === 'REVIEW_REPLY_TRUNCATED').length).toBeGreaterThanOrEqual(2);
    const steps = stepRuns(run);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('fails only the agent whose reply is cut even when asked for fewer findings, as OUTPUT_TRUNCATED, and re-runs nothing', async () => {
    server = await startLocalLlmServer({
      reply: (request) => (request.caller === 'code-reviewer' ? longReply : request.caller === 'classify' ? undefined : quiet),
    });
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer,silent-failure-hunter',
      'min-required-agents': '1',
      'max-output-tokens': '512',
      'verify-findings': 'false',
    });

    const calls = callsOf(server, 'code-reviewer');
    for (const request of calls) expect([request.maxTokens, request.finishReason]).toEqual([512, 'length']);
    // A cut reply is never echoed back for a repair: it is asked for again smaller, once per file.
    expect(calls.some((request) => REPAIR.test(request.text))).toBe(false);
    const files = calls.filter((request) => FEWER.test(request.text));
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(1 + 2 * files.length);
    const results = run.report.review_iterations[0]?.agents_results ?? [];
    expect(results.find((result) => result.agent === 'code-reviewer')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^OUTPUT_TRUNCATED.*512-token output limit/),
    });
    expect(results.find((result) => result.agent === 'silent-failure-hunter')?.status).toBe('success');
    expect(run.report.status).toBe('partial');
    const steps = stepRuns(run);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('checks the findings again in smaller groups when the verification reply is cut at max_tokens', async () => {
    const findings = [
      issue(),
      issue({
        line: 14,
        code_snippet: '  return shout(`hello ${user.id}`);',
        category: 'greeting',
        description: 'greet() shouts at every user, which the guide does not mention.',
      }),
    ];
    const verdict = (id: string) => ({
      id,
      verdict: 'drop',
      reason: `Not supported by the code: ${'the surrounding lines handle this case already. '.repeat(3)}`,
    });
    server = await startLocalLlmServer({
      reply: (request) => {
        if (request.caller === 'classify') return undefined;
        if (request.caller === 'code-reviewer') return { status: 'success', issues: findings, positive_observations: [] };
        // Asked about both, the verifier rambles past the limit; asked about one, it answers in a sentence.
        if (request.caller === 'verify')
          return { verdicts: request.text.includes('F2') ? Array.from({ length: 40 }, (_, index) => verdict(`F${(index % 2) + 1}`)) : [verdict('F1')] };
        return quiet;
      },
    });
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer,silent-failure-hunter',
      'min-required-agents': '1',
      'max-output-tokens': '512',
    });

    const checks = callsOf(server, 'verify');
    expect(checks.map((request) => request.finishReason)).toEqual(['length', 'stop', 'stop']);
    expect(checks.some((request) => REPAIR.test(request.text))).toBe(false);
    expect(run.report.findings).toEqual([]);
    expect(run.state.dropped_findings).toHaveLength(2);
    expect(run.state.warnings.join('\n')).not.toMatch(/verify-findings/);
  });

  it('repairs a reply that is not the object asked for with a short excerpt of it, not the whole reply', async () => {
    const rambling = `Let me think about this change step by step. ${'The function reads a user from the map and upper-cases the name. '.repeat(90)}`;
    server = await startLocalLlmServer({
      reply: (request) => (request.caller === 'code-reviewer' ? rambling : request.caller === 'classify' ? undefined : quiet),
    });
    const run = await runLlmSession(repo, server.url, {
      model: MODEL,
      agents: 'code-reviewer,silent-failure-hunter',
      'min-required-agents': '1',
      'verify-findings': 'false',
    });

    const [first, repair] = callsOf(server, 'code-reviewer');
    expect(first?.finishReason).toBe('stop');
    expect(repair?.text).toMatch(REPAIR);
    // The repair prompt is the first prompt, at most 1,000 characters of the reply and one sentence of instruction.
    expect((repair?.text.length ?? 0) - (first?.text.length ?? 0)).toBeLessThan(1_500);
    expect(rambling.length).toBeGreaterThan(5_000);
    expect(run.report.review_iterations[0]?.agents_results.find((result) => result.agent === 'code-reviewer')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^SCHEMA_MISMATCH: after one repair attempt/),
    });
  });

  it('says how many of the agents that ran succeeded, not of all six, in the text, markdown and HTML reports', async () => {
    server = await startLocalLlmServer({ reply: (request) => (request.caller === 'classify' ? undefined : 'not a review') });
    const run = await runLlmSession(repo, server.url, { model: MODEL, agents: 'code-reviewer,silent-failure-hunter' });
    expect(renderText(run.report)).toMatch(/Agents: 0 of 2 succeeded — failed: code-reviewer \(/);
    const markdown = renderMarkdown(run.report);
    expect(markdown).toContain('### Agents (0 of 2 succeeded)');
    expect(markdown).toContain('| code-simplifier | ➖ skipped (not selected) | 0 |');
    // The HTML report counts nothing: each agent's row says whether it ran, and the four not selected say so.
    const html = renderHtml(run.report);
    expect(html.match(/<span class="status skipped">skipped<\/span> <span class="muted">not selected<\/span>/g)).toHaveLength(4);
    expect(html.match(/<span class="status failed">failed<\/span>/g)).toHaveLength(2);
  });
});
