import { renderMarkdown } from '../src/report/render-markdown.js';
import { BUGGY_LINE, createLlmChange, issue, reviewReply, runLlmSession } from './support/llm-change.js';
import { agentCalls, events, partsOf, systemOf } from './support/llm-requests.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('LLM review session (real AI SDK providers, loopback model server)', () => {
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

  it('classifies once, then calls the six agents with one shared, cached prefix and their own task last', async () => {
    llm.script('code-reviewer', reviewReply([issue()], ['displayName reads well.']));
    const run = await runLlmSession(repo, llm.url);

    expect(llm.requests.map((request) => request.caller)).toEqual([
      'classify',
      ...['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'].map(() =>
        expect.any(String),
      ),
      // One finding to check: the verification pass makes one more call on the batch.
      'verify',
    ]);
    expect(new Set(agentCalls(llm).map((request) => request.caller))).toEqual(
      new Set(['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer']),
    );
    const [classify] = llm.requests;
    const agents = agentCalls(llm);
    const verify = llm.requests.find((request) => request.caller === 'verify');
    expect(partsOf(verify)[0]?.text).toBe(partsOf(classify)[0]?.text);
    expect(partsOf(verify)[1]?.text).toContain('F1 src/users.ts:10 high correctness/null-safety (code-reviewer, confidence 92)');
    for (const request of agents) {
      expect(systemOf(request)).toBe(systemOf(classify));
      const [prefix, task] = partsOf(request);
      expect(prefix?.text).toBe(partsOf(classify)[0]?.text);
      expect(prefix?.cache_control).toEqual({ type: 'ephemeral' });
      expect(task?.cache_control).toBeUndefined();
      expect(task?.text).toContain(`Reviewer: ${request.caller}`);
      // Only the reviewers that investigate first are offered the read-only tools.
      expect(request.tools.length > 0).toBe(['code-reviewer', 'silent-failure-hunter'].includes(request.caller));
    }
    expect(partsOf(classify)[0]?.text).toContain(BUGGY_LINE);

    const { report } = run;
    expect(report.status).toBe('success');
    expect(report.model).toBe('anthropic:claude-sonnet-4-5');
    expect(report.findings).toEqual([
      expect.objectContaining({ id: 'CORR-001', agent: 'code-reviewer', source: 'llm', file: 'src/users.ts', line: 10, severity: 'high' }),
    ]);
    expect(report.positive_observations).toEqual(['displayName reads well.']);
    expect(report.classification).toEqual([expect.objectContaining({ kind: 'code', source: 'model', agents: expect.arrayContaining(['code-reviewer']) })]);
    // The classify call wrote the prefix to the cache; all six agents read it from there.
    const usage = report.usage.by_agent ?? {};
    expect(usage.classify?.cache_write_tokens).toBeGreaterThan(1000);
    for (const agent of agents) expect(usage[agent.caller]?.cache_read_tokens).toBe(usage.classify?.cache_write_tokens);
    expect(usage.verify?.cache_read_tokens).toBe(usage.classify?.cache_write_tokens);
    expect(report.usage.cache_read_tokens).toBe(7 * (usage.classify?.cache_write_tokens ?? 0));
    expect(report.usage.cost_estimate_usd).toBeGreaterThan(0);
    expect(report.usage.cost_basis).toMatch(/^estimate from anthropic list prices for claude-sonnet-4/);

    const summary = renderMarkdown(report);
    expect(summary).toContain('### Model review');
    expect(summary).toMatch(/\| classify \| 1 \|/);
    expect(summary).toMatch(/Cost: estimate from anthropic list prices/);
  });

  it('routes every call of a batch to one OpenAI prompt cache, and counts the cached tokens OpenAI reports', async () => {
    const run = await runLlmSession(repo, llm.url, { model: 'openai:gpt-4.1' });
    expect(llm.requests).toHaveLength(7);
    expect(new Set(llm.requests.map((request) => request.body.prompt_cache_key))).toEqual(new Set([`sextant-${run.report.session_id}-1`]));
    expect(run.report.usage.cache_read_tokens).toBeGreaterThan(0);
  });

  it('keeps going through a 429, a malformed reply, a schema mismatch and a timeout, and says which agent failed how', async () => {
    llm.script('code-reviewer', { status: 429, headers: { 'retry-after-ms': '1' } }, reviewReply([issue()]));
    llm.script('silent-failure-hunter', { text: '{"status":"success","issues":[' }, reviewReply());
    const mismatch = { json: { status: 'success', issues: [{ file: 'src/users.ts' }], positive_observations: [] } };
    llm.script('code-simplifier', mismatch, mismatch);
    llm.script('test-analyzer', { hang: true });
    const run = await runLlmSession(repo, llm.url, { 'model-timeout': '1' });

    const results = Object.fromEntries(run.report.review_iterations[0]?.agents_results.map((result) => [result.agent, result]) ?? []);
    expect(results['code-reviewer']).toMatchObject({ status: 'success', issues_found: 1 });
    expect(results['silent-failure-hunter']).toMatchObject({ status: 'success' });
    expect(results['code-simplifier']).toMatchObject({ status: 'failed', error: expect.stringMatching(/^SCHEMA_MISMATCH: after one repair attempt/) });
    expect(results['test-analyzer']).toMatchObject({ status: 'failed', error: expect.stringMatching(/^TIMEOUT/) });
    // Four of six succeeded: min-required-agents (4) is met, so the review is partial, not incomplete.
    expect(run.report.status).toBe('partial');
    expect(run.report.summary.incomplete_reason).toBeUndefined();
    expect(run.report.findings).toHaveLength(1);
    const failures = events(run).filter((event) => event.event === 'AGENT_FAILURE');
    expect(failures.map((event) => [event.agent, event.code])).toEqual(
      expect.arrayContaining([
        ['code-simplifier', 'SCHEMA_MISMATCH'],
        ['test-analyzer', 'TIMEOUT'],
      ]),
    );
    const summary = renderMarkdown(run.report);
    expect(summary).toContain('### Agents (4 of 6 succeeded)');
    expect(summary).toMatch(/\| test-analyzer \| ❌ failed \(TIMEOUT/);
  });

  it('reports INSUFFICIENT_COVERAGE, status failed, when three of six agents fail', async () => {
    for (const agent of ['code-simplifier', 'test-analyzer', 'comment-analyzer']) llm.script(agent, { status: 400 });
    const run = await runLlmSession(repo, llm.url);
    expect(run.report.status).toBe('failed');
    expect(run.report.summary.termination_reason).toBe('insufficient_coverage');
    expect(run.report.summary.incomplete_reason).toBe('INSUFFICIENT_COVERAGE: 3 of 6 agents succeeded (min-required-agents: 4)');
    expect(renderMarkdown(run.report)).toMatch(/Review incomplete: 3 of 6 agents succeeded/);
  });

  it('drops a finding on a file outside the change, re-anchors a wrong line from its snippet, and merges two agents reporting one problem', async () => {
    llm.script(
      'code-reviewer',
      reviewReply([
        issue({ line: 4 }),
        issue({ file: 'src/ghost.ts', line: 3, category: 'hallucination', description: 'A file that does not exist.' }),
        issue({ line: 400, code_snippet: 'no such code anywhere', category: 'off-the-end', description: 'A line past the end of the file.' }),
      ]),
    );
    llm.script(
      'silent-failure-hunter',
      reviewReply([issue({ line: 10, confidence: 85, description: 'A missing user makes this throw instead of being handled.' })]),
    );
    const run = await runLlmSession(repo, llm.url);

    expect(run.report.findings).toHaveLength(1);
    expect(run.report.findings[0]).toMatchObject({
      file: 'src/users.ts',
      line: 10,
      agent: 'code-reviewer',
      also_reported_by: ['silent-failure-hunter'],
      code_snippet: BUGGY_LINE,
    });
    expect(run.report.summary).toMatchObject({ unanchored_findings: 2, reanchored_findings: 1 });
    const dropped = events(run).filter((event) => event.event === 'FINDING_UNANCHORED');
    expect(dropped.map((event) => [event.file, event.reason])).toEqual([
      ['src/ghost.ts', 'file-not-in-change'],
      ['src/users.ts', 'line-not-in-file'],
    ]);
    expect(renderMarkdown(run.report)).toContain(
      'Anchoring: 2 findings dropped (file or line not in the change), 1 moved to the line their code snippet is on',
    );
  });

  it('runs only the agents the classification chose above the coverage floor, and does not count the others against coverage', async () => {
    const chosen = ['code-reviewer', 'silent-failure-hunter', 'test-analyzer', 'comment-analyzer'];
    llm.script('classify', { json: { kind: 'mixed', risk: 'low', agents: [...chosen, 'no-such-agent'], needs_extra_context: false, reason: 'no new types' } });
    const run = await runLlmSession(repo, llm.url);
    expect(
      agentCalls(llm)
        .map((request) => request.caller)
        .sort(),
    ).toEqual([...chosen].sort());
    expect(run.report.status).toBe('success');
    expect(run.report.classification?.[0]?.overruled).toBeUndefined();
    const results = run.report.review_iterations[0]?.agents_results ?? [];
    expect(results.find((result) => result.agent === 'type-design-analyzer')).toMatchObject({
      status: 'skipped',
      error: expect.stringMatching(/no new types/),
    });
  });

  it('runs every agent when the classification fails', async () => {
    const failing = { status: 500, headers: { 'retry-after-ms': '1' } };
    llm.script('classify', failing, failing, failing);
    const run = await runLlmSession(repo, llm.url);
    expect(agentCalls(llm)).toHaveLength(6);
    expect(run.report.classification?.[0]).toMatchObject({ source: 'fallback', reason: expect.stringMatching(/^classification failed \(PROVIDER_ERROR/) });
  });

  it('adds the related tests and imported signatures after the cached prefix when the classification asks for them', async () => {
    llm.script('classify', { json: { kind: 'code', risk: 'medium', agents: ['test-analyzer'], needs_extra_context: true, reason: 'contract change' } });
    await runLlmSession(repo, llm.url);
    const [classify] = llm.requests;
    const testAnalyzer = llm.requests.find((request) => request.caller === 'test-analyzer');
    const [prefix, task] = partsOf(testAnalyzer);
    expect(prefix?.text).toBe(partsOf(classify)[0]?.text);
    expect(prefix?.text).not.toContain('tests of src/users.ts');
    expect(task?.text).toContain('tests of src/users.ts: src/users.test.ts');
    expect(task?.text).toContain("3: describe('displayName', () => {");
    expect(task?.text).toContain('imported module of src/users.ts: src/format.ts');
    expect(task?.text).toContain('1: export function shout(text: string): string {');
  });

  it('resumes a cancelled review at the deep review, sending the same prefix the classify call cached', async () => {
    for (const agent of ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer']) {
      llm.script(agent, { hang: true });
    }
    const controller = new AbortController();
    const cancelled = runLlmSession(repo, llm.url, {}, undefined, { signal: controller.signal });
    while (agentCalls(llm).length < 6) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    const first = await cancelled;
    expect(first.state.status).toBe('user_exit');
    expect(first.state.completed_steps).toContain('classify');
    const classifyPrefix = partsOf(llm.requests[0])[0]?.text;
    llm.requests.splice(0);

    llm.script('code-reviewer', reviewReply([issue()]));
    const resumed = await runLlmSession(repo, llm.url, {}, undefined, { resume: first.state.session_id });
    expect(llm.requests.map((request) => request.caller)).not.toContain('classify');
    expect(agentCalls(llm)).toHaveLength(6);
    for (const request of llm.requests) expect(partsOf(request)[0]?.text).toBe(classifyPrefix);
    expect(resumed.report.status).toBe('success');
    expect(resumed.report.findings).toHaveLength(1);
  });

  it('shows each changed line numbered as in the new file, inside a data fence', async () => {
    await runLlmSession(repo, llm.url);
    const prefix = partsOf(llm.requests[0])[0]?.text ?? '';
    expect(prefix).toMatch(/^ 8 \+ export function displayName\(users: Map<string, User>, id: string\): string \{$/m);
    expect(prefix).toMatch(/^10 \+ {3}return user\.name\.toUpperCase\(\);$/m);
    expect(prefix).toMatch(/^ 3 {3}export interface User \{$/m);
    expect(prefix).toMatch(/^ {2}- How to use the users module\.$/m);
    expect(prefix).toMatch(/<<<DATA-[0-9a-f]{12} file\nfile: src\/users\.ts — modified/);
  });
});
