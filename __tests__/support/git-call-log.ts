import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface GitCallLog {
  /** `env` with a `git` first on PATH that records each call, then runs the real git. */
  env: NodeJS.ProcessEnv;
  /** The git subcommands started so far (`rev-parse`, `diff-tree`, …), in order, each with its arguments. */
  calls(): string[][];
  /** Forgets the calls recorded so far. */
  clear(): void;
  cleanup(): void;
}

/** Counts the git processes code under test starts, through a wrapper script (POSIX shells only). */
export function createGitCallLog(env: NodeJS.ProcessEnv): GitCallLog {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { env, encoding: 'utf8' }).trim();
  const folder = mkdtempSync(join(tmpdir(), 'sextant-git-log-'));
  const log = join(folder, 'calls.log');
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  // One line per call, the arguments separated by a unit separator: they may hold spaces.
  writeFileSync(join(folder, 'git'), `#!/bin/sh\n(IFS="$(printf '\\037')"; printf '%s\\n' "$*") >> ${quote(log)}\nexec ${quote(realGit)} "$@"\n`);
  chmodSync(join(folder, 'git'), 0o755);
  return {
    env: { ...env, PATH: `${folder}${delimiter}${env.PATH ?? ''}` },
    calls: () => {
      if (!existsSync(log)) return [];
      // Every call starts with the global options (`-c core.quotePath=false`); the subcommand follows.
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\u001f').slice(2));
    },
    clear: () => rmSync(log, { force: true }),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}
