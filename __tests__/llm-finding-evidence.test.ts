import { describe, expect, it } from '@jest/globals';
import { issue, reviewReply, runLlmSession } from './support/llm-change.js';
import { defaultReply, startLoopbackLlm } from './support/loopback-llm.js';
import { changeWithHelper, codeReviewerCalls } from './support/helper-change.js';

describe('findings carry their evidence', () => {
  it('a finding quoting code that is not in the file is dropped and counted; one quoting the real line survives', async () => {
    const llm = await startLoopbackLlm({
      reply: (request) =>
        request.caller === 'code-reviewer'
          ? reviewReply([
              issue({
                file: 'src/initials.ts',
                line: 4,
                code_snippet: null,
                evidence: '  return normalizeName(raw)[0].toUpperCase();',
                category: 'null-dereference',
              }),
              issue({
                file: 'src/initials.ts',
                line: 3,
                code_snippet: null,
                evidence: 'if (raw === undefined) return fallbackInitials(raw);',
                category: 'made-up',
                description: 'The fallback path passes undefined along.',
              }),
              issue({ file: 'src/initials.ts', line: 2, code_snippet: null, category: 'unquoted', description: 'Something is wrong here.' }),
            ])
          : defaultReply(request),
    });
    const repo = changeWithHelper();
    try {
      const run = await runLlmSession(repo, llm.url);
      expect(run.report.findings.map((finding) => [finding.line, finding.category_detail ?? finding.category])).toEqual([[4, 'null-dereference']]);
      expect(run.report.findings[0]?.evidence).toBe('  return normalizeName(raw)[0].toUpperCase();');
      expect(run.state.dropped_findings?.map((finding) => [finding.line, finding.drop_reason])).toEqual([
        [3, 'evidence not found: the quoted code is not in the file near this line'],
        [2, 'no evidence: the finding quotes no code'],
      ]);
      // The reviewers are asked for it, in the schema the provider enforces.
      const request = codeReviewerCalls(llm)[0];
      expect(JSON.stringify(request?.body)).toContain('"evidence"');
    } finally {
      await llm.close();
      repo.cleanup();
    }
  });

  it('the verification pass scores each finding: a keep it scores under 50 is dropped with its score; one it trusts stays', async () => {
    const llm = await startLoopbackLlm({
      reply: (request) => {
        if (request.caller === 'code-reviewer') {
          return reviewReply([
            issue({ file: 'src/initials.ts', line: 4, code_snippet: '  return normalizeName(raw)[0].toUpperCase();', category: 'null-dereference' }),
            issue({
              file: 'src/initials.ts',
              line: 3,
              code_snippet: 'export function initials(raw: string | undefined): string {',
              category: 'naming',
              description: 'initials could be called with a number.',
            }),
          ]);
        }
        if (request.caller === 'verify') {
          const idOf = (line: number) => new RegExp(`(F\\d+) src/initials\\.ts:${line} `).exec(request.text)?.[1] ?? '';
          return {
            json: {
              verdicts: [
                { id: idOf(4), verdict: 'keep', score: 90, reason: 'normalizeName returns an empty string.' },
                { id: idOf(3), verdict: 'keep', score: 20, reason: 'No caller passes a number.' },
              ],
            },
          };
        }
        return defaultReply(request);
      },
    });
    const repo = changeWithHelper();
    try {
      const run = await runLlmSession(repo, llm.url);
      expect(run.report.findings.map((finding) => finding.line)).toEqual([4]);
      expect(run.state.dropped_findings?.map((finding) => finding.drop_reason)).toEqual(['scored 20 of 100 by the verification: No caller passes a number.']);
      // The verifier was shown each finding's evidence and offered the tools.
      const verify = llm.requests.find((request) => request.caller === 'verify');
      expect(verify?.tools).toEqual(expect.arrayContaining(['read_file', 'definition']));
    } finally {
      await llm.close();
      repo.cleanup();
    }
  });

  it('every call asks for temperature 0, and a seed where the provider takes one', async () => {
    const llm = await startLoopbackLlm();
    const repo = changeWithHelper();
    try {
      await runLlmSession(repo, llm.url, { model: 'openai:gpt-4.1' });
      for (const request of llm.requests) expect([request.body.temperature, request.body.seed]).toEqual([0, 1]);
      await runLlmSession(repo, llm.url);
      const anthropic = llm.requests.filter((request) => request.api === 'anthropic');
      for (const request of anthropic) expect([request.body.temperature, request.body.seed]).toEqual([0, undefined]);
    } finally {
      await llm.close();
      repo.cleanup();
    }
  });
});
