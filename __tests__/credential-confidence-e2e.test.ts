import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { startFakeGitHub } from './support/fake-github-server.mjs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { TOKENS } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { CLI, runNode } from './support/run-node.js';
import { gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

// Assembled at run time: the repository never holds these values whole.
const DB_PASSWORD = ['S3cure', '!Passw0rd', '#2024'].join('');
const AWS_SECRET_KEY = ['wJalrXUtnFEMI', '/K7MDENG/', 'bPxRfiCYzQ8Lm3Nb7V'].join('');

/** A pull request that writes a database password, an AWS secret access key and a weak admin password into settings. */
function createRepository(): SampleChange {
  const root = mkdtempSync(join(tmpdir(), 'sextant-credentials-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('app/__init__.py', '');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'feature');
  write(
    'app/settings.py',
    [
      'import os',
      '',
      'DEBUG = os.environ.get("DEBUG") == "1"',
      `DB_PASSWORD = "${DB_PASSWORD}"`,
      `AWS_SECRET_ACCESS_KEY = "${AWS_SECRET_KEY}"`,
      'ADMIN_PASSWORD = "admin123"',
      '',
    ].join('\n'),
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'settings');
  return { root, git, write, baseSha, headSha: git('rev-parse', 'HEAD') };
}

/** The markdown verdict's count of hidden findings and the input that shows them (parentheses escaped as markdown). */
const HIDDEN_IN_SUMMARY = /Sextant review: .* · 1 critical or high finding under min-confidence hidden \\\(min-confidence: 0\\\)/;

const secretFindings = (report: Pick<ReviewReport, 'findings'>) =>
  report.findings.filter((finding) => finding.rule_id === 'review/hardcoded-secret').map((finding) => ({ line: finding.line, severity: finding.severity }));

describe('hard-coded credentials are never hidden by confidence', () => {
  let sample: SampleChange;
  beforeAll(() => {
    sample = createRepository();
  });
  afterAll(() => rmSync(sample.root, { recursive: true, force: true }));

  it('the CLI reports a credential-shaped password and an AWS secret key at the default min-confidence, and counts the weak one it hides', async () => {
    const cli = (...flags: string[]) => runNode(CLI, ['review', '--base', 'main', ...flags], { cwd: sample.root });
    const json = await cli('--format', 'json');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as ReviewReport;
    expect(secretFindings(report)).toEqual([
      { line: 4, severity: 'critical' },
      { line: 5, severity: 'critical' },
    ]);
    for (const finding of report.findings) expect(finding.confidence).toBeGreaterThanOrEqual(80);
    // The weak one stays under the threshold, but is listed as hidden, not dropped.
    expect(report.hidden_findings?.map((finding) => ({ file: finding.file, line: finding.line, rule: finding.rule_id, severity: finding.severity }))).toEqual([
      { file: 'app/settings.py', line: 6, rule: 'review/hardcoded-secret', severity: 'critical' },
    ]);

    const text = await cli('--format', 'text');
    expect(text.stdout).toMatch(
      /✖ 2 findings at or above critical \(fail-on\): review failed the gate · 1 critical or high finding under min-confidence hidden \(--min-confidence 0\)/,
    );
    const markdown = await cli('--format', 'markdown');
    expect(markdown.stdout).toMatch(HIDDEN_IN_SUMMARY);
    expect(markdown.stdout).toContain('set `min-confidence: 0` (`--min-confidence 0` on the command line) to list them');

    const shown = JSON.parse((await cli('--format', 'json', '--min-confidence', '0')).stdout) as ReviewReport;
    expect(secretFindings(shown)).toEqual([
      { line: 4, severity: 'critical' },
      { line: 5, severity: 'critical' },
      { line: 6, severity: 'critical' },
    ]);
    expect(shown.hidden_findings).toBeUndefined();
  });

  describe('in the action (bundled, loopback GitHub)', () => {
    let server: FakeGitHub;
    beforeAll(async () => {
      server = await startFakeGitHub({ repoDir: sample.root, owner: 'octo', repo: 'app', tokens: TOKENS });
      server.addPullRequest({ number: 31, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    });
    afterAll(() => server.close());

    it('the job summary and the pull request summary comment count the hidden finding and name the input that shows it', async () => {
      const run = await runAction(sample, server, pullRequestEvent(31, sample));
      expect(run.code).toBe(1);
      expect(run.report && secretFindings(run.report)).toEqual([
        { line: 4, severity: 'critical' },
        { line: 5, severity: 'critical' },
      ]);
      expect(run.report?.hidden_findings).toHaveLength(1);
      expect(run.summary).toMatch(HIDDEN_IN_SUMMARY);
      const comment = server.issueComments.find((entry) => entry.issue === 31 && entry.user.type === 'Bot');
      expect(comment?.body).toMatch(HIDDEN_IN_SUMMARY);
      // Posted inline: the credentials are on changed lines of the pull request.
      expect(server.reviews.flatMap((review) => review.comments.map((posted) => posted.line)).sort()).toEqual([4, 5]);
    });
  });
});
