import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { decideColor } from '../src/terminal/decide-color.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { STORED_LINE_LIMIT } from '../src/text/truncate-long-lines.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const ESC = '\u001b[';

/** A repository whose feature branch adds an `eval` (a high finding) to a TypeScript file. */
function createChange(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/app.ts', 'export function run(input: string): string {\n  return input;\n}\n');
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('src/app.ts', 'export function run(input: string): unknown {\n  return eval(input);\n}\n');
  repo.commit('feature');
  return repo;
}

function sextant(repo: TempGitRepo, args: string[], env: NodeJS.ProcessEnv = {}) {
  return runNode(CLI, args, { cwd: repo.root, env: { ...repo.env, ...env } });
}

function sessionsOf(repo: TempGitRepo): string[] {
  const folder = join(repo.root, '.sextant');
  return existsSync(folder) ? readdirSync(folder).filter((name) => /^[0-9a-f]{8}$/.test(name)) : [];
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('sextant command line (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createChange();
  });
  afterEach(() => repo.cleanup());

  it('exits 0 when nothing reaches --fail-on and 1 when a finding does', async () => {
    const passed = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'critical']);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(/src\/app\.ts:2:\d+ +high +review\/eval/);
    const gated = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'high']);
    expect(gated.code).toBe(1);
    expect(gated.stdout.trim().split('\n').at(-1)).toMatch(/at or above high \(fail-on\): review failed the gate/);
  });

  it('says an unknown flag in one line with the flag it is a typo of, without the whole help (exit 2)', async () => {
    const run = await sextant(repo, ['review', '--fial-on', 'high']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe("sextant: error: unknown option '--fial-on' (did you mean --fail-on?)\nRun 'sextant --help' for the options.\n");
  });

  it.each([
    [['--keep-sessions', '-1'], '--keep-sessions takes an integer from 1 to 10000, got "-1"'],
    [['--min-confidence', '-5'], '--min-confidence takes an integer from 0 to 100, got "-5"'],
    [['--max-review-iterations=-2'], '--max-review-iterations takes an integer from 1 to 10, got "-2"'],
    [['--fail-on', ''], '--fail-on needs a value: one of critical, high, medium, low, info, none'],
    [['--fail-on='], '--fail-on needs a value: one of critical, high, medium, low, info, none'],
    [['--fail-on', '--quiet'], '--fail-on needs a value: one of critical, high, medium, low, info, none'],
    [['--base', ' '], '--base needs a value: a branch, tag or commit'],
  ])('says a bad or missing flag value in one line naming the flag and what it takes: %j (exit 2)', async (flags, message) => {
    const run = await sextant(repo, ['review', ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`sextant: error: ${message}\nRun 'sextant --help' for the options.\n`);
    expect(sessionsOf(repo)).toEqual([]);
  });

  it('reads severities in any case: --fail-on HIGH, and in the config file', async () => {
    const flag = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'HIGH']);
    expect(flag.code).toBe(1);
    expect(flag.stdout.trim().split('\n').at(-1)).toMatch(/at or above high \(fail-on\): review failed the gate/);
    repo.write('.github/sextant.yml', 'fail-on: Critical\nrules:\n  review/eval: { severity: CRITICAL }\n');
    const config = await sextant(repo, ['review', '--base', 'main', '--format', 'json']);
    expect(config.code).toBe(1);
    const report = JSON.parse(config.stdout) as ReviewReport;
    expect(report.summary.gate).toMatchObject({ fail_on: 'critical', failed: true });
    expect(report.findings.find((finding) => finding.rule_id === 'review/eval')?.severity).toBe('critical');
  });

  it('names the commands, eval included, when none is given', async () => {
    const run = await sextant(repo, []);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("sextant: error: missing command: review, eval or clean\nRun 'sextant --help' for the options.\n");
  });

  it('says a missing eval flag value in one line', async () => {
    const run = await sextant(repo, ['eval', '--dataset', 'd.json', '--min-confidence', '--model', 'openai:gpt-4.1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('sextant: error: --min-confidence needs a value: an integer from 0 to 100\n');
  });

  it('warns about an unknown rule id in the config file with the rule it is a typo of', async () => {
    repo.write(
      '.github/sextant.yml',
      'rules:\n  review/evall: off\n  debuger: off\npath-instructions:\n  - paths: ["src/**"]\n    rules: { review/evl: off }\n',
    );
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("sextant: warning: .github/sextant.yml: unknown rule 'review/evall' in 'rules' ignored (did you mean 'review/eval'?)");
    expect(run.stderr).toContain("sextant: warning: .github/sextant.yml: unknown rule 'debuger' in 'rules' ignored (did you mean 'review/debugger'?)");
    expect(run.stderr).toContain(
      "sextant: warning: .github/sextant.yml: unknown rule 'review/evl' in 'path-instructions[0].rules' ignored (did you mean 'review/eval'?)",
    );
  });

  it('speaks plain words: no event or status code in progress, the text, HTML or markdown report, one fix-iteration count, no cost without a model', async () => {
    repo.write('src/stop.ts', 'export function stop(): void {\n  debugger;\n}\n');
    repo.commit('a debugger statement');
    const flags = ['review', '--base', 'main', '--fail-on', 'none', '--test-command', 'true'];
    const text = await sextant(repo, flags);
    const markdown = await sextant(repo, [...flags, '--format', 'markdown', '--quiet']);
    expect([text.code, markdown.code]).toEqual([0, 0]);
    const page = /^sextant: session [0-9a-f]{8} — HTML report: (.+)$/m.exec(text.stderr)?.[1] ?? '';
    const html = readFileSync(page, 'utf8')
      .replace(/<(style|script)>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ');
    const CODES = /\b[A-Z]+(?:_[A-Z]+)+\b|\b[a-z]+(?:_[a-z]+)+\b/g;
    for (const shown of [text.stderr, text.stdout, html, markdown.stdout]) expect(shown.match(CODES)).toBeNull();
    expect(text.stderr).toContain('reviewing the change against main with the static engine\n');
    expect(text.stdout).toContain('1 fix iteration · ended: nothing left to fix');
    expect(html).toContain('1 fix iteration · ');
    expect(markdown.stdout).toContain('- Fix loop: 1 fix iteration · ');
    expect(html).not.toContain('Usage and cost');
    expect(markdown.stdout).not.toMatch(/- Usage:|cost \$/);
  });

  it('refuses --base with --uncommitted (exit 2)', async () => {
    const run = await sextant(repo, ['review', '--base', 'main', '--uncommitted']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^sextant: error: --base and --uncommitted cannot be used together/);
    expect(sessionsOf(repo)).toEqual([]);
  });

  it('warns about an unknown config key with the key it is a typo of', async () => {
    repo.write('.github/sextant.yml', 'fial-on: high\n');
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("sextant: warning: .github/sextant.yml: unknown key 'fial-on' ignored (did you mean 'fail-on'?)");
  });

  it('exits 2 with one message, printed once and without a stack, when no base exists or the repository is empty', async () => {
    repo.git('branch', '-q', '-m', 'main', 'trunk');
    const noBase = await sextant(repo, ['review']);
    expect(noBase.code).toBe(2);
    expect(noBase.stdout).toBe('');
    expect(noBase.stderr).toBe(
      'sextant: error: no base to compare with: none of @{upstream}, origin/main, main, master exists; pass --base <branch or commit>\n',
    );
    expect(sessionsOf(repo)).toEqual([]);

    const empty = createTempGitRepo();
    try {
      empty.write('a.ts', 'export const a = 1;\n');
      for (const args of [['review'], ['review', '--uncommitted']]) {
        const run = await sextant(empty, args);
        expect(run.code).toBe(2);
        expect(occurrences(run.stderr, 'has no commits yet')).toBe(1);
        expect(run.stderr.trim().split('\n')).toHaveLength(1);
      }
    } finally {
      empty.cleanup();
    }
  });

  it('exits 2 with one message when .sextant is a file (the user can fix it)', async () => {
    writeFileSync(join(repo.root, '.sextant'), 'not a folder\n');
    const run = await sextant(repo, ['review', '--base', 'main']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`sextant: error: the sessions folder ${join(repo.root, '.sextant')} is a file, not a folder; remove it and run again\n`);
  });

  it('exits 3 when the review is incomplete', async () => {
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--test-command', 'exit 1', '--on-verification-failure', 'stop']);
    expect(run.code).toBe(3);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('⚠ Review incomplete: tests failed (exit 1) before the review, and on-verification-failure is stop');
  });

  it('exits 4 on an internal error: one line on the terminal, the stack in the session log, and on the terminal only with --debug', async () => {
    const first = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', 'json']);
    const session = (JSON.parse(first.stdout) as ReviewReport).session_id;
    const folder = join(repo.root, '.sextant', session);
    // A state file that is a folder is nothing the user did or can be told how to fix.
    for (const name of ['state.json', 'state.backup.json']) {
      rmSync(join(folder, name));
      mkdirSync(join(folder, name));
    }
    const run = await sextant(repo, ['review', '--resume', session]);
    expect(run.code).toBe(4);
    const log = join(folder, 'session.log');
    const message = /^sextant: internal error: (.*) \(the stack is in (.*); run with --debug to print it\)$/m.exec(run.stderr);
    expect(message?.[1]).toMatch(/EISDIR/);
    expect(message?.[2]).toBe(log);
    expect(occurrences(run.stderr, 'EISDIR')).toBe(1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(readFileSync(log, 'utf8')).toMatch(/RUN_ERROR .*stack=".*EISDIR.*\\n\s+at /);

    const debug = await sextant(repo, ['review', '--resume', session, '--debug']);
    expect(debug.code).toBe(4);
    expect(debug.stderr).toMatch(/^sextant: internal error: [^\n]*EISDIR[^\n]*\n[^\n]*EISDIR[\s\S]*\n\s+at /m);
  });

  it('takes brace globs in --include and --exclude', async () => {
    for (const folder of ['a', 'b', 'c']) repo.write(`src/${folder}/x.ts`, 'export const x = 1;\n');
    repo.commit('three folders');
    const run = await sextant(repo, [
      'review',
      '--base',
      'main',
      '--format',
      'json',
      '--fail-on',
      'none',
      '--include',
      'src/{a,b}/**',
      '--exclude',
      'src/{b,z}/*.ts',
    ]);
    const report = JSON.parse(run.stdout) as ReviewReport;
    const reasons = Object.fromEntries(report.not_reviewed.map((entry) => [entry.path, entry.reason]));
    expect(reasons).toEqual({ 'src/app.ts': 'not-included', 'src/b/x.ts': 'excluded-by-config', 'src/c/x.ts': 'not-included' });
  });

  it('colours each stream only when the flags or the environment say so (pipes are not terminals)', async () => {
    const hasColor = (run: { stdout: string; stderr: string }) => ({ stdout: run.stdout.includes(ESC), stderr: run.stderr.includes(ESC) });
    const args = ['review', '--base', 'main', '--fail-on', 'high'];
    expect(hasColor(await sextant(repo, args))).toEqual({ stdout: false, stderr: false });
    expect(hasColor(await sextant(repo, args, { FORCE_COLOR: '1' }))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, args, { FORCE_COLOR: '0' }))).toEqual({ stdout: false, stderr: false });
    expect(hasColor(await sextant(repo, [...args, '--color']))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, [...args, '--color'], { NO_COLOR: '1' }))).toEqual({ stdout: true, stderr: true });
    expect(hasColor(await sextant(repo, [...args, '--no-color'], { FORCE_COLOR: '1' }))).toEqual({ stdout: false, stderr: false });
    expect(hasColor(await sextant(repo, args, { NO_COLOR: '1' }))).toEqual({ stdout: false, stderr: false });
    // Colour goes to a terminal: the report redirected to a file stays plain while progress on a terminal is coloured.
    const environment = { noColor: false, forceColor: undefined, dumbTerminal: false };
    expect([decideColor(undefined, environment, false), decideColor(undefined, environment, true)]).toEqual([false, true]);
    expect(decideColor(undefined, { ...environment, noColor: true }, true)).toBe(false);
    expect(decideColor(undefined, { ...environment, dumbTerminal: true }, true)).toBe(false);
  });

  it('--quiet prints the report and nothing else', async () => {
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--quiet']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/review\/eval/);
  });

  it('--output writes any format to a file and says where on stderr', async () => {
    for (const [format, check] of [
      ['json', (text: string) => expect((JSON.parse(text) as ReviewReport).findings.length).toBeGreaterThan(0)],
      ['text', (text: string) => expect(text).toMatch(/src\/app\.ts:2/)],
      ['sarif', (text: string) => expect(JSON.parse(text).version).toBe('2.1.0')],
      ['markdown', (text: string) => expect(text).toMatch(/src\/app\.ts/)],
    ] as const) {
      const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', format, '--output', `out.${format}`, '--color']);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`sextant: ${format} report written to ${join(repo.root, `out.${format}`)}\n`);
      check(readFileSync(join(repo.root, `out.${format}`), 'utf8'));
    }
    const missing = await sextant(repo, ['review', '--base', 'main', '--output', 'no/such/folder/report.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^sextant: error: --output: the folder .*no\/such\/folder does not exist\n/);
  });

  it('--format html writes one self-contained page with everything escaped', async () => {
    repo.write('src/app.ts', 'export function run(input: string): unknown {\n  return eval(input + "<img src=x onerror=alert(1)>");\n}\n');
    repo.commit('hostile line');
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'high', '--format', 'html', '-o', 'report.html']);
    expect(run.code).toBe(1);
    const page = readFileSync(join(repo.root, 'report.html'), 'utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/<link\b/i);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('review/eval');
    expect(page).toContain('failed the gate');
    // The session keeps the same page for the action's artifact.
    const [session] = sessionsOf(repo);
    expect(readFileSync(join(repo.root, '.sextant', session ?? '', 'report.html'), 'utf8')).toBe(page);
  });

  it('keeps the last --keep-sessions sessions, and sextant clean removes all but a running one', async () => {
    for (let run = 0; run < 3; run++) expect((await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--keep-sessions', '2'])).code).toBe(0);
    expect(sessionsOf(repo)).toHaveLength(2);
    repo.write('.github/sextant.yml', 'keep-sessions: 1\n');
    const last = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', 'json']);
    expect(last.stderr).toMatch(/removed 2 old session\(s\) \(keep-sessions: 1\)/);
    expect(sessionsOf(repo)).toEqual([(JSON.parse(last.stdout) as ReviewReport).session_id]);

    // A review holding the lock (this test's own live process) keeps its session.
    const running = 'abcd1234';
    mkdirSync(join(repo.root, '.sextant', running));
    writeFileSync(
      join(repo.root, '.sextant', 'lock'),
      JSON.stringify({ pid: process.pid, hostname: hostname(), session: running, started_at: new Date().toISOString() }),
    );
    const clean = await sextant(repo, ['clean']);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toBe(`removed 1 session from ${join(repo.root, '.sextant')}; kept session ${running}: a review is running\n`);
    expect(sessionsOf(repo)).toEqual([running]);
    rmSync(join(repo.root, '.sextant', 'lock'));
    expect((await sextant(repo, ['clean'])).stdout).toMatch(/^removed 1 session from /);
    expect(sessionsOf(repo)).toEqual([]);
  });

  it('cuts long lines in stored state and reports', async () => {
    const long = `  return eval(input) + "${'x'.repeat(200_000)}";`;
    repo.write('src/app.ts', `export function run(input: string): unknown {\n${long}\n}\n`);
    repo.commit('long line');
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', 'json']);
    const report = JSON.parse(run.stdout) as ReviewReport;
    const finding = report.findings.find((candidate) => candidate.rule_id === 'review/eval');
    expect(finding?.code_snippet).toMatch(/… \[\d+ more characters\]$/);
    expect(finding?.code_snippet?.length).toBeLessThan(STORED_LINE_LIMIT + 40);
    const folder = join(repo.root, '.sextant', report.session_id);
    for (const name of ['state.json', 'state.backup.json', 'report.json', 'report.sarif', 'report.html']) {
      expect(statSync(join(folder, name)).size).toBeLessThan(100_000);
    }
  });

  it('lists a symlink in the change as not reviewed and never reads it as code', async () => {
    repo.write('notes/target.ts', 'export const unused = 1;\n');
    repo.symlink('src/link.ts', 'eval(process.argv[2]);');
    repo.commit('a link');
    const run = await sextant(repo, ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none']);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.not_reviewed).toContainEqual({ path: 'src/link.ts', reason: 'symlink', detail: 'a symbolic link: its target is a path, not code' });
    expect(report.findings.filter((finding) => finding.file === 'src/link.ts')).toEqual([]);
  });
});
