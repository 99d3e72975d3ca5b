import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { BUILT_IN_AGENTS, startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

const STATIC = 7;
const MODEL = 9;
const FAKE_KEY = 'AKIAABCDEFGHIJKLMNOP';

const summaryOf = (server: FakeGitHub, number: number) => server.issueComments.filter((comment) => comment.issue === number);
const pageOf = (run: Awaited<ReturnType<typeof runAction>>) => Object.entries(run.sessionFiles).find(([name]) => name.endsWith('report.html'))?.[1] ?? '';
/** The "What changed" section of a summary: from its heading to the next one. */
function walkthroughSection(body: string): string {
  const start = body.indexOf('### What changed');
  if (start === -1) return '';
  return body.slice(start, body.indexOf('\n### ', start + 1));
}

describe('"What changed" in the sticky summary and the HTML report (loopback GitHub)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let changed: string[];

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    changed = sample.git('diff', '--name-only', '-z', sample.baseSha, sample.headSha).split('\0').filter(Boolean);
    for (const number of [STATIC, MODEL]) server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  /** The static review's summary comment, which the next push updates in place. */
  let staticSummaryId: number | undefined;

  it('static mode: a table of every changed file (size, role, language, reviewers)', async () => {
    const first = await runAction(sample, server, pullRequestEvent(STATIC, sample), { inputs: { 'fail-on': 'none' } });
    expect(first.code).toBe(0);
    const [comment] = summaryOf(server, STATIC);
    staticSummaryId = comment?.id;
    const section = walkthroughSection(comment?.body ?? '');
    // It follows the findings, and names the reviewers once above its table.
    expect(section).toContain('| File | Change | Role | Language | Reviewed by |');
    expect(section).toMatch(/^Reviewed by [a-z-]+(, [a-z-]+)* \(✔ below\); a row names its own reviewers when they differ\.$/m);
    expect((comment?.body ?? '').indexOf('### Findings')).toBeLessThan((comment?.body ?? '').indexOf('### What changed'));
    expect(changed.length).toBeGreaterThan(3);
    for (const path of changed) expect(section).toContain(`| \`${path}\` |`);
    expect(section).toMatch(/\| `src\/loader\.test\.ts` \| \+\d+ −0 \| test \| typescript \| ✔ \|/);
    expect(section).toMatch(/\| `package-lock\.json` \| \+\d+ −\d+ \| config \| — \| — \|/);
    // GitHub shows no diff for the image: listed all the same.
    expect(section).toContain('| `assets/logo.png` | — | asset | — | — |');
    const page = pageOf(first);
    expect(page).toContain('<h2>What changed');
    for (const path of changed) expect(page).toContain(`<code>${path}</code>`);
    expect(first.report?.walkthrough?.files.map((file) => file.path).sort()).toEqual([...changed].sort());
  });

  it('static mode, the next push: the same comment, listing the whole pull request’s files, reviewers only where this run read', async () => {
    // The image the push leaves alone is listed too, and the new file.
    sample.write('src/extra.ts', 'export function stop(): void {\n  return;\n}\n');
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'add extra');
    sample.headSha = sample.git('rev-parse', 'HEAD');
    server.setHead(STATIC, sample.headSha);
    const second = await runAction(sample, server, pullRequestEvent(STATIC, sample, { action: 'synchronize' }), { inputs: { 'fail-on': 'none' } });
    expect(second.code).toBe(0);
    const comments = summaryOf(server, STATIC);
    expect(comments).toHaveLength(1);
    expect(staticSummaryId).toBeDefined();
    expect(comments[0]?.id).toBe(staticSummaryId);
    const updated = walkthroughSection(comments[0]?.body ?? '');
    for (const path of [...changed, 'src/extra.ts']) expect(updated).toContain(`| \`${path}\` |`);
    expect(updated).toContain('| `assets/logo.png` | — | asset | — | — |');
    expect(updated).toMatch(/^Reviewed by code-reviewer, /m);
    expect(updated).toMatch(/\| `src\/extra\.ts` \| \+3 −0 \| source \| typescript \| ✔ \|/);
    expect(updated).toMatch(/\| `src\/loader\.ts` \| \+14 −0 \| source \| typescript \| — \|/);
  });

  describe('model mode', () => {
    let llm: LoopbackLlm;
    beforeAll(async () => {
      llm = await startLoopbackLlm();
    });
    afterAll(async () => {
      await llm.close();
    });

    const inputs = () => ({ 'fail-on': 'none', model: 'openai-compatible:local-model', 'base-url': llm.url, 'verify-findings': 'false' });

    it("the classify call's overview and a line per file, redacted", async () => {
      llm.script('classify', {
        json: {
          kind: 'code',
          risk: 'medium',
          agents: BUILT_IN_AGENTS,
          needs_extra_context: false,
          reason: 'source code changes',
          walkthrough: {
            overview: `OVERVIEW-MARKER: loads JSON files and tests it (key ${FAKE_KEY}).`,
            files: [
              { path: 'src/loader.ts', summary: 'LOADER-LINE-MARKER: adds load(), which reads and parses a JSON file' },
              { path: 'not/in/the/change.ts', summary: 'INVENTED-FILE-MARKER' },
            ],
          },
        },
      });
      // The checkout holds the head the static test pushed.
      server.setHead(MODEL, sample.headSha);
      const run = await runAction(sample, server, pullRequestEvent(MODEL, sample), { inputs: inputs() });
      expect(run.code).toBe(0);
      // No extra model call: the classify call asked for it.
      expect(llm.requests.filter((request) => request.caller === 'classify')).toHaveLength(1);
      expect(llm.requests.find((request) => request.caller === 'classify')?.text).toContain('walkthrough: for the people reading the review');
      for (const text of [walkthroughSection(summaryOf(server, MODEL)[0]?.body ?? ''), pageOf(run)]) {
        expect(text).toContain('OVERVIEW-MARKER');
        expect(text).toContain('LOADER-LINE-MARKER');
        expect(text).not.toContain(FAKE_KEY);
        expect(text).not.toContain('INVENTED-FILE-MARKER');
        for (const path of [...changed, 'src/extra.ts']) expect(text).toContain(path);
      }
    });

    it('walkthrough: false in the repository removes it: the summary, updated in place, no longer has it', async () => {
      sample.write('.github/sextant.yml', 'walkthrough: false\n');
      sample.git('add', '-A');
      sample.git('commit', '-q', '-m', 'no walkthrough');
      sample.headSha = sample.git('rev-parse', 'HEAD');
      server.setHead(MODEL, sample.headSha);
      const off = await runAction(sample, server, pullRequestEvent(MODEL, sample, { action: 'synchronize' }), { inputs: inputs() });
      expect(off.code).toBe(0);
      expect(summaryOf(server, MODEL)).toHaveLength(1);
      expect(summaryOf(server, MODEL)[0]?.body).not.toContain('What changed');
      expect(pageOf(off)).not.toContain('What changed');
      expect(off.report?.walkthrough).toBeUndefined();
      expect(llm.requests.at(-1)?.text).toBeDefined();
      expect(llm.requests.filter((request) => request.caller === 'classify').at(-1)?.text).not.toContain('walkthrough: for the people reading the review');
    });
  });
});
