import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDiffFiles } from '../diff/build-diff-files.js';
import { countChangedLines } from '../diff/count-changed-lines.js';
import type { FileText } from '../diff/file-text.js';
import { parseHunks } from '../diff/parse-hunks.js';
import { parseRawDiff } from '../diff/parse-raw-diff.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { RawDiffEntry } from '../diff/parse-raw-diff.js';
import { GitError, runGit } from './git-command.js';
import type { GitCommandOptions } from './git-command.js';
import { createHeadReader } from './head-reader.js';

/** Tried in order when no base is given: where the branch came from, then the usual default branches. */
const DEFAULT_BASE_CANDIDATES = ['@{upstream}', 'origin/main', 'main', 'master'] as const;

/** Same options for both diff-tree runs, so the file list and the patch describe the same pairs in the same order. */
const DIFF_TREE_OPTIONS = ['-r', '--find-renames', '--find-copies', '--no-ext-diff', '--no-textconv'] as const;

/** Files per diff-tree call when the diff of chosen files is read again: with their old paths, well under any system's argument-length limit. */
const FILES_PER_DIFF = 250;

/** Base class of the errors a user can fix (wrong folder, wrong --base); the message says how. */
export class LocalChangeError extends Error {
  override readonly name: string = 'LocalChangeError';
}

export class NotAGitRepositoryError extends LocalChangeError {
  override readonly name = 'NotAGitRepositoryError';
  constructor(
    readonly folder: string,
    reason = 'not a git repository (or any of its parent folders)',
  ) {
    super(`'${folder}' is ${reason}`);
  }
}

export class NoCommitsError extends LocalChangeError {
  override readonly name = 'NoCommitsError';
  constructor(readonly folder: string) {
    super(`the repository at '${folder}' has no commits yet: commit something first`);
  }
}

/** What a shallow clone lacks, and the command that fetches it. */
const SHALLOW_CLONE = 'this is a shallow clone, which has only the latest commits: fetch the history with `git fetch --unshallow`, then run the review again';

export class UnknownBaseError extends LocalChangeError {
  override readonly name = 'UnknownBaseError';
  constructor(
    readonly ref: string,
    shallow = false,
  ) {
    super(`unknown --base '${ref}': ${shallow ? `not a commit in this clone; ${SHALLOW_CLONE}` : 'not a commit in this repository'}`);
  }
}

export class NoDefaultBaseError extends LocalChangeError {
  override readonly name = 'NoDefaultBaseError';
  constructor(shallow = false) {
    super(
      `no base to compare with: none of ${DEFAULT_BASE_CANDIDATES.join(', ')} exists; ${shallow ? `${SHALLOW_CLONE} (or pass --base <branch or commit>)` : 'pass --base <branch or commit>'}`,
    );
  }
}

export class NoMergeBaseError extends LocalChangeError {
  override readonly name = 'NoMergeBaseError';
  constructor(
    readonly ref: string,
    shallow = false,
  ) {
    super(
      shallow
        ? `--base '${ref}' and HEAD have no common ancestor in this clone; ${SHALLOW_CLONE}`
        : `--base '${ref}' and HEAD have no common ancestor: their histories never meet; pass --base a branch or commit HEAD was made from`,
    );
  }
}

interface LocalChangeOptions {
  /** Any folder inside the repository. */
  cwd: string;
  /** Branch, tag or commit to compare with; defaults to the first of DEFAULT_BASE_CANDIDATES that exists. */
  base?: string;
  /** The commit to review; default HEAD. A resumed session passes the head it started with. */
  head?: string;
  /** Review the working tree (staged, unstaged and untracked files) against `head` instead of the commits. */
  uncommitted?: boolean;
  /** Environment to derive git's (filtered) environment from; defaults to this process's. */
  env?: NodeJS.ProcessEnv;
  /** What the caller has looked up already (the CLI does before a review starts): it is not looked up again. */
  resolved?: ResolvedRange;
}

/** A base as resolveBase found it: the ref it was resolved from, and its commit. */
export interface ResolvedBase {
  ref: string;
  sha: string;
}

/** The repository and the commits of a review, found by findRepositoryAndCommit and resolveBase. */
export interface ResolvedRange {
  root: string;
  headSha: string;
  /** Absent when still to be resolved from `base` (or, with `uncommitted` and no `base`, the head itself). */
  base?: ResolvedBase;
  /** The merge-base of `base` and the head, when looked up already. */
  mergeBaseSha?: string;
}

export interface LocalChange {
  /** The ref the base was resolved from (`origin/main`, or what --base said). */
  baseRef: string;
  baseSha: string;
  /** HEAD (or `head`); with `uncommitted`, the commit the working tree sits on. */
  headSha: string;
  /** The diff starts here: the merge-base of base and HEAD. */
  mergeBaseSha: string;
  files: DiffFile[];
  /** The blob each changed file has in the reviewed tree (deleted files have none), for reading it by object name. */
  blobs: ReadonlyMap<string, string>;
}

async function gitText(args: readonly string[], options: GitCommandOptions): Promise<string> {
  return (await runGit(args, options)).toString('utf8').trim();
}

/** The commit a revision names, or undefined when it names none. */
async function tryResolveCommit(revision: string, options: GitCommandOptions): Promise<string | undefined> {
  // A leading dash would be read as an option; no branch or commit starts with one.
  if (revision.startsWith('-')) return undefined;
  try {
    return await gitText(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], options);
  } catch (error) {
    // Exit 1: not a commit. Exit 128: e.g. `@{upstream}` on a branch without one.
    if (error instanceof GitError && error.exitCode !== null) return undefined;
    throw error;
  }
}

/** The top folder of the repository that contains `cwd`. */
export async function findRepositoryRoot(cwd: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const folder = resolve(cwd);
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new NotAGitRepositoryError(folder, 'not a git repository: the folder does not exist');
  try {
    return await gitText(['rev-parse', '--show-toplevel'], { cwd: folder, env });
  } catch (error) {
    if (error instanceof GitError && /not a git repository/i.test(error.stderr)) throw new NotAGitRepositoryError(folder);
    throw error;
  }
}

/**
 * The top folder of the repository that contains `cwd`, and the commit `revision` names there
 * (undefined when it names none). One git process when both exist; otherwise the two separate
 * lookups run, so every error is the one they give.
 */
export async function findRepositoryAndCommit(cwd: string, revision: string, env?: NodeJS.ProcessEnv): Promise<{ root: string; sha: string | undefined }> {
  if (!revision.startsWith('-')) {
    try {
      const text = await gitText(['rev-parse', '--show-toplevel', '--verify', '--quiet', `${revision}^{commit}`], { cwd: resolve(cwd), env });
      // The root comes first; a folder name may hold a newline, a commit name never does.
      const split = text.lastIndexOf('\n');
      return { root: text.slice(0, split), sha: text.slice(split + 1) };
    } catch {
      // No repository, or no such commit: told apart below.
    }
  }
  const root = await findRepositoryRoot(cwd, env);
  return { root, sha: await tryResolveCommit(revision, { cwd: root, env }) };
}

/** A review's commits: the repository, its head, the base and where they meet. */
export interface FoundRange {
  root: string;
  headSha: string;
  baseSha: string;
  mergeBaseSha: string;
}

/**
 * The repository, its head, `base` and their merge-base from one git process: `rev-parse` prints the
 * merge-base of a symmetric range as `^<sha>`. Undefined whenever that is not plain (no commits, no such
 * base, unrelated or criss-crossed histories): the separate lookups then run, so every error is theirs.
 */
export async function findRangeAtOnce(cwd: string, base: string, env?: NodeJS.ProcessEnv): Promise<FoundRange | undefined> {
  if (base.startsWith('-')) return undefined;
  let lines: string[];
  try {
    const text = await gitText(['rev-parse', '--show-toplevel', 'HEAD^{commit}', `${base}^{commit}`, `HEAD...${base}^{commit}`], { cwd: resolve(cwd), env });
    lines = text.split('\n');
  } catch {
    return undefined;
  }
  // The root comes first and may hold a newline; then the head, the base, the range's two ends and one `^` line.
  const [headSha, baseSha, , , mergeBase] = lines.slice(-5);
  if (lines.length < 6 || !mergeBase?.startsWith('^') || lines[lines.length - 2]?.startsWith('^') || !headSha || !baseSha) return undefined;
  return { root: lines.slice(0, -5).join('\n'), headSha, baseSha, mergeBaseSha: mergeBase.slice(1) };
}

/** Whether the repository is a shallow clone (`git clone --depth`), which lacks the history a base may need. */
async function isShallowClone(options: GitCommandOptions): Promise<boolean> {
  return (await gitText(['rev-parse', '--is-shallow-repository'], options)) === 'true';
}

/** The commit `base` names; throws UnknownBaseError when it names none (saying so when the clone is shallow). */
export async function verifyBase(root: string, base: string, env?: NodeJS.ProcessEnv): Promise<string> {
  const sha = await tryResolveCommit(base, { cwd: root, env });
  if (sha === undefined) throw new UnknownBaseError(base, await isShallowClone({ cwd: root, env }));
  return sha;
}

/** The commit to compare with: `base`, or the first of DEFAULT_BASE_CANDIDATES that exists. */
export async function resolveBase(base: string | undefined, options: GitCommandOptions): Promise<ResolvedBase> {
  if (base !== undefined) return { ref: base, sha: await verifyBase(options.cwd, base, options.env) };
  for (const candidate of DEFAULT_BASE_CANDIDATES) {
    const sha = await tryResolveCommit(candidate, options);
    if (sha !== undefined) return { ref: candidate, sha };
  }
  throw new NoDefaultBaseError(await isShallowClone(options));
}

/** Where the diff starts: the merge-base of `base` and the head; throws NoMergeBaseError when they share no history. */
export async function readMergeBase(base: ResolvedBase, headSha: string, options: GitCommandOptions): Promise<string> {
  try {
    return await gitText(['merge-base', base.sha, headSha], options);
  } catch (error) {
    if (error instanceof GitError && error.exitCode === 1) throw new NoMergeBaseError(base.ref, await isShallowClone(options));
    throw error;
  }
}

/** How many commits `base` has that the head lacks. */
export async function countCommitsAhead(base: string, headSha: string, options: GitCommandOptions): Promise<number> {
  return Number(await gitText(['rev-list', '--count', `${headSha}..${base}`], options));
}

/**
 * The tree `git add -A` would commit, written through a temporary copy of the index so the
 * user's real index (what they staged) is left exactly as it was. Like `git stash`, this stores
 * the new file contents as objects in the repository; they are unreferenced and git prunes them.
 */
async function writeWorkingTree(options: GitCommandOptions): Promise<string> {
  const indexPath = resolve(options.cwd, await gitText(['rev-parse', '--git-path', 'index'], options));
  const folder = await mkdtemp(join(tmpdir(), 'sextant-index-'));
  const temporaryIndex = join(folder, 'index');
  try {
    // Starting from the real index keeps its stat cache, so unchanged files are not re-hashed.
    await copyFile(indexPath, temporaryIndex).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    const indexOptions = { ...options, extraEnv: { ...options.extraEnv, GIT_INDEX_FILE: temporaryIndex } };
    // A split index would write a shared index file into the repository; the copy must stay self-contained.
    await runGit(['-c', 'core.splitIndex=false', 'add', '--all'], indexOptions);
    return await gitText(['write-tree'], indexOptions);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The local change to review: the diff from the merge-base of `base` and HEAD to HEAD, or with
 * `uncommitted` to the working tree (everything `git add -A` would commit). Without `base`, and
 * without `uncommitted`, the base is the first of DEFAULT_BASE_CANDIDATES that exists.
 */
export async function readLocalChange(options: LocalChangeOptions): Promise<LocalChange> {
  const { root, headSha } = options.resolved ?? (await findRootAndHead(options));
  const git: GitCommandOptions = { cwd: root, env: options.env };

  const base =
    options.resolved?.base ??
    (options.uncommitted && options.base === undefined ? { ref: options.head ?? 'HEAD', sha: headSha } : await resolveBase(options.base, git));
  const mergeBaseSha = (options.resolved?.base && options.resolved.mergeBaseSha) || (await readMergeBase(base, headSha, git));
  const target = options.uncommitted ? await writeWorkingTree(git) : headSha;

  const [rawOutput, patchOutput] = await readDiff(mergeBaseSha, target, [], git);
  const entries = parseRawDiff(rawOutput);
  const blobs = new Map(entries.flatMap((entry) => (entry.status === 'D' ? [] : [[entry.newPath, entry.newSha] as const])));
  const files = buildDiffFiles(rawOutput, patchOutput);
  const textual = await readTextualBinaries(entries, target, git);
  if (textual.length === 0) return { baseRef: base.ref, baseSha: base.sha, headSha, mergeBaseSha, files, blobs };
  const asText = new Map((await readTextDiffs(mergeBaseSha, target, textual, git)).map((file) => [file.path, file]));
  return { baseRef: base.ref, baseSha: base.sha, headSha, mergeBaseSha, files: files.map((file) => asText.get(file.path) ?? file), blobs };
}

/** The file list (`--raw --numstat -z`) and the patch of one comparison, limited to `paths` when given. */
function readDiff(from: string, to: string, paths: readonly string[], git: GitCommandOptions, options: { text?: boolean } = {}): Promise<[Buffer, Buffer]> {
  const text = options.text ? ['--text'] : [];
  const limit = paths.length > 0 ? ['--', ...paths.map((path) => `:(literal)${path}`)] : [];
  return Promise.all([
    runGit(['diff-tree', ...DIFF_TREE_OPTIONS, ...text, '-z', '--raw', '--numstat', '--no-abbrev', from, to, ...limit], git),
    runGit(['diff-tree', ...DIFF_TREE_OPTIONS, ...text, '--patch', '--unified=3', '--no-color', '--src-prefix=a/', '--dst-prefix=b/', from, to, ...limit], git),
  ]);
}

/**
 * The changed files git calls binary whose new contents are text after all (a NUL byte in a comment, or a
 * `-diff` attribute): a program can still run them, so they are diffed as text (see `fileTextOf`).
 */
async function readTextualBinaries(entries: readonly RawDiffEntry[], target: string, git: GitCommandOptions): Promise<RawDiffEntry[]> {
  const binaries = entries.filter((entry) => entry.binary && entry.status !== 'D');
  if (binaries.length === 0) return [];
  const blobs = new Map(binaries.map((entry) => [entry.newPath, entry.newSha]));
  const reader = createHeadReader(git.cwd, target, { env: git.env, blobOf: (path) => blobs.get(path) });
  try {
    const reads = await Promise.all(binaries.map((entry) => reader.readText(entry.newPath)));
    return binaries.filter((_entry, index) => reads[index]?.kind === 'text');
  } finally {
    await reader.close();
  }
}

/**
 * The diff of the files of `entries` (with their rename or copy sources) read as text, whatever git's binary
 * test says. A file in UTF-16 or UTF-32 on either side is diffed as its decoded text, so its lines, line
 * numbers and findings are those of the text an editor shows.
 */
export async function readTextDiffs(
  from: string,
  to: string,
  entries: ReadonlyArray<{ oldPath?: string; newPath: string }>,
  git: GitCommandOptions,
): Promise<DiffFile[]> {
  const files: DiffFile[] = [];
  // A file and its rename source go in the same call, so git still pairs them.
  for (let start = 0; start < entries.length; start += FILES_PER_DIFF) {
    const paths = entries
      .slice(start, start + FILES_PER_DIFF)
      .flatMap((entry) => (entry.oldPath === undefined || entry.oldPath === entry.newPath ? [entry.newPath] : [entry.oldPath, entry.newPath]));
    const [rawOutput, patchOutput] = await readDiff(from, to, paths, git, { text: true });
    files.push(...buildDiffFiles(rawOutput, patchOutput, { text: true }));
  }
  return withDecodedDiffs(files, from, to, git);
}

/** `files` with the hunks of each one in a wide encoding (at `to`, or at `from`) made from its decoded text. */
async function withDecodedDiffs(files: readonly DiffFile[], from: string, to: string, git: GitCommandOptions): Promise<DiffFile[]> {
  const after = createHeadReader(git.cwd, to, { env: git.env });
  const before = createHeadReader(git.cwd, from, { env: git.env });
  try {
    return await Promise.all(
      files.map(async (file) => {
        if (file.status === 'deleted' || file.symlink) return file;
        const [newText, oldText] = await Promise.all([
          after.readText(file.path),
          file.status === 'added' ? undefined : before.readText(file.oldPath ?? file.path),
        ]);
        if (!isWide(newText) && !isWide(oldText)) return file;
        const hunks = await diffTexts(oldText?.kind === 'text' ? oldText.text : '', newText.kind === 'text' ? newText.text : '', git);
        return { ...file, ...countChangedLines(hunks), hunks };
      }),
    );
  } finally {
    await Promise.all([after.close(), before.close()]);
  }
}

function isWide(read: FileText | undefined): boolean {
  return read?.kind === 'text' && read.encoding !== undefined;
}

/** The hunks that turn `oldText` into `newText`, from git's own diff of the two written to a temporary folder. */
async function diffTexts(oldText: string, newText: string, git: GitCommandOptions): Promise<ReturnType<typeof parseHunks>> {
  const folder = await mkdtemp(join(tmpdir(), 'sextant-decoded-'));
  try {
    await Promise.all([writeFile(join(folder, 'old'), oldText), writeFile(join(folder, 'new'), newText)]);
    const args = [
      'diff',
      '--no-index',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--text',
      '--unified=3',
      '--',
      join(folder, 'old'),
      join(folder, 'new'),
    ];
    const patch = await runGit(args, { ...git, answerExitCodes: [1] });
    return parseHunks(patch.toString('utf8'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function findRootAndHead(options: LocalChangeOptions): Promise<{ root: string; headSha: string }> {
  const { root, sha } = await findRepositoryAndCommit(options.cwd, options.head ?? 'HEAD', options.env);
  if (sha !== undefined) return { root, headSha: sha };
  if (options.head === undefined) throw new NoCommitsError(root);
  throw new LocalChangeError(`unknown head '${options.head}': not a commit in this repository`);
}
