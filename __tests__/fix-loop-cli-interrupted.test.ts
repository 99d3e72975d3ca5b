import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';
import type { NodeRun } from './support/run-node.js';
import { withSlowLint } from './support/slow-lint.js';

describe('sextant review stopped while verifying a fix, then resumed (bundled CLI)', () => {
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

  it('resumes a run killed while verifying a fix, undoing the half-done fix first', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint(project, 'src/math.js', gate);
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
    const args = withSlowLint(project, 'src/pinned.js', gate);
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
    const args = withSlowLint(project, 'src/math.js', gate);
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

  it('on --resume, refuses a tampered snapshot that points outside the repository and writes nothing', async () => {
    const gate = join(scratch, 'gate');
    const args = withSlowLint(project, 'src/math.js', gate);
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
});
