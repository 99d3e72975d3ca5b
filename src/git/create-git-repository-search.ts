import type { RepositorySearch } from '../investigate/repository-search.js';
import { isIndexable, MAX_INDEXED_FILE_BYTES } from '../investigate/indexable-path.js';
import { GitError, runGit } from './git-command.js';

interface GitRepositorySearchOptions {
  cwd: string;
  /** The commit searched; the working tree (tracked and untracked files, .gitignore honoured) when absent. */
  commit?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Searches a local clone with `git grep` (fixed strings, whole words, binary files skipped): git does
 * the scanning, so only the files that mention a name are ever read and parsed. Files over
 * MAX_INDEXED_FILE_BYTES (known from `git ls-tree -l` for a commit) and non-indexable paths are left out.
 */
export function createGitRepositorySearch(options: GitRepositorySearchOptions): RepositorySearch {
  const git = { cwd: options.cwd, ...(options.env ? { env: options.env } : {}) };
  let sized: Promise<Set<string> | undefined> | undefined;
  // For a commit, the sizes come with the listing; the working tree's large files are caught when read.
  const smallEnough = () =>
    (sized ??= options.commit
      ? runGit(['ls-tree', '-r', '-l', '-z', '--full-tree', options.commit], git).then((output) => {
          const paths = new Set<string>();
          for (const entry of output.toString('utf8').split('\0')) {
            const match = /^\d+ blob [0-9a-f]+ +(\d+)\t(.+)$/s.exec(entry);
            if (match?.[2] && Number(match[1]) <= MAX_INDEXED_FILE_BYTES) paths.add(match[2]);
          }
          return paths;
        })
      : Promise.resolve(undefined));
  return {
    description: options.commit ? `the repository at ${options.commit.slice(0, 12)}` : 'the working tree',
    covers: isIndexable,
    async findWords(words, accept) {
      const found = new Map<string, number[]>();
      if (words.length === 0) return found;
      const sizes = await smallEnough();
      // The words go on stdin (`-f -`), one per line: however many and however long, the command line stays short.
      const args = ['grep', '-I', '-n', '-w', '-F', '-z', '--no-color', ...(options.commit ? [] : ['--untracked']), '-f', '-'];
      if (options.commit) args.push(options.commit);
      let output: Buffer;
      try {
        output = await runGit([...args, '--'], { ...git, input: `${words.join('\n')}\n` });
      } catch (error) {
        // git grep exits 1 when nothing matches.
        if (error instanceof GitError && error.exitCode === 1) return found;
        throw error;
      }
      const prefix = options.commit ? `${options.commit}:` : '';
      for (const record of output.toString('utf8').split('\n')) {
        const [rawPath, rawLine] = record.split('\0', 2);
        if (!rawPath || !rawLine) continue;
        const path = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : rawPath;
        if (!isIndexable(path) || (sizes && !sizes.has(path)) || !accept(path)) continue;
        const lines = found.get(path) ?? [];
        lines.push(Number(rawLine));
        found.set(path, lines);
      }
      return found;
    },
  };
}
