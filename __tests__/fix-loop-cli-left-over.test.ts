import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeProject } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';
import type { NodeRun } from './support/run-node.js';
import { reportOf, resume, sessionOf, signalWhileVerifying, withSlowLint } from './support/slow-lint.js';

/*
 * A run killed while verifying a fix leaves its edits in the working tree. A new run says so, names the
 * session whose --resume undoes them, and fixes nothing over them. Each describe's tests are the steps of
 * one story, in order, on one project.
 */

describe('after a run killed mid-verification (bundled CLI)', () => {
  let project: NodeProject;
  let scratch: string;
  let args: string[];
  let before: string;
  let killed: NodeRun;
  let leftOver: string;
  beforeAll(async () => {
    project = createNodeProject();
    scratch = mkdtempSync(join(tmpdir(), 'sextant-gate-'));
    const gate = join(scratch, 'gate');
    args = withSlowLint(project, 'src/math.js', gate);
    before = project.treeHash();
    killed = await signalWhileVerifying(project, args, 'src/math.js', 'SIGKILL');
    leftOver = project.read('src/math.js');
    writeFileSync(gate, '');
  });
  afterAll(() => {
    rmSync(project.root, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('the unverified edit is left in the working tree', () => {
    expect(killed.signal).toBe('SIGKILL');
    expect(leftOver).not.toContain('debugger');
  });

  it('a new run reports the unverified edit and how to undo it, and fixes nothing over it', async () => {
    const session = sessionOf(killed);
    // The killed run's lock names a process that is gone: the new run takes it over.
    const plain = await runNode(CLI, [...args, '--fix'], { cwd: project.root });
    expect(plain.code).toBe(0);
    const warning = `session ${session} was stopped while verifying a fix: its unverified edit of src/math.js is still in the working tree. Run \`sextant review --resume ${session}\` to undo it (that run then finishes its review). No fix is attempted until then.`;
    expect(plain.stderr).toContain(warning);
    const report = reportOf(plain);
    expect(report.warnings).toContain(warning);
    expect(report.fixed_issues).toEqual([]);
    expect(report.review_iterations.every((iteration) => !iteration.fix_result)).toBe(true);
    expect(project.read('src/math.js')).toBe(leftOver);
  });

  it('the --resume it names undoes the edit', async () => {
    const resumed = await resume(project, sessionOf(killed));
    expect(resumed.code).toBe(0);
    expect(project.treeHash()).toBe(before);
  });
});

describe('after a run killed with verified fixes it had not undone yet (fix: suggest) (bundled CLI)', () => {
  let project: NodeProject;
  let scratch: string;
  let args: string[];
  let before: string;
  let session: string;
  beforeAll(async () => {
    project = createNodeProject();
    scratch = mkdtempSync(join(tmpdir(), 'sextant-gate-'));
    const gate = join(scratch, 'gate');
    args = withSlowLint(project, 'src/pinned.js', gate);
    before = project.treeHash();
    session = sessionOf(await signalWhileVerifying(project, args, 'src/pinned.js', 'SIGKILL'));
    writeFileSync(gate, '');
  });
  afterAll(() => {
    rmSync(project.root, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a new run names them too, and fixes nothing', async () => {
    const report = reportOf(await runNode(CLI, args, { cwd: project.root }));
    // Then the baseline's warning: the left-over edit of src/pinned.js breaks its test.
    expect(report.warnings.slice(0, 2)).toEqual([
      expect.stringContaining(`session ${session} was stopped while verifying a fix: its unverified edit of src/pinned.js is still in the working tree`),
      `session ${session} was stopped before undoing its verified fixes of src/math.js (fix: suggest leaves the working tree as it was found). Run \`sextant review --resume ${session}\` to finish it; it undoes them. No fix is attempted until then.`,
    ]);
    expect(report.fixed_issues).toEqual([]);
  });

  it('the --resume undoes them all', async () => {
    await resume(project, session);
    expect(project.treeHash()).toBe(before);
  });

  it('with nothing left over, the next run fixes again and says nothing about the old session', async () => {
    const next = reportOf(await runNode(CLI, args, { cwd: project.root }));
    expect(next.warnings).toEqual([]);
    expect(next.fixed_issues.map((finding) => finding.file)).toEqual(['src/math.js']);
  });
});
