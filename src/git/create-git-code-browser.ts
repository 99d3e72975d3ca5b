import type { CodeBrowser, SearchHit, Side } from '../investigate/code-browser.js';
import { MAX_INDEXED_FILE_BYTES } from '../investigate/indexable-path.js';
import { GitError, runGit } from './git-command.js';

interface GitCodeBrowserOptions {
  cwd: string;
  head: string;
  base: string;
  env?: NodeJS.ProcessEnv;
}

/** git's modes for a regular file; 120000 (symlink) and 160000 (submodule) are left out. */
const REGULAR_FILE = /^100(644|755) blob [0-9a-f]+ +(\d+)\t(.+)$/s;

/**
 * The repository's commits as git stores them: `ls-tree` lists the regular files (with their sizes),
 * `cat-file` reads one, `grep` searches. Nothing is read from the working tree, so a file the checkout
 * changed, a symlink or an untracked file cannot be read through it.
 */
export function createGitCodeBrowser(options: GitCodeBrowserOptions): CodeBrowser {
  const git = { cwd: options.cwd, ...(options.env ? { env: options.env } : {}) };
  const commitOf = (side: Side) => (side === 'head' ? options.head : options.base);
  const listings = new Map<Side, Promise<ReadonlySet<string>>>();

  function listFiles(side: Side): Promise<ReadonlySet<string>> {
    let listing = listings.get(side);
    if (!listing) {
      listing = runGit(['ls-tree', '-r', '-l', '-z', '--full-tree', commitOf(side)], git).then((output) => {
        const paths = new Set<string>();
        for (const entry of output.toString('utf8').split('\0')) {
          const match = REGULAR_FILE.exec(entry);
          if (match?.[3] && Number(match[2]) <= MAX_INDEXED_FILE_BYTES) paths.add(match[3]);
        }
        return paths;
      });
      listings.set(side, listing);
    }
    return listing;
  }

  return {
    listFiles,
    async readFile(path, side) {
      if (!(await listFiles(side)).has(path)) return undefined;
      const bytes = await runGit(['cat-file', 'blob', `${commitOf(side)}:${path}`], git);
      return bytes.includes(0) ? undefined : bytes.toString('utf8');
    },
    async search(pattern, pathGlob, side, limit) {
      const listed = await listFiles(side);
      // The pattern is an argument of its own after -e, never parsed as an option; the glob a pathspec.
      const args = ['grep', '-I', '-n', '-z', '-E', '--no-color', '-e', pattern, commitOf(side), '--', ...(pathGlob ? [`:(glob)${pathGlob}`] : [])];
      let output: Buffer;
      try {
        output = await runGit(args, git);
      } catch (error) {
        // git grep exits 1 when nothing matches.
        if (error instanceof GitError && error.exitCode === 1) return [];
        throw error;
      }
      const prefix = `${commitOf(side)}:`;
      const hits: SearchHit[] = [];
      for (const record of output.toString('utf8').split('\n')) {
        const [rawPath, rawLine, text] = record.split('\0', 3);
        if (!rawPath || !rawLine || text === undefined) continue;
        const path = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : rawPath;
        if (!listed.has(path)) continue;
        hits.push({ path, line: Number(rawLine), text });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}
