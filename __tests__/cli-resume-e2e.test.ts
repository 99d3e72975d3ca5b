import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';
import { CLI, runNode } from './support/run-node.js';

const sessionOf = (stderr: string) => /session ([0-9a-f]{8})/.exec(stderr)?.[1] ?? '';

describe('sextant review stopped by a signal or a broken state file, and resumed (bundled CLI)', () => {
  let sample: SampleChange;
  beforeAll(() => {
    sample = createSampleChange();
  });
  afterAll(() => rmSync(sample.root, { recursive: true, force: true }));

  it('restores a corrupt state file from its backup on --resume, losing nothing', async () => {
    const first = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none'], { cwd: sample.root });
    const original = JSON.parse(first.stdout) as ReviewReport;
    const statePath = join(sample.root, '.sextant', original.session_id, 'state.json');
    writeFileSync(statePath, '{"session_id": "trunc');
    const resumed = await runNode(CLI, ['review', '--resume', original.session_id, '--format', 'json', '--fail-on', 'none'], { cwd: sample.root });
    expect(resumed.code).toBe(0);
    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.findings).toEqual(original.findings);
    expect(readFileSync(join(sample.root, '.sextant', original.session_id, 'session.jsonl'), 'utf8')).toMatch(/STATE_RECOVERED/);
  });

  it('resumes a run killed with SIGKILL from its last completed step', async () => {
    const gate = join(sample.root, '.verify-may-pass');
    const command = `test -f "${gate}" || sleep 60`;
    const killed = await runNode(CLI, ['review', '--base', 'main', '--test-command', command, '--fail-on', 'none'], {
      cwd: sample.root,
      onStderr: (text, child) => {
        if (text.includes('verify: tests') && !child.killed) child.kill('SIGKILL');
      },
    });
    expect(killed.signal).toBe('SIGKILL');
    const session = sessionOf(killed.stderr);
    const stateBefore = JSON.parse(readFileSync(join(sample.root, '.sextant', session, 'state.json'), 'utf8'));
    expect(stateBefore.completed_steps).toEqual(['collect-context']);
    writeFileSync(gate, '');
    const resumed = await runNode(CLI, ['review', '--resume', session, '--format', 'json', '--fail-on', 'none'], { cwd: sample.root });
    rmSync(gate);
    expect(resumed.code).toBe(0);
    const report = JSON.parse(resumed.stdout) as ReviewReport;
    expect(report.session_id).toBe(session);
    expect(report.verification.tests.status).toBe('passed');
    expect(report.findings.length).toBeGreaterThan(0);
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('saves user_exit and exits %s → %i', async (signal, code) => {
    const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', 'sleep 60', '--format', 'json'], {
      cwd: sample.root,
      onStderr: (text, child) => {
        // Once: a second signal means "exit now without saving".
        if (text.includes('verify: tests') && !child.killed) child.kill(signal);
      },
    });
    expect(run.code).toBe(code);
    const report = JSON.parse(run.stdout) as ReviewReport;
    expect(report.summary.termination_reason).toBe('user_cancelled');
    expect(report.status).toBe('failed');
    expect(sessionOf(run.stderr)).toBe(report.session_id);
  });

  it('Ctrl-C prints the exact command that continues the review, and that command finishes it', async () => {
    const gate = join(sample.root, '.verify-may-pass');
    const interrupted = await runNode(CLI, ['review', '--base', 'main', '--test-command', `test -f "${gate}" || sleep 60`], {
      cwd: sample.root,
      onStderr: (text, child) => {
        // Once: a second signal means "exit now without saving".
        if (text.includes('verify: tests') && !child.killed) child.kill('SIGINT');
      },
    });
    expect(interrupted.code).toBe(130);
    const line = /^sextant: interrupted; continue with: (sextant review --resume ([0-9a-f]{8}))$/m.exec(interrupted.stderr);
    expect(line).not.toBeNull();
    const [, command = '', session = ''] = line ?? [];
    expect(JSON.parse(readFileSync(join(sample.root, '.sextant', session, 'state.json'), 'utf8'))).toMatchObject({ status: 'user_exit' });

    writeFileSync(gate, '');
    const [, ...args] = command.split(' ');
    const resumed = await runNode(CLI, [...args, '--format', 'json'], { cwd: sample.root });
    rmSync(gate);
    // The sample change has a critical finding: the finished review fails the default gate.
    expect(resumed.code).toBe(1);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ session_id: session, status: 'success' });
    expect(resumed.stderr).not.toContain('continue with');
  });

  it('one SIGINT while a command that never ends runs: the command is killed, user_exit is saved, exit 130', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'sextant-sigint-'));
    const pidFile = join(scratch, 'tail.pid');
    let interrupted = false;
    try {
      const run = await runNode(CLI, ['review', '--base', 'main', '--test-command', `echo $$ > "${pidFile}"; exec tail -f /dev/null`, '--format', 'json'], {
        cwd: sample.root,
        onStderr: (text, child) => {
          if (interrupted || !text.includes('verify: tests')) return;
          interrupted = true;
          void (async () => {
            while (readFileSync(pidFile, { encoding: 'utf8', flag: 'a+' }) === '') await new Promise((resolve) => setTimeout(resolve, 20));
            child.kill('SIGINT');
          })();
        },
      });
      expect(run.code).toBe(130);
      const session = sessionOf(run.stderr);
      const state = JSON.parse(readFileSync(join(sample.root, '.sextant', session, 'state.json'), 'utf8'));
      expect(state).toMatchObject({ status: 'user_exit', termination_reason: 'user_cancelled' });
      const tail = Number(readFileSync(pidFile, 'utf8'));
      expect(() => process.kill(tail, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
