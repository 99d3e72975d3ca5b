import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';

// A lint step that hangs while a fix of the file it is given is on disk, until the test opens the gate.
const SLOW_LINT = `import { existsSync, readFileSync } from 'node:fs';
if (!readFileSync(process.argv[2], 'utf8').includes('debugger') && !existsSync(process.argv[3])) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
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

  it('keeps verified fixes with --fix and prints the verification in the summary', async () => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', NODE_TEST, '--fix', '--format', 'markdown', '--fail-on', 'none'], { cwd: project.root });
    expect(run.code).toBe(0);
    expect(project.read('src/math.js')).not.toContain('debugger');
    expect(run.stdout).toMatch(/tests/);
    expect(run.stdout).toMatch(/passed/);
  });
});
