import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Assembled at run time so this repository never holds a contiguous credential.
const AWS_KEY = ['AK', 'IA', 'Q3JX7RTB2KLM9WZP'].join('');
const KEY_LINE = `export const key = "${AWS_KEY}";\n`;
/** More than the 10 MiB a reader takes. */
const HUGE_BYTES = 11 * 1024 * 1024;

/** A repository with `base` on main and `change` on a feature branch, each a map of paths to contents. */
function createChange(base: Record<string, string | Buffer>, change: Record<string, string | Buffer>): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('README.md', '# app\n');
  for (const [path, content] of Object.entries(base)) repo.write(path, content);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  for (const [path, content] of Object.entries(change)) repo.write(path, content);
  repo.commit('feature');
  return repo;
}

async function review(repo: TempGitRepo, flags: string[] = []) {
  const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', ...flags], { cwd: repo.root, env: repo.env });
  return { code: run.code, report: JSON.parse(run.stdout) as ReviewReport, stderr: run.stderr };
}

async function reviewText(repo: TempGitRepo, flags: string[] = []) {
  return runNode(CLI, ['review', '--base', 'main', ...flags], { cwd: repo.root, env: repo.env });
}

const located = (report: ReviewReport) => report.findings.map((finding) => `${finding.file}:${finding.line} ${finding.rule_id ?? ''}`);

describe('the verdict covers exactly what was read (bundled CLI)', () => {
  const repos: TempGitRepo[] = [];
  const track = (repo: TempGitRepo) => {
    repos.push(repo);
    return repo;
  };
  afterAll(() => {
    for (const repo of repos) repo.cleanup();
  });

  it('reads a .js file with a NUL byte in a comment as text (git calls it binary); an image stays binary', async () => {
    const repo = track(
      createChange(
        {},
        {
          'src/payload.js': `// build marker \u0000 keep\n${KEY_LINE}`,
          'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
        },
      ),
    );
    expect(repo.git('diff', '--numstat', 'main', 'feature', '--', 'src/payload.js')).toMatch(/^-\t-\t/);

    const { code, report } = await review(repo);

    expect(code).toBe(1);
    // Once: the text gates do not read again what the static engine scanned.
    expect(located(report).filter((finding) => finding === 'src/payload.js:2 review/leaked-credential')).toHaveLength(1);
    expect(report.not_reviewed.map((entry) => entry.path)).not.toContain('src/payload.js');
    expect(report.not_reviewed).toContainEqual(expect.objectContaining({ path: 'assets/logo.png', reason: 'binary' }));
    expect(report.summary.files_reviewed).toBe(1);
    // An image is not a source file that could not be read: the review is complete.
    expect(report.summary.incomplete_reason).toBeUndefined();
  });

  it('reads a .js file that .gitattributes marks `diff` although it holds a NUL byte', async () => {
    const repo = track(createChange({ '.gitattributes': '*.js diff\n' }, { 'src/payload.js': `// marker \u0000\n${KEY_LINE}` }));

    const { code, report } = await review(repo);

    expect(code).toBe(1);
    expect(located(report)).toContain('src/payload.js:2 review/leaked-credential');
    expect(report.summary.files_reviewed).toBe(1);
    expect(report.not_reviewed).toEqual([]);
  });

  it('reviews a file with more than 5,000 changed lines instead of leaving it out as too large', async () => {
    const lines = Array.from({ length: 5_200 }, (_, index) => `export const value${index} = ${index};`);
    const repo = track(createChange({}, { 'src/table.ts': `${lines.join('\n')}\n${KEY_LINE}` }));

    const { code, report } = await review(repo);

    expect(code).toBe(1);
    expect(located(report)).toContain('src/table.ts:5201 review/leaked-credential');
    expect(report.not_reviewed).toEqual([]);
  });

  it('runs the text gates on files excluded by default (build/, vendor/): their credentials fail the gate', async () => {
    const repo = track(createChange({}, { 'src/build/settings.js': KEY_LINE, 'src/lib/vendor/sdk.js': `const sdk = {};\n${KEY_LINE}` }));

    const { code, report } = await review(repo);

    expect(code).toBe(1);
    expect(located(report)).toEqual(
      expect.arrayContaining(['src/build/settings.js:1 review/leaked-credential', 'src/lib/vendor/sdk.js:2 review/leaked-credential']),
    );
    expect(report.not_reviewed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'src/build/settings.js', reason: 'excluded-by-default', scanned_by: 'text-gates' }),
        expect.objectContaining({ path: 'src/lib/vendor/sdk.js', reason: 'excluded-by-default', scanned_by: 'text-gates' }),
      ]),
    );
    // Left out by choice, not for want of reading: the review is complete.
    expect(report.summary.incomplete_reason).toBeUndefined();
  });

  it('reviews files whose names hold a line feed or a carriage return', async () => {
    const repo = track(createChange({}, { 'src/line\nfeed.ts': KEY_LINE, 'src/carriage\rreturn.ts': KEY_LINE }));

    const { code, report } = await review(repo);

    expect(code).toBe(1);
    expect(located(report)).toEqual(
      expect.arrayContaining(['src/line\nfeed.ts:1 review/leaked-credential', 'src/carriage\rreturn.ts:1 review/leaked-credential']),
    );
    expect(report.summary.files_reviewed).toBe(2);
    expect(report.not_reviewed).toEqual([]);
  });

  it('lists a file that can no longer be read when the scan reaches it, instead of dropping it and counting it as reviewed', async () => {
    const repo = track(createChange({}, {}));
    repo.write('src/app.js', KEY_LINE);
    const gate = join(repo.root, '.checks-may-pass');
    // The verification step runs between reading the change and scanning it: the run is killed there.
    const flags = ['review', '--uncommitted', '--format', 'json', '--test-command', `test -f "${gate}" || sleep 60`];
    const killed = await runNode(CLI, flags, {
      cwd: repo.root,
      env: repo.env,
      onStderr: (text, child) => {
        if (text.includes('verify: tests') && !child.killed) child.kill('SIGKILL');
      },
    });
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';
    expect(JSON.parse(readFileSync(join(repo.root, '.sextant', session, 'state.json'), 'utf8')).completed_steps).toEqual(['collect-context']);
    repo.remove('src/app.js');
    writeFileSync(gate, '');

    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json'], { cwd: repo.root, env: repo.env });

    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.summary.files_reviewed).toBe(0);
    expect(report.not_reviewed).toEqual([expect.objectContaining({ path: 'src/app.js', reason: 'unreadable', scanned_by: 'text-gates' })]);
    // The added lines were read with the change: the text gates still find the key in them.
    expect(located(report)).toEqual(['src/app.js:1 review/leaked-credential']);
    expect(resumed.code).toBe(1);
  });

  describe('a one-line append to a source file over 10 MiB', () => {
    const padding = '// padding line of a generated table, kept for the test\n'.repeat(Math.ceil(HUGE_BYTES / 56));

    it('is listed as too large, never counted as reviewed, and the text gates still read the added line', async () => {
      const repo = track(createChange({ 'src/huge.js': padding }, { 'src/huge.js': `${padding}${KEY_LINE}` }));

      const { code, report } = await review(repo);

      expect(code).toBe(1);
      const line = padding.split('\n').length;
      expect(located(report)).toContain(`src/huge.js:${line} review/leaked-credential`);
      expect(report.summary.files_reviewed).toBe(0);
      expect(report.not_reviewed).toEqual([expect.objectContaining({ path: 'src/huge.js', reason: 'too-large', scanned_by: 'text-gates' })]);
      expect(report.summary.incomplete_reason).toMatch(/^UNREVIEWED_FILES: 1 changed source file could not be read: src\/huge\.js \(too-large\)/);
    });

    describe('that adds nothing the text gates find', () => {
      let repo: TempGitRepo;
      beforeAll(() => {
        repo = track(createChange({ 'src/huge.js': padding }, { 'src/huge.js': `${padding}export const ready = true;\n` }));
      });

      it('makes the review incomplete: exit 3, status partial', async () => {
        const failing = await reviewText(repo);
        expect(failing.code).toBe(3);
        expect(failing.stdout.trim().split('\n').at(-1)).toMatch(/Review incomplete: 1 changed source file could not be read: src\/huge\.js \(too-large\)/);
        const { report } = await review(repo);
        expect(report.status).toBe('partial');
      });

      it('with on-unreviewed: warn, passes (exit 0) as a partial review that says so, with no incomplete reason', async () => {
        const warned = await reviewText(repo, ['--on-unreviewed', 'warn']);
        expect(warned.code).toBe(0);
        expect(warned.stdout.trim().split('\n').at(-1)).toMatch(
          /partial review: 1 changed source file could not be read: src\/huge\.js \(too-large\) \(on-unreviewed: warn\)/,
        );
        const accepted = await review(repo, ['--on-unreviewed', 'warn']);
        expect(accepted.report.status).toBe('partial');
        expect(accepted.report.summary.incomplete_reason).toBeUndefined();
      });
    });
  });
});
