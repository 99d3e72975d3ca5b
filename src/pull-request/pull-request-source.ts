import type { DiffFile, NotReviewed } from '../diff/diff-model.js';
import { fileTextOf } from '../diff/file-text.js';
import type { FileText } from '../diff/file-text.js';
import { createGitCodeBrowser } from '../git/create-git-code-browser.js';
import { createGitRepositorySearch } from '../git/create-git-repository-search.js';
import { createHeadReader } from '../git/head-reader.js';
import { MAX_READ_FILE_BYTES } from '../diff/read-limits.js';
import type { FileContentReader } from '../git/head-reader.js';
import { batchByBytes } from '../git/batch-by-bytes.js';
import { runGit } from '../git/git-command.js';
import { readTextDiffs } from '../git/local-source.js';
import { notReadable } from '../orchestrator/not-readable.js';
import type { SessionChangeSource } from '../git/change-source.js';
import type { PullRequestFile, RepositoryApi } from '../github/github-client.js';
import { isDiffFile, parsePullRequestFile } from './parse-pull-request-file.js';

/** git's file mode of a symbolic link. */
const SYMLINK_MODE = '120000';

interface PullRequestSourceOptions {
  client: Pick<RepositoryApi, 'readFileContent'>;
  /** Where the reviewed diff starts: the pull request's base, or the head reviewed last time (incremental). */
  baseSha: string;
  headSha: string;
  /** GitHub's file list for baseSha...headSha (pull-request files or a comparison). */
  files: readonly PullRequestFile[];
  /**
   * The whole pull request's files, when `baseSha` is the head reviewed last time: what the pull request
   * added is judged from its base (suppressions, generated markers), whatever the last review saw.
   */
  sinceBase?: readonly DiffFile[];
  /**
   * Incremental only: the pull request's files GitHub shows no patch for that the new commits left alone.
   * Nothing remembered says the last review could read them, so they are read again from the pull
   * request's base (`baseSha`): reviewed if the clone can diff them, listed as not reviewed if not.
   */
  unpatchedSinceBase?: { baseSha: string; files: readonly PullRequestFile[] };
  /** A local clone; file contents are read from it when it has the head commit, saving API calls. */
  checkout?: { cwd: string; env: NodeJS.ProcessEnv };
  /** Changed files GitHub's list stops before (it lists at most 3,000), when nothing else could name them. */
  unlistedFiles?: number;
}

interface PullRequestChange {
  baseSha: string;
  headSha: string;
  files: DiffFile[];
  /** Files GitHub gave no patch for, and the clone could not diff either. */
  notReviewed: NotReviewed[];
  sinceBase?: DiffFile[];
  unlistedFiles?: number;
}

export type PullRequestSource = SessionChangeSource & { readChange(): Promise<PullRequestChange>; readFileText(path: string): Promise<FileText> };

/**
 * The change as GitHub shows it — the same hunks review comments are validated against — with file
 * contents at the head commit from the local clone when it has that commit, else the contents API.
 */
export function createPullRequestSource(options: PullRequestSourceOptions): PullRequestSource {
  const parsed = options.files.map(parsePullRequestFile);
  const cache = new Map<string, Promise<FileText>>();
  let local: Promise<FileContentReader | undefined> | undefined;
  const localReader = () => (local ??= openLocalReader(options.checkout, options.headSha));

  const readFromApi = async (path: string): Promise<FileText> => {
    const bytes = await options.client.readFileContent(path, options.headSha);
    if (!bytes) return { kind: 'missing' };
    return bytes.length > MAX_READ_FILE_BYTES ? { kind: 'too-large', bytes: bytes.length } : fileTextOf(bytes);
  };
  const readFileText = (path: string): Promise<FileText> => {
    let read = cache.get(path);
    if (!read) {
      read = localReader().then((reader) => (reader ? reader.readText(path) : readFromApi(path)));
      cache.set(path, read);
    }
    return read;
  };

  return {
    async readChange() {
      // GitHub's list has no file modes: a clone holding the head commit tells which paths are symlinks.
      const reader = options.checkout ? await localReader() : undefined;
      const links = options.checkout && reader ? await readSymlinks(options.checkout, options.headSha, parsed.filter(isDiffFile)) : new Set<string>();
      const withoutPatch = options.files.filter((_file, index) => !isDiffFile(parsed[index] as DiffFile | NotReviewed));
      const unpatched = options.checkout && reader ? await diffWithoutPatch(options.checkout, options, withoutPatch, readFileText) : undefined;
      const diffed = new Map((unpatched?.files ?? []).map((file) => [file.path, file]));
      const carried = await readCarried(options, reader !== undefined, readFileText);
      return {
        baseSha: options.baseSha,
        headSha: options.headSha,
        files: [
          ...parsed.flatMap((entry) =>
            isDiffFile(entry) ? [links.has(entry.path) ? { ...entry, symlink: true, hunks: [] } : entry] : (diffed.get(entry.path) ?? []),
          ),
          ...carried.files,
        ],
        notReviewed: [
          ...parsed.flatMap((entry) => (isDiffFile(entry) || diffed.has(entry.path) ? [] : [unpatched?.notReviewed.get(entry.path) ?? entry])),
          ...carried.notReviewed,
        ],
        ...(options.unlistedFiles ? { unlistedFiles: options.unlistedFiles } : {}),
        ...(options.sinceBase ? { sinceBase: [...options.sinceBase, ...carried.files] } : {}),
      };
    },
    readFile: async (path) => {
      const read = await readFileText(path);
      return read.kind === 'text' ? read.text : undefined;
    },
    readFileText,
    // Only a clone holding the head commit can be searched; otherwise the context comes from the changed files.
    async repository() {
      if (!options.checkout || !(await localReader())) return undefined;
      return createGitRepositorySearch({ cwd: options.checkout.cwd, commit: options.headSha, env: options.checkout.env });
    },
    async browser() {
      if (!options.checkout || !(await localReader())) return undefined;
      return createGitCodeBrowser({ cwd: options.checkout.cwd, head: options.headSha, base: options.baseSha, env: options.checkout.env });
    },
    async close() {
      await (await local)?.close();
    },
  };
}

/** The unpatched files an incremental review carries over, diffed from the pull request's base where the clone can. */
async function readCarried(
  options: PullRequestSourceOptions,
  cloneHasHead: boolean,
  readFileText: (path: string) => Promise<FileText>,
): Promise<{ files: DiffFile[]; notReviewed: NotReviewed[] }> {
  const carried = options.unpatchedSinceBase;
  if (!carried || carried.files.length === 0) return { files: [], notReviewed: [] };
  const read =
    options.checkout && cloneHasHead
      ? await diffWithoutPatch(options.checkout, { baseSha: carried.baseSha, headSha: options.headSha }, carried.files, readFileText)
      : { files: [], notReviewed: new Map<string, NotReviewed>() };
  const diffed = new Set(read.files.map((file) => file.path));
  const notReviewed = carried.files.flatMap((file) => {
    if (diffed.has(file.filename)) return [];
    const entry = parsePullRequestFile(file);
    return isDiffFile(entry) ? [] : [read.notReviewed.get(file.filename) ?? entry];
  });
  return { files: read.files, notReviewed };
}

/**
 * The files GitHub shows no patch for (it calls them binary, or their diff is too large to display),
 * diffed by the clone when it holds the head and the base: a text file, NUL bytes and all, is reviewed
 * like any other. What the clone cannot diff keeps a reason that says what it is.
 */
async function diffWithoutPatch(
  checkout: NonNullable<PullRequestSourceOptions['checkout']>,
  range: { baseSha: string; headSha: string },
  files: readonly PullRequestFile[],
  readFileText: (path: string) => Promise<FileText>,
): Promise<{ files: DiffFile[]; notReviewed: Map<string, NotReviewed> }> {
  const notReviewed = new Map<string, NotReviewed>();
  const textual: PullRequestFile[] = [];
  const reads = await Promise.all(files.map((file) => readFileText(file.filename)));
  for (const [index, file] of files.entries()) {
    const read = reads[index] ?? { kind: 'missing' };
    if (read.kind === 'text') textual.push(file);
    else if (read.kind !== 'missing') notReviewed.set(file.filename, notReadable(file.filename, read));
  }
  if (textual.length === 0) return { files: [], notReviewed };
  const mergeBase = await runGit(['merge-base', range.baseSha, range.headSha], checkout).then(
    (output) => output.toString('utf8').trim(),
    () => undefined,
  );
  // A shallow clone without the base: GitHub's reason (no patch) stands.
  if (mergeBase === undefined) return { files: [], notReviewed };
  const entries = textual.map((file) => ({ newPath: file.filename, ...(file.previous_filename ? { oldPath: file.previous_filename } : {}) }));
  const wanted = new Set(textual.map((file) => file.filename));
  const diffed = await readTextDiffs(mergeBase, range.headSha, entries, checkout);
  return { files: diffed.filter((file) => wanted.has(file.path) && file.status !== 'deleted'), notReviewed };
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
