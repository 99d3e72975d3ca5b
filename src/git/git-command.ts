import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { cutText } from '../text/describe-value.js';

/**
 * The one place that starts git. Every git process gets the same global options and the same
 * allow-listed environment, and runs without a shell so no argument is ever re-parsed.
 */

/** Global options for every invocation: paths in output are raw UTF-8, never octal-escaped. */
const GLOBAL_OPTIONS = ['-c', 'core.quotePath=false'] as const;

/** How much of the command and of git's error output a GitError's message quotes (the properties keep both). */
const MESSAGE_COMMAND_CHARS = 300;
const MESSAGE_DETAIL_CHARS = 2_000;

/** stderr is only used for error messages; a runaway process must not grow it without bound. */
const MAX_STDERR_BYTES = 64 * 1024;

/** Variables git (and the tools it starts, such as credential-free filters) legitimately needs. */
const ALLOWED_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'USERNAME',
  'LOGNAME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'TZ',
  'XDG_CONFIG_HOME',
  // Windows: git for Windows needs these to find its runtime, home and temp folders.
  'SYSTEMROOT',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
]);

const ALLOWED_PREFIXES = ['GIT_'];

/** Even an allowed name is dropped when it looks like it holds a credential. */
const CREDENTIAL_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|CREDENTIAL|PRIVATE_KEY/i;

/** Set on every git process. */
const FORCED_VARIABLES: Readonly<Record<string, string>> = {
  // Error messages are matched (e.g. "not a git repository"), so they must not be translated.
  LC_ALL: 'C',
  // Never block on a username/password prompt.
  GIT_TERMINAL_PROMPT: '0',
  // Read-only commands must not take the index lock another git process (an editor, a hook) may hold.
  GIT_OPTIONAL_LOCKS: '0',
};

/** A git command that could not start or exited with a non-zero status. */
export class GitError extends Error {
  override readonly name = 'GitError';
  /** The command as typed by a person, for messages: `git rev-parse --verify HEAD`. */
  readonly command: string;
  readonly args: readonly string[];
  /** Exit status; null when git could not be started or was killed by a signal. */
  readonly exitCode: number | null;
  readonly stderr: string;

  constructor(args: readonly string[], exitCode: number | null, stderr: string, reason?: string) {
    const command = ['git', ...args].join(' ');
    const detail = reason ?? (stderr.trim() || 'no error output');
    // A command can carry a batch of paths: the message names it by its start.
    super(
      `${cutText(command, MESSAGE_COMMAND_CHARS)} failed${exitCode === null ? '' : ` with exit code ${exitCode}`}: ${cutText(detail, MESSAGE_DETAIL_CHARS)}`,
    );
    this.command = command;
    this.args = [...args];
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

export interface GitCommandOptions {
  /** Working directory of the git process. */
  cwd: string;
  /** Environment to filter for the child; defaults to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Variables set by the caller itself (not filtered), e.g. GIT_INDEX_FILE. */
  extraEnv?: Readonly<Record<string, string>>;
  /**
   * Written to git's standard input (runGit only): paths for `--pathspec-from-file=-`, patterns for
   * `grep -f -`. A list of any length goes there; on the command line it would meet the system's limit.
   */
  input?: string | Uint8Array;
  /** Exit statuses besides 0 that are an answer, not a failure (runGit only): `diff --no-index` exits 1 when the files differ. */
  answerExitCodes?: readonly number[];
}

/** The child environment: allow-listed names only, never credentials, plus the forced variables. */
export function createGitEnvironment(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    // Windows names are case-insensitive (`Path`, `SystemRoot`).
    const upper = name.toUpperCase();
    const allowed = ALLOWED_NAMES.has(upper) || ALLOWED_PREFIXES.some((prefix) => upper.startsWith(prefix));
    if (allowed && !CREDENTIAL_NAME.test(upper)) result[name] = value;
  }
  return { ...result, ...FORCED_VARIABLES };
}

function childEnvironment(options: GitCommandOptions): NodeJS.ProcessEnv {
  return { ...createGitEnvironment(options.env ?? process.env), ...options.extraEnv };
}

/** Starts a long-lived git process (e.g. `cat-file --batch`); the caller owns its streams. */
export function spawnGit(args: readonly string[], options: GitCommandOptions): ChildProcessWithoutNullStreams {
  return spawn('git', [...GLOBAL_OPTIONS, ...args], {
    cwd: options.cwd,
    env: childEnvironment(options),
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
}

/**
 * Runs git to completion and returns its stdout as bytes. Output is collected chunk by chunk, so
 * there is no buffer limit (a 100,000-line patch is fine). Throws GitError on a non-zero exit.
 */
export function runGit(args: readonly string[], options: GitCommandOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, options);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stderrBytes = 0;
    // git may exit without reading all of it (an error): its exit code says what happened, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes >= MAX_STDERR_BYTES) return;
      stderr.push(chunk);
      stderrBytes += chunk.length;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ENOENT' ? `git was not found on PATH, or the folder '${options.cwd}' does not exist` : error.message;
      reject(new GitError(args, null, '', reason));
    });
    child.on('close', (code, signal) => {
      const errorText = Buffer.concat(stderr).toString('utf8');
      if (code === 0 || (code !== null && options.answerExitCodes?.includes(code))) resolve(Buffer.concat(stdout));
      else if (code === null) reject(new GitError(args, null, errorText, `killed by ${signal ?? 'a signal'}`));
      else reject(new GitError(args, code, errorText));
    });
  });
}
