import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { READ_TOKEN, startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** A pull request adding an `eval` (high) and a function far over the length limit (info). */
function createChange(): SampleChange {
  const root = mkdtempSync(join(tmpdir(), 'sextant-quiet-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('src/x.ts', 'export const start = 1;\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'feature');
  const body = Array.from({ length: 170 }, (_, index) => `  total += n * ${index + 1};`);
  write(
    'src/x.ts',
    [
      'export const start = 1;',
      'export function run(input: string): unknown {',
      '  return eval(input);',
      '}',
      'export function accumulate(n: number): number {',
      '  let total = 0;',
      ...body,
      '  return total;',
      '}',
      '',
    ].join('\n'),
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'feature');
  return { root, baseSha, headSha: git('rev-parse', 'HEAD'), git, write };
}

const reviewOf = (server: FakeGitHub, pull: number) => server.reviews.find((review) => review.pull === pull);
const inlineBodies = (server: FakeGitHub, pull: number) => server.reviewComments.filter((comment) => comment.pull === pull).map((comment) => comment.body);
const summaryOf = (server: FakeGitHub, issue: number) => server.issueComments.find((comment) => comment.issue === issue)?.body ?? '';

describe('the bundled action: info findings stay quiet unless show-info, and comments say how to ignore a finding', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createChange();
    server = await startGitHub(sample.root);
    for (const number of [21, 22, 23]) server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'octo/app' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  // First: a check run with the same summary on this head would make the later runs' check "unchanged".
  it('without checks: write, the workflow-command annotations leave the info finding out', async () => {
    const run = await runAction(sample, server, pullRequestEvent(23, sample), { token: READ_TOKEN, inputs: { 'fail-on': 'none' } });
    expect(run.code).toBe(0);
    const long = run.report?.findings.find((finding) => finding.rule_id === 'simplify/long-function');
    const annotationLines = run.stdout.split('\n').filter((line) => /^::(error|warning|notice) /.test(line));
    expect(annotationLines).toHaveLength(1);
    expect(annotationLines[0]).toContain('line=3');
    expect(run.stdout).not.toContain(`title=${long?.id ?? 'no id'}`);
  });
  it('by default: the info finding is in report.json and SARIF, but not posted inline, not annotated, not listed in the summary', async () => {
    const run = await runAction(sample, server, pullRequestEvent(21, sample), { inputs: { 'fail-on': 'none' } });
    expect(run.code).toBe(0);
    const long = run.report?.findings.find((finding) => finding.rule_id === 'simplify/long-function');
    expect(long).toMatchObject({ severity: 'info', line: 5 });
    expect(run.sarif).toContain('simplify/long-function');

    const comments = server.reviewComments.filter((comment) => comment.pull === 21);
    expect(comments.map((comment) => comment.line)).toEqual([3]);
    expect(comments[0]?.body).toContain('`review/eval`');
    expect(comments[0]?.body).toContain('add `// sextant-ignore review/eval` on this line or the line above');
    expect(reviewOf(server, 21)).toBeDefined();

    const annotations = server.checkRuns.at(-1)?.output.annotations ?? [];
    expect(annotations.map((annotation) => annotation.start_line)).toEqual([3]);

    const summary = summaryOf(server, 21);
    expect(summary).not.toContain(long?.id ?? 'no id');
    expect(summary).toContain('1 info finding hidden');
    expect(summary).toContain('Ignore: `// sextant-ignore review/eval`');
    expect(run.summary).not.toContain(long?.id ?? 'no id');
    expect(run.outputs['findings-count']).toBe('1');
  });

  it('with show-info: true, the info finding is posted, annotated and listed', async () => {
    const run = await runAction(sample, server, pullRequestEvent(22, sample), { inputs: { 'fail-on': 'none', 'show-info': 'true' } });
    expect(run.code).toBe(0);
    const long = run.report?.findings.find((finding) => finding.rule_id === 'simplify/long-function');
    const bodies = inlineBodies(server, 22);
    expect(bodies).toHaveLength(2);
    expect(bodies.find((body) => body.includes(long?.id ?? 'no id'))).toContain('// sextant-ignore simplify/long-function');
    expect((server.checkRuns.at(-1)?.output.annotations ?? []).map((annotation) => annotation.start_line).sort()).toEqual([3, 5]);
    expect(summaryOf(server, 22)).toContain(long?.id ?? 'no id');
    expect(run.outputs['findings-count']).toBe('2');
  });
});
