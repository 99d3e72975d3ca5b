import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { STORED_LINE_LIMIT } from '../src/text/truncate-long-lines.js';
import { createEvalChange, sessionsOf, sextant } from './support/cli-change.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('the sessions sextant review keeps (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createEvalChange();
  });
  afterEach(() => repo.cleanup());

  it('keeps the last --keep-sessions sessions, from the flag or the config file', async () => {
    for (let run = 0; run < 3; run++) expect((await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--keep-sessions', '2'])).code).toBe(0);
    expect(sessionsOf(repo)).toHaveLength(2);
    repo.write('.github/sextant.yml', 'keep-sessions: 1\n');
    const last = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', 'json']);
    expect(last.stderr).toMatch(/removed 2 old session\(s\) \(keep-sessions: 1\)/);
    expect(sessionsOf(repo)).toEqual([(JSON.parse(last.stdout) as ReviewReport).session_id]);
  });

  it('sextant clean removes every session but a running one', async () => {
    expect((await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none'])).code).toBe(0);
    expect(sessionsOf(repo)).toHaveLength(1);
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
});
