import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCallProgress } from '../src/orchestrator/call-progress.js';
import type { ModelOutcome } from '../src/llm/review-model.js';
import { renderMarkdown } from '../src/report/render-markdown.js';
import { renderText } from '../src/report/render-text.js';
import { createLlmChange, issue, reviewReply, runLlmSession } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const agentCalls = (llm: LoopbackLlm) =>
  llm.requests.filter((request) => request.caller !== 'classify' && request.caller !== 'verify').map((request) => request.caller);
const events = (run: { sessionDir: string }) =>
  readFileSync(join(run.sessionDir, 'session.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const LAZY_CLASSIFICATION = { json: { kind: 'docs', risk: 'low', agents: [], needs_extra_context: false, reason: 'only documentation' } };
const EVAL_LINE = 'return eval(source);';

describe('LLM review coverage and precision (loopback model server, real git repositories)', () => {
  let repo: TempGitRepo;
  let llm: LoopbackLlm;
  afterEach(async () => {
    await llm.close();
    repo.cleanup();
  });

  describe('coverage floor', () => {
    beforeEach(async () => {
      repo = createLlmChange();
      llm = await startLoopbackLlm();
    });

    it('overrules a classifier that calls a source change "docs" and picks no agent: min-required-agents still run, and the report says why', async () => {
      llm.script('classify', LAZY_CLASSIFICATION);
      const run = await runLlmSession(repo, llm.url);

      const called = agentCalls(llm);
      expect(called.length).toBeGreaterThanOrEqual(4);
      expect(called).toEqual(expect.arrayContaining(['code-reviewer', 'silent-failure-hunter']));
      // The guide changed too: its reviewer is part of the floor.
      expect(called).toContain('comment-analyzer');
      expect(run.report.status).toBe('success');
      expect(run.report.classification?.[0]).toMatchObject({
        kind: 'mixed',
        agents: expect.arrayContaining(called),
        overruled: expect.stringMatching(
          /^kind 'docs' contradicts 1 changed source file \(src\/users\.ts\).*no agent was chosen; added code-reviewer \(1 source file changed/,
        ),
      });
      expect(run.report.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^classification overruled by the coverage floor: kind 'docs'/)]));
      const overruled = events(run).filter((event) => event.event === 'REVIEW_CLASSIFICATION_OVERRULED');
      expect(overruled).toEqual([
        expect.objectContaining({ kind: 'docs', chosen: [], agents: expect.arrayContaining(['code-reviewer', 'silent-failure-hunter']) }),
      ]);
      expect(renderMarkdown(run.report)).toMatch(/Classification overruled by the coverage floor: kind 'docs' contradicts/);
    });

    it('judges coverage against the floor: when every agent of the floor fails, the review is incomplete, never "0 of 0" success', async () => {
      llm.script('classify', LAZY_CLASSIFICATION);
      for (const agent of ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'])
        llm.script(agent, { status: 400 });
      const run = await runLlmSession(repo, llm.url);
      expect(run.report.status).toBe('failed');
      expect(run.report.summary.incomplete_reason).toMatch(/^INSUFFICIENT_COVERAGE: 0 of 4 agents succeeded \(min-required-agents: 4\)/);
    });

    it('keeps a reviewer on a documentation-only change whose classification chose none, and does not demand min-required-agents there', async () => {
      repo.cleanup();
      repo = createTempGitRepo();
      repo.write('src/users.ts', 'export const users = new Map<string, string>();\n');
      repo.write('docs/guide.md', '# Guide\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write('docs/guide.md', '# Guide\n\nCall `users.get(id)` to read a user.\n');
      repo.commit('docs');
      llm.script('classify', LAZY_CLASSIFICATION);
      const run = await runLlmSession(repo, llm.url);
      expect(agentCalls(llm)).toEqual(['comment-analyzer']);
      expect(run.report.status).toBe('success');
      expect(run.report.classification?.[0]).toMatchObject({
        kind: 'docs',
        overruled: expect.stringMatching(/^no agent was chosen; added comment-analyzer \(documentation changed/),
      });
    });
  });

  describe('one finding per problem', () => {
    beforeEach(async () => {
      repo = createLlmChange({ 'src/loader.ts': `export function load(source: string): unknown {\n  ${EVAL_LINE}\n}\n` });
      llm = await startLoopbackLlm();
    });

    it('folds the static eval finding and two agents’ model findings on that line into one, whatever each calls the category', async () => {
      const onEval = { file: 'src/loader.ts', line: 2, code_snippet: EVAL_LINE, dimension: 'security', auto_fixable: false, fix_example: null };
      llm.script(
        'code-reviewer',
        reviewReply([
          issue({
            ...onEval,
            severity: 'critical',
            confidence: 95,
            category: 'injection',
            description: 'load() runs any text it is given as code: a caller passing request data gets remote code execution.',
          }),
        ]),
      );
      llm.script(
        'silent-failure-hunter',
        reviewReply([issue({ ...onEval, severity: 'high', confidence: 85, category: 'code-injection', description: 'eval of untrusted input.' })]),
      );
      const run = await runLlmSession(repo, llm.url);

      const onLine = run.report.findings.filter((finding) => finding.file === 'src/loader.ts' && finding.line === 2);
      expect(onLine).toHaveLength(1);
      expect(onLine[0]).toMatchObject({
        agent: 'code-reviewer',
        severity: 'critical',
        confidence: 95,
        category: 'injection',
        rule_id: 'review/eval',
        also_reported_by: ['silent-failure-hunter'],
      });
      expect(onLine[0]?.description).toMatch(/remote code execution/);
      // Confirmed by a static rule: nothing left for the verification pass to check.
      expect(llm.requests.map((request) => request.caller)).not.toContain('verify');
    });
  });

  describe('verification pass', () => {
    beforeEach(async () => {
      repo = createLlmChange();
      llm = await startLoopbackLlm();
    });

    const unsupported = issue({
      line: 14,
      severity: 'medium',
      confidence: 85,
      category: 'null-dereference',
      code_snippet: 'return shout(`hello ${user.id}`);',
      description: 'user.id may be undefined here.',
      auto_fixable: false,
      fix_example: null,
    });

    it('drops a finding the verifier marks unsupported, lists it with the reason in the report, and keeps the rest', async () => {
      llm.script('code-reviewer', reviewReply([issue(), unsupported]));
      llm.script('verify', {
        json: {
          verdicts: [
            { id: 'F1', verdict: 'keep', reason: 'users.get can return undefined.' },
            { id: 'F2', verdict: 'drop', reason: 'id is a required string of User: it cannot be undefined.' },
          ],
        },
      });
      const run = await runLlmSession(repo, llm.url);

      expect(run.report.findings.map((finding) => [finding.file, finding.line])).toEqual([['src/users.ts', 10]]);
      expect(run.report.dropped_findings).toEqual([
        expect.objectContaining({
          file: 'src/users.ts',
          line: 14,
          agent: 'code-reviewer',
          category: 'null-safety',
          drop_reason: 'id is a required string of User: it cannot be undefined.',
        }),
      ]);
      expect(events(run).filter((event) => event.event === 'FINDING_DROPPED')).toEqual([expect.objectContaining({ file: 'src/users.ts', line: 14 })]);
      expect(renderMarkdown(run.report)).toMatch(
        /Verification: 1 model finding dropped as not supported by the code \(not posted\):\n {2}- `src\/users\.ts:14` code-reviewer · null-safety: id is a required string/,
      );
      expect(renderText(run.report)).toMatch(/Dropped by verification: 1 model finding/);
      expect(run.report.usage.by_agent?.verify?.calls).toBe(1);
    });

    it('keeps every finding, with a warning, when the verification call fails', async () => {
      llm.script('code-reviewer', reviewReply([issue(), unsupported]));
      llm.script('verify', { text: 'not json' }, { text: 'still not json' });
      const run = await runLlmSession(repo, llm.url);
      expect(run.report.findings).toHaveLength(2);
      expect(run.report.dropped_findings).toEqual([]);
      expect(run.report.warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^verify-findings: the check of 2 model findings failed \(MALFORMED_JSON: .*\); they are kept unverified$/),
        ]),
      );
      expect(run.report.status).toBe('success');
    });

    it('makes no verification call with verify-findings false', async () => {
      llm.script('code-reviewer', reviewReply([issue(), unsupported]));
      const run = await runLlmSession(repo, llm.url, { 'verify-findings': 'false' });
      expect(llm.requests.map((request) => request.caller)).not.toContain('verify');
      expect(run.report.findings).toHaveLength(2);
      expect(run.report.dropped_findings).toBeUndefined();
    });
  });

  describe('progress and cost', () => {
    beforeEach(async () => {
      repo = createLlmChange();
      llm = await startLoopbackLlm();
    });

    it('prints a start and a finish line per call, with tokens, and says "cost unknown" for a model with no list price', async () => {
      llm.script('code-reviewer', reviewReply([issue()]));
      const run = await runLlmSession(repo, llm.url, { model: 'openai-compatible:local-model' });
      for (const caller of [
        'classify',
        'code-reviewer',
        'silent-failure-hunter',
        'code-simplifier',
        'test-analyzer',
        'comment-analyzer',
        'type-design-analyzer',
        'verify',
      ]) {
        expect(run.progress).toContain(`▸ ${caller} started`);
        expect(run.progress).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^✔ ${caller} done in \\d+\\.\\d s: [\\d,]+ input tokens`))]));
      }
      expect(run.progress).toEqual(expect.arrayContaining([expect.stringMatching(/^✔ code-reviewer done in .*, 1 finding$/)]));
      expect(run.report.usage.cost_estimate_usd).toBeNull();
      expect(run.report.usage.by_agent?.['code-reviewer']?.cost_estimate_usd).toBeNull();
      expect(run.report.usage.cost_basis).toMatch(/^unknown: no list price known for openai-compatible:local-model/);
      const markdown = renderMarkdown(run.report);
      expect(markdown).toContain('cost unknown');
      expect(markdown).toMatch(/\| code-reviewer \| 1 \|.*\| unknown \|/);
      expect(markdown).not.toContain('$0.0000');
      expect(renderText(run.report)).toMatch(/Model: [\d,]+ input \/ [\d,]+ output tokens · cost unknown/);
      expect(run.progress.join('\n')).not.toContain('$0.0000');
    });

    it('names the calls in flight and how long each has waited in the heartbeat line', async () => {
      const lines: string[] = [];
      let clock = 0;
      const progress = createCallProgress({ event: () => undefined, progress: (line) => lines.push(line) }, () => clock);
      const pending: Array<(outcome: ModelOutcome<string>) => void> = [];
      const call = () => new Promise<ModelOutcome<string>>((resolve) => pending.push(resolve));
      const first = progress.track('code-reviewer', call);
      clock = 3_000;
      const second = progress.track('silent-failure-hunter', call);
      clock = 12_400;
      expect(progress.heartbeat()).toBe('… waiting on 2 model calls: code-reviewer 12 s, silent-failure-hunter 9 s');
      const usage = { input_tokens: 12_345, output_tokens: 67, cache_read_tokens: 12_000, cache_write_tokens: 0 };
      pending[0]?.({ ok: true, value: 'reply', usage, repaired: false });
      await first;
      expect(progress.heartbeat()).toBe('… waiting on 1 model call: silent-failure-hunter 9 s');
      pending[1]?.({ ok: false, code: 'TIMEOUT', message: 'no usable reply', usage: { ...usage, cache_read_tokens: 0 } });
      await second;
      expect(progress.heartbeat()).toBeUndefined();
      expect(lines).toEqual([
        '▸ code-reviewer started',
        '▸ silent-failure-hunter started',
        '✔ code-reviewer done in 12 s: 12,345 input tokens (12,000 cached), 67 output',
        '✖ silent-failure-hunter failed after 9.4 s (TIMEOUT): 12,345 input tokens, 67 output',
      ]);
    });
  });
});
