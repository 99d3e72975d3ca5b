import { createCommandRunner } from '../src/verify/command-runner.js';
import { safeEnvironment } from '../src/verify/safe-environment.js';

describe('createCommandRunner', () => {
  const runner = createCommandRunner({
    cwd: process.cwd(),
    env: { ...process.env, GITHUB_TOKEN: 'ghs_not_for_children', OPENAI_API_KEY: 'sk-not-for-children', INPUT_API_KEY: 'x' },
  });

  it('reports exit code and output of a real command', async () => {
    const outcome = await runner.run('echo hello && echo oops >&2 && exit 3', { timeoutMs: 10_000 });
    expect(outcome.exitCode).toBe(3);
    expect(outcome.timedOut).toBe(false);
    expect(outcome.outputTail).toContain('hello');
    expect(outcome.outputTail).toContain('oops');
  });

  it('never passes tokens or keys to the command', async () => {
    const outcome = await runner.run('env', { timeoutMs: 10_000 });
    expect(outcome.outputTail).toContain('PATH=');
    expect(outcome.outputTail).not.toMatch(/GITHUB_TOKEN|OPENAI_API_KEY|INPUT_API_KEY|ghs_not_for_children/);
  });

  it('kills the whole process tree on timeout', async () => {
    const outcome = await runner.run('sleep 30 & sleep 30; echo never', { timeoutMs: 300 });
    expect(outcome.timedOut).toBe(true);
    expect(outcome.outputTail).not.toContain('never');
  });

  it('keeps only the tail of a large output', async () => {
    const outcome = await runner.run(`node -e "for (let i = 0; i < 20000; i++) console.log('line ' + i)"`, { timeoutMs: 20_000 });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.outputTail).toContain('line 19999');
    expect(outcome.outputTail).not.toContain('line 0\n');
  });
});

describe('safeEnvironment', () => {
  it('keeps what tools need and drops everything else', () => {
    expect(safeEnvironment({ PATH: '/bin', HOME: '/home/u', LC_ALL: 'C', AWS_SECRET_ACCESS_KEY: 'x', ACTIONS_RUNTIME_TOKEN: 'y' })).toEqual({
      PATH: '/bin',
      HOME: '/home/u',
      LC_ALL: 'C',
    });
  });
});
