import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createEvalChange, occurrences, sessionsOf, sextant } from './support/cli-change.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('sextant exit codes and the one message a failure prints (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createEvalChange();
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
});
