import { renderMarkdown } from '../src/report/render-markdown.js';
import { createLlmChange, issue, reviewReply, runLlmSession } from './support/llm-change.js';
import { agentCalls, partsOf } from './support/llm-requests.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { FAKE_AWS_KEY } from './support/sample-change.js';

describe('LLM review: budget, custom agents and overrides', () => {
  let llm: LoopbackLlm;
  beforeEach(async () => {
    llm = await startLoopbackLlm();
  });
  afterEach(() => llm.close());

  it('splits a change larger than the budget into batches reviewed in parallel, and lists what fits none as over-budget', async () => {
    const module = (name: string, lines: number) =>
      Array.from({ length: lines }, (_, index) => `export function ${name}${index}(value: number): number {\n  return value * ${index};\n}\n`).join('');
    const repo = createLlmChange({ 'src/a.ts': module('alpha', 250), 'src/b.ts': module('beta', 250), 'src/huge.ts': module('gamma', 1500) });
    try {
      const run = await runLlmSession(repo, llm.url, { 'max-input-tokens': '12000', agents: 'code-reviewer', 'min-required-agents': '1' });
      expect(run.report.classification?.length).toBeGreaterThan(1);
      expect(llm.requests.filter((request) => request.caller === 'classify')).toHaveLength(run.report.classification?.length ?? 0);
      expect(agentCalls(llm)).toHaveLength(run.report.classification?.length ?? 0);
      // Too large for the model, read in full by the static engine: listed, yet the review is complete.
      expect(run.report.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/huge.ts', reason: 'over-budget', scanned_by: 'static-engine' }));
      const reviewed = llm.requests.filter((request) => request.caller === 'classify').map((request) => partsOf(request)[0]?.text ?? '');
      for (const path of ['src/a.ts', 'src/b.ts', 'src/users.ts']) expect(reviewed.filter((prefix) => prefix.includes(`file: ${path} `))).toHaveLength(1);
      expect(reviewed.some((prefix) => prefix.includes('file: src/huge.ts'))).toBe(false);
      expect(run.report.status).toBe('success');
    } finally {
      repo.cleanup();
    }
  });

  it('reviews a file with more changed lines than a model takes with the static engine: listed, and the review is complete', async () => {
    const table = Array.from({ length: 5_200 }, (_, index) => `export const value${index} = ${index};`).join('\n');
    const repo = createLlmChange({ 'src/table.ts': `${table}\nexport const key = "${FAKE_AWS_KEY}";\n` });
    try {
      const run = await runLlmSession(repo, llm.url, { agents: 'code-reviewer', 'min-required-agents': '1' });
      expect(run.report.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/table.ts', reason: 'too-large', scanned_by: 'static-engine' }));
      expect(run.report.findings).toContainEqual(expect.objectContaining({ file: 'src/table.ts', line: 5_201, rule_id: 'review/leaked-credential' }));
      expect(run.report.summary.incomplete_reason).toBeUndefined();
      expect(run.report.status).toBe('success');
    } finally {
      repo.cleanup();
    }
  });

  it('runs custom agents from the config file and applies per-agent overrides', async () => {
    const repo = createLlmChange();
    const config = [
      'agents: [code-reviewer, api-contract-reviewer]',
      'min-required-agents: 2',
      'custom-agents:',
      '  - name: api-contract-reviewer',
      '    focus: breaking changes to exported functions',
      '    dimension: architecture',
      '    instructions: Report exported functions whose signature or behaviour changed incompatibly.',
      'agent-overrides:',
      '  code-reviewer:',
      '    instructions: This project treats a missing map entry as a programming error.',
      '    min-confidence: 95',
    ].join('\n');
    llm.script('classify', {
      json: { kind: 'code', risk: 'medium', agents: ['code-reviewer', 'api-contract-reviewer'], needs_extra_context: false, reason: 'api change' },
    });
    llm.script('code-reviewer', reviewReply([issue({ confidence: 92 })]));
    llm.script(
      'api-contract-reviewer',
      reviewReply([issue({ category: 'breaking-change', dimension: null, confidence: 88, description: 'displayName now throws for unknown ids.' })]),
    );
    try {
      const run = await runLlmSession(repo, llm.url, {}, config);
      const classify = llm.requests.find((request) => request.caller === 'classify');
      expect(partsOf(classify)[1]?.text).toContain('- api-contract-reviewer: breaking changes to exported functions');
      const custom = llm.requests.find((request) => request.caller === 'api-contract-reviewer');
      expect(partsOf(custom)[1]?.text).toContain('Report exported functions whose signature or behaviour changed incompatibly.');
      const reviewer = llm.requests.find((request) => request.caller === 'code-reviewer');
      expect(partsOf(reviewer)[1]?.text).toContain('This project treats a missing map entry as a programming error.');
      expect(partsOf(reviewer)[1]?.text).toContain('confidence 95 or more');
      // code-reviewer's 92 is under its own threshold of 95; the custom agent's finding stands, in its default dimension.
      expect(run.report.findings).toEqual([
        expect.objectContaining({ agent: 'api-contract-reviewer', dimension: 'architecture', id: 'ARCH-001', auto_fixable: false }),
      ]);
      expect(run.report.summary.counts_by_agent).toEqual({ 'api-contract-reviewer': 1 });
      expect(renderMarkdown(run.report)).toMatch(/\| api-contract-reviewer \| ✅ success \| 1 \|/);
    } finally {
      repo.cleanup();
    }
  });

  it('never lets test-analyzer or type-design-analyzer findings be offered for automatic fixing', async () => {
    const repo = createLlmChange();
    llm.script(
      'test-analyzer',
      reviewReply([issue({ category: 'missing-test', dimension: 'testing', auto_fixable: true, description: 'displayName has no test for an unknown id.' })]),
    );
    try {
      const run = await runLlmSession(repo, llm.url);
      expect(run.report.findings).toEqual([expect.objectContaining({ agent: 'test-analyzer', auto_fixable: false })]);
    } finally {
      repo.cleanup();
    }
  });
});
