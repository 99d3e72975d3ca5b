import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { gitIn } from './support/sample-change.js';

const ESLINT = fileURLToPath(new URL('../node_modules/eslint/bin/eslint.js', import.meta.url));

const BASE = ['export function legacy(a) {', '  if (a == 1) return "one";', '  return "many";', '}', ''].join('\n');

/** A repository whose ESLint config the team chose, a base with an `==` ESLint reports, and two pull requests on top. */
function createRepository() {
  const root = mkdtempSync(join(tmpdir(), 'sextant-analyzers-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('eslint.config.js', "export default [{ files: ['src/**/*.js'], rules: { eqeqeq: 'error', 'no-unused-vars': 'error', 'no-eval': 'error' } }];\n");
  write('package.json', '{ "type": "module" }\n');
  write('.gitignore', 'eslint.json\n');
  write('src/app.js', BASE);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  // Pull request A: an unused variable on an added line (ESLint only; the static engine has no such rule).
  git('checkout', '-q', '-b', 'unused');
  write('src/app.js', `${BASE}export function render(input) {\n  const unused = 1;\n  return input;\n}\n`);
  git('commit', '-q', '-am', 'render');
  const unusedSha = git('rev-parse', 'HEAD');
  // Pull request B: an eval on an added line, which ESLint and the static engine both report.
  git('checkout', '-q', '-b', 'evaluate', baseSha);
  write('src/app.js', `${BASE}export function run(input) {\n  return eval(input);\n}\n`);
  git('commit', '-q', '-am', 'run');
  const evalSha = git('rev-parse', 'HEAD');
  return { root, git, baseSha, unusedSha, evalSha };
}

/** What an earlier workflow step does: check out the head and run the real ESLint with its JSON formatter. */
function lintHead(root: string, git: (...args: string[]) => string, sha: string): void {
  git('checkout', '-q', sha);
  try {
    execFileSync(process.execPath, [ESLINT, '-f', 'json', '-o', 'eslint.json', 'src'], { cwd: root, stdio: 'pipe' });
  } catch {
    // ESLint exits 1 when it reports errors: the report is written all the same.
  }
}

describe('the bundled action imports an ESLint report given by analyzer-reports', () => {
  let repo: ReturnType<typeof createRepository>;
  let server: FakeGitHub;
  const sample = (headSha: string) => ({ root: repo.root, baseSha: repo.baseSha, headSha, git: repo.git, write: () => {} });

  beforeAll(async () => {
    repo = createRepository();
    server = await startGitHub(repo.root);
    for (const number of [41, 42]) server.addPullRequest({ number, base: { sha: repo.baseSha }, head: { sha: repo.unusedSha, repo: 'octo/app' } });
    server.addPullRequest({ number: 43, base: { sha: repo.baseSha }, head: { sha: repo.evalSha, repo: 'octo/app' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(repo.root, { recursive: true, force: true });
  });

  it('comments on the added line ESLint reports, not on the unchanged one, and fails the gate at fail-on high', async () => {
    lintHead(repo.root, repo.git, repo.unusedSha);
    const run = await runAction(sample(repo.unusedSha), server, pullRequestEvent(41, sample(repo.unusedSha)), {
      inputs: { 'analyzer-reports': 'eslint.json', 'fail-on': 'high' },
    });
    const comments = server.reviewComments.filter((comment) => comment.pull === 41);
    expect(comments.map((comment) => [comment.path, comment.line])).toEqual([['src/app.js', 6]]);
    expect(comments[0]?.body).toContain('`eslint/no-unused-vars`');
    expect(comments[0]?.body).toContain("'unused' is assigned a value but never used.");
    // The 👎 store counts reactions per rule: the comment carries the tool's rule in its marker.
    expect(comments[0]?.body).toMatch(/^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=eslint\/no-unused-vars -->/);

    const imported = run.report?.findings.filter((finding) => finding.source === 'analyzer') ?? [];
    expect(imported).toEqual([expect.objectContaining({ rule_id: 'eslint/no-unused-vars', agent: 'eslint', severity: 'high', file: 'src/app.js', line: 6 })]);
    // The `==` on line 2 was there before the pull request: counted as outside the added lines, never posted.
    expect(run.report?.analyzers?.[0]).toMatchObject({ name: 'analyzer-reports', filter: 'added', results: 2, imported: 1, outside_filter: 1 });
    expect(run.sarif).toContain('eslint/no-unused-vars');
    expect(server.issueComments.find((comment) => comment.issue === 41)?.body).toContain('### Analyzers');
    expect(run.code).not.toBe(0);
    expect(run.outputs.status).toBeDefined();
  });

  it('passes the same pull request at fail-on high without the report: the gate failed on the analyzer finding', async () => {
    const run = await runAction(sample(repo.unusedSha), server, pullRequestEvent(42, sample(repo.unusedSha)), { inputs: { 'fail-on': 'high' } });
    expect(run.code).toBe(0);
    expect(server.reviewComments.filter((comment) => comment.pull === 42)).toEqual([]);
  });

  it("merges ESLint's no-eval with the static engine's review/eval into one comment listing both reporters", async () => {
    lintHead(repo.root, repo.git, repo.evalSha);
    const run = await runAction(sample(repo.evalSha), server, pullRequestEvent(43, sample(repo.evalSha)), {
      inputs: { 'analyzer-reports': 'eslint.json', 'fail-on': 'none' },
    });
    expect(run.code).toBe(0);
    const comments = server.reviewComments.filter((comment) => comment.pull === 43);
    expect(comments.map((comment) => comment.line)).toEqual([6]);
    const [finding] = run.report?.findings ?? [];
    expect(run.report?.findings).toHaveLength(1);
    expect([finding?.agent, ...(finding?.also_reported_by ?? [])].sort()).toEqual(['code-reviewer', 'eslint']);
    // The other reporter is named with its own rule: what silences the problem in that tool.
    expect(comments[0]?.body).toContain(
      finding?.agent === 'eslint' ? 'Also reported by code-reviewer, rule `review/eval`.' : 'Also reported by eslint (`no-eval`).',
    );
  });
});
