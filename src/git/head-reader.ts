import { MAX_READ_FILE_BYTES } from '../diff/read-limits.js';
import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import pLimit from 'p-limit';
import { fileTextOf } from '../diff/file-text.js';
import type { FileText } from '../diff/file-text.js';
import { GitError, runGit, spawnGit } from './git-command.js';

/** Reads file contents by repository-relative path (forward slashes). */
export interface FileContentReader {
  /**
   * The file decoded as UTF-8 (invalid bytes become U+FFFD, see `fileTextOf` for NUL bytes), or why it
   * has no text: larger than the limit, binary, or missing — which includes a refused path (absolute,
   * `..`, `.git/`, through a symlink in the working tree).
   */
  readText(path: string): Promise<FileText>;
  /** The text of `readText`; undefined when there is none. */
  read(path: string): Promise<string | undefined>;
  /** Ends the reader; pending reads still complete, later reads are rejected. */
  close(): Promise<void>;
}

interface FileContentReaderOptions {
  /** Environment to derive git's (filtered) environment from; defaults to this process's. */
  env?: NodeJS.ProcessEnv;
  /** Files larger than this many bytes read as undefined. */
  maxBytes?: number;
}

interface HeadReaderOptions extends FileContentReaderOptions {
  /**
   * The blob a path has at the ref, when the caller knows it (the raw diff lists every changed file's):
   * such a file is read by its object name, with no path lookup through the trees.
   */
  blobOf?: (path: string) => string | undefined;
  /**
   * Characters of file text kept after a read, so the steps that read the same file (the generated-marker
   * check, the scan) get it from one read. Past it, files are read again when asked for.
   */
  cacheChars?: number;
}

/** Enough to keep every file of a 300,000-line change (the static budget) without holding a giant one twice. */
const DEFAULT_CACHE_CHARS = 64 * 1024 * 1024;

/** Files read from disk at the same time. */
const MAX_OPEN_FILES = 32;

const OBJECT_NAME = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

const NEWLINE = 0x0a;
const OBJECT_HEADER = /^[0-9a-f]+ (\S+) (\d+)$/;

const MISSING: FileText = { kind: 'missing' };

/** A path inside the repository: relative, forward slashes, no empty, `.` or `..` segments, not under `.git/`. */
function isRepositoryPath(path: string): boolean {
  if (path === '' || isAbsolute(path) || path.includes('\0')) return false;
  if (process.platform === 'win32' && /[\\:]/.test(path)) return false;
  const segments = path.split('/');
  if (segments[0]?.toLowerCase() === '.git') return false;
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function closedError(): Error {
  return new Error('the file reader is closed');
}

/** An object `cat-file` found: its type, its size, and its bytes unless it is larger than the reader takes. */
interface FoundObject {
  type: string;
  size: number;
  bytes: Buffer | undefined;
}

interface PendingRead {
  resolve(found: FoundObject | undefined): void;
  reject(error: Error): void;
}

/** The object being streamed: its bytes are copied into `buffer`, or skipped when it is not wanted. */
interface IncomingObject {
  type: string;
  buffer: Buffer | undefined;
  size: number;
  received: number;
}

/**
 * One `git cat-file --batch` process answering requests in order. Requests are pipelined: many
 * reads can be in flight, and each response is matched to the oldest pending request.
 */
class CatFileBatch {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: PendingRead[] = [];
  private headerParts: Buffer[] = [];
  private incoming: IncomingObject | undefined;
  private expectingSeparator = false;
  private failure: Error | undefined;
  private readonly exited: Promise<void>;

  constructor(
    cwd: string,
    env: NodeJS.ProcessEnv | undefined,
    private readonly maxBytes: number,
  ) {
    const args = ['cat-file', '--batch'];
    this.child = spawnGit(args, { cwd, env });
    const stderr: Buffer[] = [];
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A write after git died fails with EPIPE; the exit handler below reports the real cause.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.fail(new GitError(args, null, '', error.message));
        resolve();
      });
      this.child.on('close', (code) => {
        this.fail(new GitError(args, code, Buffer.concat(stderr).toString('utf8'), 'the process ended'));
        resolve();
      });
    });
  }

  request(objectName: string): Promise<FoundObject | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.child.stdin.write(`${objectName}\n`);
    });
  }

  async close(): Promise<void> {
    this.child.stdin.end();
    await this.exited;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const read of this.pending.splice(0)) read.reject(this.failure);
  }

  private receive(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length) {
      const incoming = this.incoming;
      if (incoming) {
        const count = Math.min(incoming.size - incoming.received, chunk.length - offset);
        incoming.buffer?.set(chunk.subarray(offset, offset + count), incoming.received);
        incoming.received += count;
        offset += count;
        if (incoming.received === incoming.size) this.finishObject(incoming);
      } else if (this.expectingSeparator) {
        // Object contents are followed by a newline that is not part of them.
        this.expectingSeparator = false;
        offset++;
      } else {
        const end = chunk.indexOf(NEWLINE, offset);
        if (end === -1) {
          this.headerParts.push(chunk.subarray(offset));
          return;
        }
        this.headerParts.push(chunk.subarray(offset, end));
        offset = end + 1;
        const header = Buffer.concat(this.headerParts).toString('utf8');
        this.headerParts = [];
        this.startObject(header);
      }
    }
  }

  private startObject(header: string): void {
    const match = OBJECT_HEADER.exec(header);
    if (!match) {
      // `<name> missing` (or ambiguous): no contents follow.
      this.pending.shift()?.resolve(undefined);
      return;
    }
    const type = match[1] ?? '';
    const size = Number(match[2]);
    const wanted = type === 'blob' && size <= this.maxBytes;
    const incoming = { type, buffer: wanted ? Buffer.allocUnsafe(size) : undefined, size, received: 0 };
    if (size === 0) this.finishObject(incoming);
    else this.incoming = incoming;
  }

  private finishObject(incoming: IncomingObject): void {
    this.incoming = undefined;
    this.expectingSeparator = true;
    this.pending.shift()?.resolve({ type: incoming.type, size: incoming.size, bytes: incoming.buffer });
  }
}

/**
 * Reads files as they are at `ref` (a commit or tree) through one long-lived `git cat-file --batch`
 * process, so thousands of files cost one process instead of one each. The ref is resolved once:
 * every read sees the same tree even if the branch moves. Reads reject when the ref does not exist.
 * A symlink reads as its target path, which is how git stores it; nothing outside the tree is read.
 */
export function createHeadReader(cwd: string, ref: string, options: HeadReaderOptions = {}): FileContentReader {
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let batch: CatFileBatch | undefined;
  let closed = false;
  // Contents never change at a fixed ref: a read in flight or done is shared by everyone who asks for the same object.
  const cache = new Map<string, Promise<FileText>>();
  let cacheRoom = options.cacheChars ?? DEFAULT_CACHE_CHARS;
  const unknownRef = (cause?: unknown) => new Error(`cannot read files at '${ref}': not a commit or tree in this repository`, { cause });
  // Resolved on the first read by path: reads by blob need no tree, and a reader that reads nothing starts no git.
  let tree: Promise<string> | undefined;
  const treeSha = (): Promise<string> =>
    (tree ??= ref.startsWith('-')
      ? // A leading dash would be read as an option; no branch or commit starts with one.
        Promise.reject(unknownRef())
      : runGit(['rev-parse', '--verify', '--quiet', `${ref}^{tree}`], { cwd, env: options.env }).then(
          (output) => output.toString('utf8').trim(),
          (error: unknown) => {
            throw unknownRef(error);
          },
        ));

  // `cat-file --batch` takes one name per line: a path holding a line break is looked up in its tree first.
  const objectOfPath = async (path: string): Promise<string | undefined> => {
    const treeName = await treeSha();
    if (!/[\r\n]/.test(path)) return `${treeName}:${path}`;
    const listing = (await runGit(['ls-tree', '-z', '--full-tree', treeName, '--', `:(literal)${path}`], { cwd, env: options.env })).toString('utf8');
    const record = listing.split('\0').find((entry) => entry.slice(entry.indexOf('\t') + 1) === path);
    return record?.split(/[ \t]/)[2];
  };

  const readText = async (path: string): Promise<FileText> => {
    if (closed) throw closedError();
    if (!isRepositoryPath(path)) return MISSING;
    const blob = options.blobOf?.(path);
    const key = blob !== undefined && OBJECT_NAME.test(blob) ? blob : `:${path}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const reading = (async (): Promise<FileText> => {
      const objectName = key.startsWith(':') ? await objectOfPath(path) : key;
      if (closed) throw closedError();
      if (objectName === undefined) return MISSING;
      batch ??= new CatFileBatch(cwd, options.env, maxBytes);
      const found = await batch.request(objectName);
      if (found?.type !== 'blob') return MISSING;
      return found.bytes === undefined ? { kind: 'too-large', bytes: found.size } : fileTextOf(found.bytes);
    })();
    cache.set(key, reading);
    reading.then(
      (read) => {
        const size = read.kind === 'text' ? read.text.length : 0;
        // Over the budget, the text is not kept: the next read of the file asks git again.
        if (size <= cacheRoom) cacheRoom -= size;
        else cache.delete(key);
      },
      () => cache.delete(key),
    );
    return reading;
  };

  return {
    readText,
    read: async (path) => textOf(await readText(path)),
    async close() {
      closed = true;
      await batch?.close();
    },
  };
}

function textOf(read: FileText): string | undefined {
  return read.kind === 'text' ? read.text : undefined;
}

/**
 * Reads files from the working tree on disk. Refuses paths that leave the repository, enter
 * `.git/`, or pass through a symlink at any level: a pull request can add a symlink pointing
 * anywhere on the machine, and its target must never be read as if it were the file.
 */
export function createWorkingTreeReader(cwd: string, options: FileContentReaderOptions = {}): FileContentReader {
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let closed = false;
  // Callers may ask for thousands of files at once; the open file handles stay well under the usual limit.
  const limit = pLimit(MAX_OPEN_FILES);
  const root = runGit(['rev-parse', '--show-toplevel'], { cwd, env: options.env }).then((output) => realpath(output.toString('utf8').trim()));
  root.catch(() => undefined);

  async function readInside(rootPath: string, path: string): Promise<FileText> {
    const segments = path.split('/');
    let current = rootPath;
    for (const segment of segments.slice(0, -1)) {
      current = join(current, segment);
      const info = await lstat(current).catch(() => undefined);
      if (!info?.isDirectory()) return MISSING;
    }
    const file = join(rootPath, ...segments);
    const fromRoot = relative(rootPath, file);
    if (fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot)) return MISSING;
    // Checked before opening too: opening a FIFO or device could block or never end.
    const link = await lstat(file).catch(() => undefined);
    if (!link?.isFile()) return MISSING;
    if (link.size > maxBytes) return { kind: 'too-large', bytes: link.size };
    // O_NOFOLLOW closes the gap between the checks above and the open (Windows lacks it; the lstat covers it there).
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
    const handle = await open(file, flags).catch(() => undefined);
    if (!handle) return MISSING;
    try {
      const info = await handle.stat();
      if (!info.isFile()) return MISSING;
      if (info.size > maxBytes) return { kind: 'too-large', bytes: info.size };
      return fileTextOf(await handle.readFile());
    } finally {
      await handle.close();
    }
  }

  const readText = async (path: string): Promise<FileText> => {
    if (closed) throw closedError();
    if (!isRepositoryPath(path)) return MISSING;
    const rootPath = await root;
    return limit(() => readInside(rootPath, path));
  };

  return {
    readText,
    read: async (path) => textOf(await readText(path)),
    async close() {
      closed = true;
    },
  };
}
