import type { ReviewReport } from '../src/report/review-report.js';
import { createEvalChange, sessionsOf, sextant } from './support/cli-change.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('sextant command line: flags and config (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createEvalChange();
  });
  afterEach(() => repo.cleanup());

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

  it('refuses --base with --uncommitted (exit 2)', async () => {
    const run = await sextant(repo, ['review', '--base', 'main', '--uncommitted']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^sextant: error: --base and --uncommitted cannot be used together/);
    expect(sessionsOf(repo)).toEqual([]);
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

  it('warns about an unknown config key with the key it is a typo of', async () => {
    repo.write('.github/sextant.yml', 'fial-on: high\n');
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("sextant: warning: .github/sextant.yml: unknown key 'fial-on' ignored (did you mean 'fail-on'?)");
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
