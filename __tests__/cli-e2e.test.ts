import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';

describe('sextant review (bundled CLI)', () => {
  let sample: SampleChange;
  beforeAll(() => {
    sample = createSampleChange();
  });
  afterAll(() => rmSync(sample.root, { recursive: true, force: true }));

  it('prints findings grouped by file with a verdict, and exits 1 on a critical finding', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main'], { cwd: sample.root });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('src/loader.ts');
    expect(run.stdout).toMatch(/critical/i);
    expect(run.stdout).toMatch(/code-reviewer/);
    expect(run.stdout).toMatch(/silent-failure-hunter/);
    expect(run.stdout).toMatch(/debugger/);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/critical/);
    // progress goes to stderr, one line per step
    expect(run.stderr).toMatch(/files in scope/);
  });

  it('writes the JSON report with ids, coverage and what was not reviewed', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none'], { cwd: sample.root });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.status).toBe('success');
    expect(report.session_id).toMatch(/^[0-9a-f]{8}$/);
    expect(report.base_sha).toBe(sample.baseSha);
    expect(report.head_sha).toBe(sample.headSha);
    expect(report.findings.length).toBeGreaterThanOrEqual(3);
    for (const finding of report.findings) {
      expect(finding.id).toMatch(/^(CORR|READ|PERF|SEC|TEST|ARCH)-\d{3}$/);
      expect(finding.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      expect(finding.confidence).toBeGreaterThanOrEqual(80);
    }
    expect(report.findings.map((finding) => finding.file)).toEqual(expect.arrayContaining(['src/loader.ts', 'src/loader.test.ts']));
    const skipped = Object.fromEntries(report.not_reviewed.map((entry) => [entry.path, entry.reason]));
    expect(skipped['assets/logo.png']).toBe('binary');
    expect(skipped['package-lock.json']).toBe('excluded-by-default');
    expect(report.review_iterations[0]?.agents_results.filter((result) => result.status === 'success')).toHaveLength(6);
    const files = JSON.parse(readFileSync(join(sample.root, '.sextant', report.session_id, 'report.json'), 'utf8')) as ReviewReport;
    expect(files.findings).toEqual(report.findings);
    expect(sample.git('status', '--porcelain')).toBe('');
  });

  it.each(['markdown', 'sarif'])('renders --format %s', async (format) => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--format', format, '--fail-on', 'none'], { cwd: sample.root });
    expect(run.code).toBe(0);
    if (format === 'sarif') expect(JSON.parse(run.stdout).version).toBe('2.1.0');
    else expect(run.stdout).toContain('src/loader.ts');
  });

  it('honours --agents and --exclude', async () => {
    const run = await runNode(
      CLI,
      ['review', '--base', 'main', '--format', 'json', '--agents', 'comment-analyzer', '--min-required-agents', '1', '--exclude', 'src/loader.ts'],
      {
        cwd: sample.root,
      },
    );
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.findings.every((finding) => finding.agent === 'comment-analyzer' && finding.file !== 'src/loader.ts')).toBe(true);
    expect(report.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/loader.ts', reason: 'excluded-by-config' }));
  });

  it('exits 2 with a clear message for a bad config value', async () => {
    sample.write('.github/sextant.yml', 'fail-on: severe\n');
    try {
      const run = await runNode(CLI, ['review', '--base', 'main'], { cwd: sample.root });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/fail-on \(from \.github\/sextant\.yml\): "severe"\. Expected one of critical/);
    } finally {
      rmSync(join(sample.root, '.github'), { recursive: true, force: true });
    }
  });

  it('exits 2 when the config file named with --config does not exist', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--config', 'no/such.yml'], { cwd: sample.root });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Invalid config: "no\/such\.yml"\. Expected a config file that exists/);
  });

  it('exits 2 for an unknown --base and for a bad flag', async () => {
    const unknownBase = await runNode(CLI, ['review', '--base', 'no-such-branch'], { cwd: sample.root });
    expect(unknownBase.code).toBe(2);
    expect(unknownBase.stderr).toMatch(/no-such-branch/);
    const badFlag = await runNode(CLI, ['review', '--format', 'yaml'], { cwd: sample.root });
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/--format must be one of text, json, markdown, sarif/);
  });

  it('exits 2 outside a git repository', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sextant-not-git-'));
    try {
      const run = await runNode(CLI, ['review'], { cwd: folder });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/not a git repository/i);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a change with no code in it (static mode): nothing to review, said so, exit 0', async () => {
    const repo = createTempGitRepo();
    try {
      repo.write('README.md', '# Project\n');
      const base = repo.commit('base');
      repo.write('README.md', '# Project\n\nHow to install it.\n');
      repo.write('docs/guide.rst', 'Guide\n=====\n');
      repo.commit('docs');
      const run = await runNode(CLI, ['review', '--base', base, '--format', 'json'], { cwd: repo.root, env: repo.env });
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout) as ReviewReport;
      expect(report.status).toBe('skipped');
      expect(report.summary.termination_reason).toBe('no_files_in_scope');
      expect(report.summary.skipped_reason).toBe('no changed file is in a language the static engine has rules for (README.md, docs/guide.rst)');
      expect(report.summary.lines_reviewed).toBe(0);
      expect(report.errors).toEqual([]);
      expect(report.findings).toEqual([]);
      expect(run.stderr).toContain(
        'the static engine reviews TypeScript, JavaScript, Python and Go; with a model (--model provider:model-id) the agents review any language',
      );
    } finally {
      repo.cleanup();
    }
  });

  it('reviews uncommitted work with --uncommitted', async () => {
    sample.write('src/wip.ts', 'export function wip(value: any): void {\n  eval(String(value));\n}\n');
    try {
      const run = await runNode(CLI, ['review', '--uncommitted', '--format', 'json', '--fail-on', 'none'], { cwd: sample.root });
      const report = JSON.parse(run.stdout) as ReviewReport;
      expect(report.findings.length).toBeGreaterThan(0);
      expect(report.findings.every((finding) => finding.file === 'src/wip.ts')).toBe(true);
      expect(report.findings.some((finding) => finding.dimension === 'security')).toBe(true);
    } finally {
      rmSync(join(sample.root, 'src/wip.ts'));
    }
  });
});
