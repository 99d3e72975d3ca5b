import { decodeUtf8 } from '../diff/decode-utf8.js';
import type { DiffFile, NotReviewed } from '../diff/diff-model.js';
import { createGitRepositorySearch } from '../git/create-git-repository-search.js';
import { createHeadReader, MAX_READ_FILE_BYTES } from '../git/head-reader.js';
import type { FileContentReader } from '../git/head-reader.js';
import { batchByBytes } from '../git/batch-by-bytes.js';
import { runGit } from '../git/git-command.js';
import type { SessionChangeSource } from '../review-session.js';
import type { GitHubClient, PullRequestFile } from './github-client.js';
import { isDiffFile, parsePullRequestFile } from './parse-pull-request-file.js';

/** git's file mode of a symbolic link. */
const SYMLINK_MODE = '120000';

/** git's own binary test: a NUL byte in the first 8,000 bytes. */
const BINARY_SNIFF_BYTES = 8000;

interface PullRequestSourceOptions {
  client: GitHubClient;
  /** Where the reviewed diff starts: the pull request's base, or the head reviewed last time (incremental). */
  baseSha: string;
  headSha: string;
  /** GitHub's file list for baseSha...headSha (pull-request files or a comparison). */
  files: readonly PullRequestFile[];
  /** A local clone; file contents are read from it when it has the head commit, saving API calls. */
  checkout?: { cwd: string; env: NodeJS.ProcessEnv };
}

interface PullRequestChange {
  baseSha: string;
  headSha: string;
  files: DiffFile[];
  /** Files GitHub gave no patch for. */
  notReviewed: NotReviewed[];
}

export type PullRequestSource = SessionChangeSource & { readChange(): Promise<PullRequestChange> };

/**
 * The change as GitHub shows it — the same hunks review comments are validated against — with file
 * contents at the head commit from the local clone when it has that commit, else the contents API.
 */
export function createPullRequestSource(options: PullRequestSourceOptions): PullRequestSource {
  const parsed = options.files.map(parsePullRequestFile);
  const cache = new Map<string, Promise<string | undefined>>();
  let local: Promise<FileContentReader | undefined> | undefined;
  const localReader = () => (local ??= openLocalReader(options.checkout, options.headSha));

  const readFromApi = async (path: string): Promise<string | undefined> => {
    const bytes = await options.client.readFileContent(path, options.headSha);
    if (!bytes || bytes.length > MAX_READ_FILE_BYTES || bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) return undefined;
    return decodeUtf8(bytes);
  };

  return {
    async readChange() {
      // GitHub's list has no file modes: a clone holding the head commit tells which paths are symlinks.
      const links = options.checkout && (await localReader()) ? await readSymlinks(options.checkout, options.headSha, parsed.filter(isDiffFile)) : new Set<string>();
      return {
        baseSha: options.baseSha,
        headSha: options.headSha,
        files: parsed.filter(isDiffFile).map((file) => (links.has(file.path) ? { ...file, symlink: true, hunks: [] } : file)),
        notReviewed: parsed.filter((entry): entry is NotReviewed => !isDiffFile(entry)),
      };
    },
    readFile(path) {
      let read = cache.get(path);
      if (!read) {
        read = localReader().then((reader) => (reader ? reader.read(path) : readFromApi(path)));
        cache.set(path, read);
      }
      return read;
    },
    // Only a clone holding the head commit can be searched; otherwise the context comes from the changed files.
    async repository() {
      if (!options.checkout || !(await localReader())) return undefined;
      return createGitRepositorySearch({ cwd: options.checkout.cwd, commit: options.headSha, env: options.checkout.env });
    },
    async close() {
      await (await local)?.close();
    },
  };
}

/** The paths among `files` that are symbolic links at `headSha`, from `git ls-tree`. */
async function readSymlinks(checkout: NonNullable<PullRequestSourceOptions['checkout']>, headSha: string, files: readonly DiffFile[]): Promise<Set<string>> {
  const pathspecs = files.filter((file) => file.status !== 'deleted').map((file) => `:(literal)${file.path}`);
  const links = new Set<string>();
  // ls-tree takes no pathspecs on stdin: batches bounded by bytes, since 500 paths of 5,000 characters are too many for one call.
  for (const batch of batchByBytes(pathspecs)) {
    const output = await runGit(['ls-tree', '-z', '--full-tree', headSha, '--', ...batch], checkout);
    for (const record of output.toString('utf8').split('\0')) {
      const tab = record.indexOf('\t');
      if (tab !== -1 && record.startsWith(`${SYMLINK_MODE} `)) links.add(record.slice(tab + 1));
    }
  }
  return links;
}

/** A reader of the head commit in the local clone, or undefined when the clone does not have it (e.g. a merge-commit checkout). */
async function openLocalReader(checkout: PullRequestSourceOptions['checkout'], headSha: string): Promise<FileContentReader | undefined> {
  if (!checkout) return undefined;
  try {
    await runGit(['cat-file', '-e', `${headSha}^{commit}`], { cwd: checkout.cwd, env: checkout.env });
  } catch {
    return undefined;
  }
  return createHeadReader(checkout.cwd, headSha, { env: checkout.env });
}
