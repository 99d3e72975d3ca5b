import type { GuidelinesSource } from '../guidelines/guidelines-source.js';
import { runGit } from './git-command.js';
import { readFileAtCommit } from './local-change-source.js';
import { createWorkingTreeReader } from './head-reader.js';

/**
 * The guidelines files of a local clone: at a commit (the reviewed head, or the base branch), or in the
 * working tree (tracked and untracked files, .gitignore honoured) when no commit is given.
 */
export function createGitGuidelinesSource(options: { cwd: string; commit?: string; origin: string; env?: NodeJS.ProcessEnv }): GuidelinesSource {
  const git = { cwd: options.cwd, ...(options.env ? { env: options.env } : {}) };
  const { commit } = options;
  return {
    origin: options.origin,
    async listPaths(within) {
      if (within?.length === 0) return { paths: [], complete: true };
      const args = commit ? ['ls-tree', '-r', '-z', '--name-only', '--full-tree', commit] : ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
      // Literal pathspecs: a folder or file name with `*` or `?` in it means itself.
      const pathspecs = within ? ['--', ...within.map((path) => `:(literal)${path}`)] : [];
      return { paths: (await runGit([...args, ...pathspecs], git)).toString('utf8').split('\0').filter(Boolean), complete: true };
    },
    async read(path) {
      if (commit) return readFileAtCommit(options.cwd, commit, path, options.env);
      const reader = createWorkingTreeReader(options.cwd, options.env ? { env: options.env } : {});
      try {
        return await reader.read(path);
      } finally {
        await reader.close();
      }
    },
  };
}
