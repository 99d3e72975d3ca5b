import { spawn } from 'node:child_process';
import { safeEnvironment } from './safe-environment.js';

export interface CommandOutcome {
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

/** The one place verification commands are started: a shell in `cwd`, a token-free environment, the whole tree killed on timeout. */
export function createCommandRunner(options: { cwd: string; env: NodeJS.ProcessEnv }): CommandRunner {
  return {
    run(command, { timeoutMs, signal }) {
      const started = Date.now();
      const isWindows = process.platform === 'win32';
      const child = spawn(isWindows ? 'cmd.exe' : '/bin/sh', isWindows ? ['/d', '/s', '/c', command] : ['-c', command], {
        cwd: options.cwd,
        env: safeEnvironment(options.env),
        stdio: ['ignore', 'pipe', 'pipe'],
        // Own process group, so a timeout kills the command's children too.
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
      const killTree = () => {
        if (child.pid === undefined || child.exitCode !== null) return;
        try {
          if (isWindows) spawn('taskkill', ['/pid', String(child.pid), '/t', '/f']);
          else process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL'); // the group is already gone; make sure the shell is too
        }
      };
      const timer = setTimeout(() => {
        timedOut = true;
        killTree();
      }, timeoutMs);
      // A run cancelled before the command started must not leave it running.
      if (signal?.aborted) killTree();
      else signal?.addEventListener('abort', killTree, { once: true });
      return new Promise((resolve, reject) => {
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.on('close', (exitCode) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', killTree);
          const text = tail.subarray(Math.max(0, tail.length - OUTPUT_TAIL_BYTES)).toString('utf8');
          resolve({ exitCode, timedOut, durationMs: Date.now() - started, outputTail: text });
        });
      });
    },
  };
}
