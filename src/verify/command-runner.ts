import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { findTaggedProcesses } from './find-tagged-processes.js';
import { safeEnvironment } from './safe-environment.js';

interface CommandOutcome {
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  /** The end of stdout+stderr interleaved: failures are explained at the end of the output. */
  outputTail: string;
}

export interface CommandRunner {
  run(command: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<CommandOutcome>;
}

/** Enough to show a failing test's message and stack; more only bloats the summary. */
const OUTPUT_TAIL_BYTES = 16 * 1024;

/**
 * How long output may still arrive once the shell has exited and its processes are killed. What they
 * wrote is already in the pipe and is read in milliseconds; a pipe still open after this is held by a
 * process that could not be found (see killCommandProcesses) and must not hold the run.
 */
const OUTPUT_DRAIN_MS = 1000;

/** Marks every process a command starts, so the ones that left its process group can be found. */
const COMMAND_ID_VARIABLE = 'SEXTANT_COMMAND_ID';

/** Appended to the output of a command that left processes running when its shell exited: they were killed. */
export const LEFTOVER_NOTE = '[sextant] stopped processes the command left running after its shell exited';

/**
 * The one place verification commands are started: a shell in `cwd`, a token-free environment, in a
 * process group of its own. The run ends when the shell exits (plus a short drain for output), not
 * when every holder of its output pipes is done; whatever the command started is killed then, after a
 * timeout and when the run is cancelled.
 */
export function createCommandRunner(options: { cwd: string; env: NodeJS.ProcessEnv }): CommandRunner {
  return {
    run(command, { timeoutMs, signal }) {
      const started = Date.now();
      const isWindows = process.platform === 'win32';
      const commandId = randomBytes(16).toString('hex');
      const child = spawn(isWindows ? 'cmd.exe' : '/bin/sh', isWindows ? ['/d', '/s', '/c', command] : ['-c', command], {
        cwd: options.cwd,
        env: { ...safeEnvironment(options.env), [COMMAND_ID_VARIABLE]: commandId },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Own process group (its id is the shell's pid): one signal reaches everything the command started.
        detached: !isWindows,
        windowsHide: true,
      });
      let tail = Buffer.alloc(0);
      const keep = (chunk: Buffer) => {
        tail = Buffer.concat([tail, chunk]);
        if (tail.length > OUTPUT_TAIL_BYTES * 2) tail = tail.subarray(tail.length - OUTPUT_TAIL_BYTES);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);

      let timedOut = false;
      let shellExited = false;
      const killAll = () => {
        if (child.pid === undefined) return;
        if (!isWindows) killCommandProcesses(child.pid, commandId);
        // No process groups: taskkill walks the tree from the shell, so only while the shell runs.
        else if (!shellExited) spawn('taskkill', ['/pid', String(child.pid), '/t', '/f'], { windowsHide: true }).on('error', () => {});
      };
      const timer = setTimeout(() => {
        timedOut = true;
        killAll();
      }, timeoutMs);
      // A second SIGINT exits at once (runtime.ts): the command must not survive that either.
      process.on('exit', killAll);
      // A run cancelled before the command started must not leave it running.
      if (signal?.aborted) killAll();
      else signal?.addEventListener('abort', killAll, { once: true });

      return new Promise((resolve, reject) => {
        let settled = false;
        let drain: NodeJS.Timeout | undefined;
        let closed = false;
        let stopped = isWindows;
        let leftovers = false;
        let exitCode: number | null = null;
        const settle = () => {
          if (settled) return false;
          settled = true;
          clearTimeout(timer);
          clearTimeout(drain);
          signal?.removeEventListener('abort', killAll);
          process.removeListener('exit', killAll);
          return true;
        };
        const finish = () => {
          if (!settle()) return;
          // Releases a pipe still held by a process that escaped: nothing more is read from it.
          child.stdout.destroy();
          child.stderr.destroy();
          let text = tail.subarray(Math.max(0, tail.length - OUTPUT_TAIL_BYTES)).toString('utf8');
          if (leftovers) text += `${text === '' || text.endsWith('\n') ? '' : '\n'}${LEFTOVER_NOTE}\n`;
          resolve({ exitCode, timedOut, durationMs: Date.now() - started, outputTail: text });
        };
        child.on('error', (error) => {
          if (settle()) reject(error);
        });
        child.on('exit', (code) => {
          shellExited = true;
          exitCode = code;
          clearTimeout(timer);
          const deadline = Date.now() + OUTPUT_DRAIN_MS;
          drain = setTimeout(finish, OUTPUT_DRAIN_MS);
          if (isWindows || child.pid === undefined) return;
          // Always, also after a normal exit: background jobs and daemons the command started die with it.
          void stopCommandProcesses(child.pid, commandId, deadline).then((found) => {
            leftovers = found && !timedOut && !signal?.aborted;
            stopped = true;
            if (closed) finish();
          });
        });
        child.on('close', () => {
          closed = true;
          if (stopped) finish();
        });
      });
    },
  };
}

/** How often the end of a run looks again for processes that are still dying. */
const STOP_POLL_MS = 10;

/**
 * Kills what the command left and, on Linux, waits (until `deadline`) until none of it runs any more,
 * so a caller that sees the run end never sees its processes. Returns whether anything was left.
 */
async function stopCommandProcesses(groupId: number, commandId: string, deadline: number): Promise<boolean> {
  const killed = new Set<number>();
  let found = false;
  for (;;) {
    const round = killCommandProcesses(groupId, commandId);
    found ||= round.group || round.pids.length > 0;
    for (const pid of round.pids) killed.add(pid);
    for (const pid of killed) if (!isRunning(pid)) killed.delete(pid);
    if ((round.pids.length === 0 && killed.size === 0) || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
}

/** Linux: a zombie (killed, not yet reaped by its new parent) no longer runs. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/**
 * SIGKILLs the command's process group and, on Linux, every process still carrying its id in its
 * environment (those that left the group with `setsid` or by daemonising), the technique of Jenkins'
 * ProcessTreeKiller. Elsewhere the group is all there is: a process that leaves it survives the run.
 * Synchronous, so it also works in a process 'exit' handler.
 */
function killCommandProcesses(groupId: number, commandId: string): { group: boolean; pids: number[] } {
  let group = false;
  try {
    process.kill(-groupId, 'SIGKILL');
    group = true;
  } catch {
    // ESRCH: the group is empty
  }
  if (process.platform !== 'linux') return { group, pids: [] };
  const pids = findTaggedProcesses(COMMAND_ID_VARIABLE, commandId);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  return { group, pids };
}
