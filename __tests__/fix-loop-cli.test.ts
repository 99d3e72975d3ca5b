import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';
import type { NodeRun } from './support/run-node.js';

// A lint step that hangs while a fix of the file it is given is on disk, until the test opens the gate.
const SLOW_LINT = `import { existsSync, readFileSync } from 'node:fs';
const until = Date.now() + 60_000;
while (!readFileSync(process.argv[2], 'utf8').includes('debugger') && !existsSync(process.argv[3]) && Date.now() < until) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

describe('sextant review with verification (bundled CLI)', () => {
  let project: NodeProject;
  let scratch: string;
  beforeEach(() => {
    project = createNodeProject();
    scratch = mkdtempSync(join(tmpdir(), 'sextant-gate-'));
  });
  afterEach(() => {
    rmSync(project.root, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Adds the slow lint to the base branch; returns the review arguments that use it on `file`. */
  function withSlowLint(file: string, gate: string): string[] {
    project.git('checkout', '-q', 'main');
    project.write('scripts/slow-lint.mjs', SLOW_LINT);
    project.git('add', '-A');
    project.git('commit', '-q', '-m', 'lint script');
    project.git('checkout', '-q', 'feature');
    project.git('rebase', '-q', 'main');
    const lint = `"${process.execPath}" scripts/slow-lint.mjs ${file} "${gate}"`;
    return ['review', '--base', 'main', '--test-command', NODE_TEST, '--lint-command', lint, '--fail-on', 'none', '--format', 'json'];
  }

  it('resumes a run killed while verifying a fix, undoing the half-done fix first', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/math.js', gate);
    const before = project.treeHash();

    const killed = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.includes('fix: verifying src/math.js') && !child.killed) child.kill('SIGKILL');
      },
    });
    expect(killed.signal).toBe('SIGKILL');
    expect(project.read('src/math.js')).not.toContain('debugger'); // the unverified fix is on disk
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';

    writeFileSync(gate, '');
    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(resumed.code).toBe(0);
    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.session_id).toBe(session);
    expect(report.fixed_issues.map((finding) => [finding.file, finding.suggestion?.verified])).toEqual([['src/math.js', true]]);
    expect(report.verification.lint.status).toBe('passed');
    expect(project.treeHash()).toBe(before);
  });

  it('on Ctrl-C in the fix loop, undoes every fix (fix: suggest) and exits 130; the resumed run delivers them', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/pinned.js', gate);
    const before = project.treeHash();
    const interrupted = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.includes('fix: verifying src/pinned.js') && !child.killed) child.kill('SIGINT');
      },
    });
    expect(interrupted.code).toBe(130);
    expect((JSON.parse(interrupted.stdout) as ReviewReport).summary.termination_reason).toBe('user_cancelled');
    expect(project.treeHash()).toBe(before); // the kept fix of src/math.js is undone too

    writeFileSync(gate, '');
    const session = /session ([0-9a-f]{8})/.exec(interrupted.stderr)?.[1] ?? '';
    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(resumed.code).toBe(0);
    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.fixed_issues.map((finding) => [finding.file, finding.suggestion?.verified])).toEqual([['src/math.js', true]]);
    expect(project.treeHash()).toBe(before);
  });

  it('refuses a second run on the same working tree while the first holds it, naming the first', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/math.js', gate);
    const before = project.treeHash();
    let second: Promise<NodeRun> | undefined;
    const first = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text) => {
        if (!second && text.includes('fix: verifying src/math.js')) {
          second = runNode(CLI, args, { cwd: project.root });
          // The first run's check finishes once the second has been turned away.
          void second.then(() => writeFileSync(gate, ''));
        }
      },
    });
    const refused = await second;
    const session = /session ([0-9a-f]{8})/.exec(first.stderr)?.[1] ?? '';
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toMatch(
      new RegExp(
        `^sextant: error: another Sextant run is using this working tree: session ${session} \\(pid \\d+, started [^)]+\\)\\. Wait for it to finish, or stop it; if that process is gone, remove .*lock\n$`,
      ),
    );
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as ReviewReport;
    expect(report.fixed_issues.map((finding) => [finding.file, finding.suggestion?.verified])).toEqual([['src/math.js', true]]);
    expect(project.treeHash()).toBe(before);
    expect(readdirSync(join(project.root, '.sextant')).sort()).toEqual(['.gitignore', session]);
  });

  it('after a run killed mid-verification, a new run reports the unverified edit and how to undo it, and fixes nothing over it', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/math.js', gate);
    const before = project.treeHash();
    const killed = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.includes('fix: verifying src/math.js') && !child.killed) child.kill('SIGKILL');
      },
    });
    expect(killed.signal).toBe('SIGKILL');
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';
    const leftOver = project.read('src/math.js');
    expect(leftOver).not.toContain('debugger');

    writeFileSync(gate, '');
    // The killed run's lock names a process that is gone: the new run takes it over.
    const plain = await runNode(CLI, [...args, '--fix'], { cwd: project.root });
    expect(plain.code).toBe(0);
    const warning = `session ${session} was stopped while verifying a fix: its unverified edit of src/math.js is still in the working tree. Run \`sextant review --resume ${session}\` to undo it (that run then finishes its review). No fix is attempted until then.`;
    expect(plain.stderr).toContain(warning);
    const report = JSON.parse(plain.stdout) as ReviewReport;
    expect(report.warnings).toContain(warning);
    expect(report.fixed_issues).toEqual([]);
    expect(report.review_iterations.every((iteration) => !iteration.fix_result)).toBe(true);
    expect(project.read('src/math.js')).toBe(leftOver);

    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(resumed.code).toBe(0);
    expect(project.treeHash()).toBe(before);
  });

  it('after a run killed with verified fixes it had not undone yet (fix: suggest), a new run names them too', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/pinned.js', gate);
    const before = project.treeHash();
    const killed = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.includes('fix: verifying src/pinned.js') && !child.killed) child.kill('SIGKILL');
      },
    });
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';
    writeFileSync(gate, '');
    const plain = await runNode(CLI, args, { cwd: project.root });
    const report = JSON.parse(plain.stdout) as ReviewReport;
    // Then the baseline's warning: the left-over edit of src/pinned.js breaks its test.
    expect(report.warnings.slice(0, 2)).toEqual([
      expect.stringContaining(`session ${session} was stopped while verifying a fix: its unverified edit of src/pinned.js is still in the working tree`),
      `session ${session} was stopped before undoing its verified fixes of src/math.js (fix: suggest leaves the working tree as it was found). Run \`sextant review --resume ${session}\` to finish it; it undoes them. No fix is attempted until then.`,
    ]);
    expect(report.fixed_issues).toEqual([]);

    await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(project.treeHash()).toBe(before);
    // Nothing is left over any more: the next run fixes again, and says nothing about the old session.
    const next = await runNode(CLI, args, { cwd: project.root });
    expect((JSON.parse(next.stdout) as ReviewReport).warnings).toEqual([]);
    expect((JSON.parse(next.stdout) as ReviewReport).fixed_issues.map((finding) => finding.file)).toEqual(['src/math.js']);
  });

  it('on --resume, refuses a tampered snapshot that points outside the repository and writes nothing', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint('src/math.js', gate);
    const killed = await runNode(CLI, args, {
      cwd: project.root,
      onStderr: (text, child) => {
        if (text.includes('fix: verifying src/math.js') && !child.killed) child.kill('SIGKILL');
      },
    });
    const session = /session ([0-9a-f]{8})/.exec(killed.stderr)?.[1] ?? '';
    const leftOver = project.read('src/math.js');
    const pendingPath = join(project.root, '.sextant', session, 'snapshots', 'pending.json');
    const pending = JSON.parse(readFileSync(pendingPath, 'utf8')) as { files: Array<{ path: string; base64: string }> };
    const escape = `../${basename(scratch)}/planted.js`;
    pending.files.unshift({ path: escape, base64: Buffer.from('planted\n').toString('base64') });
    writeFileSync(pendingPath, JSON.stringify(pending));

    writeFileSync(gate, '');
    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: project.root });
    expect(resumed.stderr).toContain(`pending.json is unusable: '${escape}': path leaves the repository; nothing was restored from it`);
    expect(existsSync(join(scratch, 'planted.js'))).toBe(false);
    expect(project.read('src/math.js')).toBe(leftOver);
    expect(resumed.code).toBe(3);
    expect((JSON.parse(resumed.stdout) as ReviewReport).status).toBe('failed');
  });

  it('keeps verified fixes with --fix and prints the verification in the summary', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', NODE_TEST, '--fix', '--format', 'markdown', '--fail-on', 'none'], {
      cwd: project.root,
    });
    expect(run.code).toBe(0);
    expect(project.read('src/math.js')).not.toContain('debugger');
    expect(run.stdout).toMatch(/tests/);
    expect(run.stdout).toMatch(/passed/);
  });
});

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
