import type { FixPorts } from '../fix/fix-ports.js';
import { runGit } from './git-command.js';

/** Commits are signed off as the Actions bot: the fixes are the workflow's, not the PR author's. */
const BOT_IDENTITY = ['-c', 'user.name=github-actions[bot]', '-c', 'user.email=41898282+github-actions[bot]@users.noreply.github.com'];

interface FixCommitterOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  remote: string;
  /** The pull request's head branch: where the fix commits are pushed. */
  branch: string;
}

/** The commit checked out in `cwd`, or undefined when there is none (not a repository, no commits). */
export async function readHeadSha(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    return (await runGit(['rev-parse', 'HEAD'], { cwd, env })).toString('utf8').trim();
  } catch {
    return undefined;
  }
}

/** fix: commit — one commit per iteration with only the fixed files, pushed to the PR branch at the end. */
export function createFixCommitter(options: FixCommitterOptions): NonNullable<FixPorts['git']> {
  const git = async (args: string[], input?: string) => (await runGit(args, { cwd: options.cwd, env: options.env, input })).toString('utf8').trim();
  return {
    async commit(paths, message) {
      // The paths go on stdin, NUL-separated and taken literally: any number, any length, any name.
      const pathspecs = paths.map((path) => `${path}\0`).join('');
      const fromStdin = ['--pathspec-from-file=-', '--pathspec-file-nul'];
      await git(['--literal-pathspecs', 'add', ...fromStdin], pathspecs);
      await git([...BOT_IDENTITY, '--literal-pathspecs', 'commit', '--quiet', '--no-verify', '--message', message, '--only', ...fromStdin], pathspecs);
      return git(['rev-parse', 'HEAD']);
    },
    async push() {
      await git(['push', '--quiet', options.remote, `HEAD:refs/heads/${options.branch}`]);
    },
  };
}
