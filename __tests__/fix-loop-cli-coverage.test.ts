import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';

// A check that holds while the second breakpoint of app/users.py is gone, until the test opens the gate.
const GATE = `import { existsSync, readFileSync } from 'node:fs';
const until = Date.now() + 60_000;
while (!readFileSync('app/users.py', 'utf8').includes('# second') && !existsSync(process.argv[2]) && Date.now() < until) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

describe('a fix is verified only by a check that covers its file (bundled CLI)', () => {
  let project: NodeProject;
  let scratch: string;
  beforeEach(() => {
    project = createNodeProject();
    scratch = mkdtempSync(join(tmpdir(), 'sextant-coverage-'));
    // JavaScript tests only: nothing they run ever loads the Python module.
    project.write(
      'app/users.py',
      'def name_of(user):\n    breakpoint()  # first\n    return user.name\n\n\ndef email_of(user):\n    breakpoint()  # second\n    return user.email\n',
    );
    project.git('add', '-A');
    project.git('commit', '-q', '-m', 'users module');
  });
  afterEach(() => {
    rmSync(project.root, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  const probes = (stderr: string, path: string) =>
    stderr.split('\n').filter((line) => line === `fix: probing whether the tests check covers ${path} (running it with the file made unparseable)`).length;

  it('a fix to a Python file with JavaScript tests is an unverified suggestion naming the file; a fix the tests cover stays verified', async () => {
    const before = project.treeHash();
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', NODE_TEST, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.fixed_issues.map((finding) => [finding.file, finding.suggestion?.verified])).toEqual([['src/math.js', true]]);
    const users = report.findings.filter((finding) => finding.file === 'app/users.py');
    expect(users.map((finding) => finding.suggestion)).toEqual([
      { start_line: 2, end_line: 2, replacement: '', unverified_reason: 'no check covers app/users.py' },
      { start_line: 7, end_line: 7, replacement: '', unverified_reason: 'no check covers app/users.py' },
    ]);
    expect(run.stderr).toMatch(/^fix CORR-\d+: not verified — no check covers app\/users\.py; rolled back, shown as an unverified suggestion$/m);
    // One probe per file and check: the second fix of app/users.py reuses the answer.
    expect(probes(run.stderr, 'app/users.py')).toBe(1);
    expect(probes(run.stderr, 'src/math.js')).toBe(1);
    expect(report.review_iterations[0]?.fix_result).toMatchObject({ kept: 1, unverified: 2 });
    expect(project.treeHash()).toBe(before);
  });

  it('with --fix, keeps only the covered fix in the working tree and prints the other as an unverified suggestion', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', NODE_TEST, '--fix', '--fail-on', 'none'], { cwd: project.root });
    expect(run.code).toBe(0);
    expect(project.read('src/math.js')).not.toContain('debugger');
    expect(project.read('app/users.py')).toContain('breakpoint()  # first');
    expect(project.read('app/users.py')).toContain('breakpoint()  # second');
    expect(run.stdout).toContain('    Unverified suggestion (no check covers app/users.py): delete line 2\n');
    expect(run.stdout).toContain('Fixes: 1 verified fix · 2 unverified suggestions ·');
    // The verified fix is in the tree, so what is left to show is only the unverified ones.
    expect(run.stdout).not.toContain('✔ verified fix');
  });

  it('a resumed run keeps what it learned: the file is not probed again', async () => {
    const gate = join(scratch, 'gate');
    project.write('scripts/gate.mjs', GATE);
    project.git('add', '-A');
    project.git('commit', '-q', '-m', 'gate');
    const before = project.treeHash();
    const tests = `"${process.execPath}" scripts/gate.mjs "${gate}" && ${NODE_TEST}`;
    const killed = await runNode(CLI, ['review', '--base', 'main', '--test-command', tests, '--format', 'json', '--fail-on', 'none'], {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.split('fix: verifying app/users.py').length === 3 && !child.killed) child.kill('SIGKILL');
      },
    });
    expect(killed.signal).toBe('SIGKILL');
    expect(probes(killed.stderr, 'app/users.py')).toBe(1);
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';

    writeFileSync(gate, '');
    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain('fix: verifying app/users.py');
    expect(probes(resumed.stderr, 'app/users.py')).toBe(0);
    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.findings.filter((finding) => finding.file === 'app/users.py').map((finding) => finding.suggestion?.unverified_reason)).toEqual([
      'no check covers app/users.py',
      'no check covers app/users.py',
    ]);
    expect(project.treeHash()).toBe(before);
  });
});
