import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/review-command.js';
import type { CliRuntime } from '../../src/runtime.js';

/**
 * `sextant <argv>` in this process, against a real repository: what it printed and its exit code.
 * Faster than a child process where a test needs no signal, no bundle and no separate Node.
 */
export async function runCliInProcess(options: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  argv: string[];
  color?: boolean;
}): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const color = options.color ?? false;
  const runtime: CliRuntime = {
    cwd: options.cwd,
    env: options.env,
    now: () => new Date(),
    signal: new AbortController().signal,
    receivedSignal: () => undefined,
    argv: options.argv,
    apiKey: () => undefined,
    stdout,
    stderr,
    color: () => ({ stdout: color, stderr: color }),
  };
  const code = await runCli(runtime);
  return { code, stdout: out, stderr: err };
}
