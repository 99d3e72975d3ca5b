import type { FileText } from '../diff/file-text.js';
import type { ChangeSource } from './change-source.js';
import { createGitCodeBrowser } from './create-git-code-browser.js';
import { createGitRepositorySearch } from './create-git-repository-search.js';
import { createHeadReader, createWorkingTreeReader } from './head-reader.js';
import type { FileContentReader } from './head-reader.js';
import { readLocalChange } from './local-source.js';
import type { LocalChange, ResolvedRange } from './local-source.js';

export { findRepositoryAndCommit, findRepositoryRoot, resolveBase, verifyBase } from './local-source.js';

interface LocalChangeSourceOptions {
  cwd: string;
  base?: string;
  uncommitted?: boolean;
  /** Pins the reviewed commit (a resumed session passes the head it started with); default HEAD. */
  headSha?: string;
  env?: NodeJS.ProcessEnv;
  /** The repository and commits the caller has resolved already, so reading the change does not look them up again. */
  resolved?: ResolvedRange;
}

interface LocalChangeSource extends ChangeSource {
  readChange(): Promise<LocalChange>;
  readFileText(path: string): Promise<FileText>;
  /** Ends the git process behind readFile. */
  close(): Promise<void>;
}

/**
 * The change source for a local checkout: the diff from readLocalChange, and file contents at the
 * reviewed head (or from the working tree with `uncommitted`) through one long-lived reader.
 */
export function createLocalChangeSource(options: LocalChangeSourceOptions): LocalChangeSource {
  let headSha = options.headSha;
  let baseSha: string | undefined;
  let blobs: ReadonlyMap<string, string> = new Map();
  let reader: FileContentReader | undefined;
  const readerFor = (): FileContentReader => {
    reader ??= options.uncommitted
      ? createWorkingTreeReader(options.cwd, { env: options.env })
      : createHeadReader(options.cwd, headSha ?? 'HEAD', { env: options.env, blobOf: (path) => blobs.get(path) });
    return reader;
  };
  return {
    async readChange() {
      const change = await readLocalChange({
        cwd: options.cwd,
        base: options.base,
        head: headSha,
        uncommitted: options.uncommitted,
        env: options.env,
        resolved: options.resolved,
      });
      headSha = change.headSha;
      baseSha = change.baseSha;
      // A working tree is read from disk, where a file can change between steps; blobs are for the head only.
      if (!options.uncommitted) blobs = change.blobs;
      return change;
    },
    readFile: (path) => readerFor().read(path),
    readFileText: (path) => readerFor().readText(path),
    // The head is known once the change is read; the working tree is searched as it is.
    repository: async () =>
      createGitRepositorySearch({
        cwd: options.cwd,
        ...(options.uncommitted ? {} : { commit: headSha ?? 'HEAD' }),
        ...(options.env ? { env: options.env } : {}),
      }),
    // A model's tools read commits; an uncommitted working tree has none to read from.
    browser: async () =>
      options.uncommitted || !headSha || !baseSha
        ? undefined
        : createGitCodeBrowser({ cwd: options.cwd, head: headSha, base: baseSha, ...(options.env ? { env: options.env } : {}) }),
    async close() {
      await reader?.close();
    },
  };
}

/**
 * One file's text at a commit (e.g. the repository config at the pull request's base), or
 * undefined when the file does not exist there. Throws when the commit cannot be read, which in
 * CI usually means a shallow checkout.
 */
export async function readFileAtCommit(cwd: string, sha: string, path: string, env?: NodeJS.ProcessEnv): Promise<string | undefined> {
  const reader = createHeadReader(cwd, sha, { env });
  try {
    return await reader.read(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot read '${path}' at ${sha} (a shallow clone may lack the commit: fetch more history): ${reason}`, {
      cause: error,
    });
  } finally {
    await reader.close();
  }
}
