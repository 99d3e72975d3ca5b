import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createCommandRunner, LEFTOVER_NOTE } from '../src/verify/command-runner.js';
import { safeEnvironment } from '../src/verify/safe-environment.js';

/** Whether `pid` still runs. A killed process its new parent has not reaped yet (a zombie) does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  if (process.platform !== 'linux') return true;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
}

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

describe('processes a command leaves behind', () => {
  let dir: string;
  let runner: ReturnType<typeof createCommandRunner>;
  const pidIn = (name: string) => Number(readFileSync(join(dir, name), 'utf8').trim());
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sextant-runner-'));
    runner = createCommandRunner({ cwd: dir, env: process.env });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a background job is killed when the shell exits, and the run does not wait for it', async () => {
    const outcome = await runner.run('sleep 25 & echo $! > sleep.pid; echo done', { timeoutMs: 2_000 });
    const sleep = pidIn('sleep.pid');
    expect(isRunning(sleep)).toBe(false);
    expect(outcome).toMatchObject({ exitCode: 0, timedOut: false });
    expect(outcome.outputTail).toBe(`done\n${LEFTOVER_NOTE}\n`);
  });

  it('a leftover holding the output pipe open does not hold the run', async () => {
    const outcome = await runner.run('tail -f /dev/null & echo $! > tail.pid', { timeoutMs: 600_000 });
    expect(isRunning(pidIn('tail.pid'))).toBe(false);
    expect(outcome).toMatchObject({ exitCode: 0, timedOut: false });
  });

  it('the timeout kills the whole tree, not only the shell', async () => {
    const outcome = await runner.run('sleep 25 & echo $! > sleep.pid; sleep 30; echo never', { timeoutMs: 2_000 });
    expect(isRunning(pidIn('sleep.pid'))).toBe(false);
    expect(outcome).toMatchObject({ exitCode: null, timedOut: true });
    expect(outcome.outputTail).not.toContain('never');
  });

  (process.platform === 'linux' ? it : it.skip)('a daemon that left the process group (setsid) is found and killed', async () => {
    const command = "setsid sh -c 'echo $$ > daemon.pid; exec sleep 100' > /dev/null 2>&1 < /dev/null & while [ ! -s daemon.pid ]; do sleep 0.05; done";
    const outcome = await runner.run(command, { timeoutMs: 600_000 });
    const daemon = pidIn('daemon.pid');
    expect(isRunning(daemon)).toBe(false);
    expect(outcome.exitCode).toBe(0);
  });

  it('a cancelled run kills the command in flight at once', async () => {
    const controller = new AbortController();
    const running = runner.run('tail -f /dev/null & echo $! > tail.pid; sleep 100', { timeoutMs: 600_000, signal: controller.signal });
    while (!existsSync(join(dir, 'tail.pid')) || readFileSync(join(dir, 'tail.pid'), 'utf8') === '') await delay(20);
    controller.abort();
    const outcome = await running;
    expect(isRunning(pidIn('tail.pid'))).toBe(false);
    expect(outcome).toMatchObject({ exitCode: null, timedOut: false });
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
