import { constants } from 'node:fs';
import { link, lstat, mkdir, open, readFile, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';

/** The sessions folder cannot be used safely: it is not a real folder, or another run holds it. */
export class SessionFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionFolderError';
  }
}

const LOCK_FILE = 'lock';

/** Tries at taking a lock that another run keeps releasing and taking again. */
const LOCK_ATTEMPTS = 3;

/** A session's folder name: what newSessionId makes and --resume accepts. */
const SESSION_NAME = /^[0-9a-f]{8}$/;

// Windows has no O_NOFOLLOW; there the lstat checks are the only guard.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Makes `root` (`.sextant/`) ready: a real folder, never a symlink or a file (a committed `.sextant`
 * symlink would send session files, and the `.gitignore` written here, wherever it points).
 */
export async function prepareSessionsRoot(root: string): Promise<void> {
  await mkdir(dirname(root), { recursive: true });
  await mkdir(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await assertRealFolder(root, 'the sessions folder');
  // Keeps session folders out of `git status` in the user's repository.
  const ignore = join(root, '.gitignore');
  const stats = await lstat(ignore).catch(() => undefined);
  if (stats && !stats.isFile()) throw new SessionFolderError(`${ignore} is not a regular file (${kindOf(stats)}); remove it and run again`);
  const handle = await open(ignore, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW);
  try {
    await handle.writeFile('*\n');
  } finally {
    await handle.close();
  }
}

/** Creates one session's folder (or checks a resumed one) as a real folder inside the sessions folder. */
export async function prepareSessionFolder(root: string, sessionId: string, resume: boolean): Promise<string> {
  if (!SESSION_NAME.test(sessionId)) throw new SessionFolderError(`'${sessionId}' is not a session id (8 hex characters)`);
  const folder = join(root, sessionId);
  if (resume) {
    const stats = await lstat(folder).catch(() => undefined);
    if (!stats) throw new SessionFolderError(`there is no session ${sessionId} in ${root}`);
  } else {
    // A new id never names an existing folder: one that exists was not made by this run.
    await mkdir(folder);
  }
  await assertRealFolder(folder, `session ${sessionId}'s folder`);
  if (resume) await assertNoSymlinks(folder);
  return folder;
}

/** A resumed session's files are written and appended to in place: none of them, at any depth, may be a link. */
async function assertNoSymlinks(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isSymbolicLink())
      throw new SessionFolderError(`${path} is a symlink; Sextant does not follow links in its session files. Remove it and run again`);
    if (entry.isDirectory()) await assertNoSymlinks(path);
  }
}

async function assertRealFolder(path: string, what: string): Promise<void> {
  const stats = await lstat(path);
  if (stats.isSymbolicLink()) {
    throw new SessionFolderError(
      `${what} ${path} is a symlink; Sextant writes its session files only into a real folder. Remove the link (and keep .sextant out of the repository) and run again`,
    );
  }
  if (!stats.isDirectory()) throw new SessionFolderError(`${what} ${path} is ${kindOf(stats)}, not a folder; remove it and run again`);
}

function kindOf(stats: { isSymbolicLink(): boolean; isDirectory(): boolean; isFile(): boolean }): string {
  if (stats.isSymbolicLink()) return 'a symlink';
  if (stats.isDirectory()) return 'a folder';
  return stats.isFile() ? 'a file' : 'a special file';
}

interface LockOwner {
  pid: number;
  hostname: string;
  session: string;
  started_at: string;
}

interface RunLock {
  release(): Promise<void>;
}

/**
 * One run per working tree: `.sextant/lock` holds the owner's pid, host, session and start time. The
 * file is complete before it appears (written aside, then hard-linked into place, which fails if a lock
 * exists). A lock whose process is gone (a run killed with SIGKILL) is stale and taken over.
 */
export async function acquireRunLock(root: string, owner: { session: string; startedAt: string }): Promise<RunLock> {
  const path = join(root, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, hostname: hostname(), session: owner.session, started_at: owner.startedAt };
  const draft = join(root, `.${LOCK_FILE}.${process.pid}.tmp`);
  await rm(draft, { force: true });
  const handle = await open(draft, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW);
  try {
    await handle.writeFile(`${JSON.stringify(mine)}\n`);
  } finally {
    await handle.close();
  }
  let tookOver = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readLockOwner(path);
      // Released between our two looks: try again, a few times at most.
      if (holder === 'missing' && attempt < LOCK_ATTEMPTS) continue;
      if (holder === 'missing') throw new SessionFolderError(`${path} keeps appearing and disappearing: another Sextant run is starting on this working tree`);
      if (holder === 'unreadable') {
        throw new SessionFolderError(`${path} exists but is not a Sextant lock; remove it if no other Sextant run is using this working tree, and run again`);
      }
      if (tookOver || isAlive(holder)) throw new SessionFolderError(busyMessage(path, holder));
      // The holder is gone: its run was killed. Take the lock over, once.
      tookOver = true;
      await rm(path, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }
  return {
    async release() {
      const holder = await readLockOwner(path);
      if (typeof holder === 'object' && holder.pid === mine.pid && holder.session === mine.session) await rm(path, { force: true });
    },
  };
}

async function readLockOwner(path: string): Promise<LockOwner | 'missing' | 'unreadable'> {
  const stats = await lstat(path).catch(() => undefined);
  if (!stats) return 'missing';
  if (!stats.isFile()) return 'unreadable';
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    if (
      typeof owner.pid === 'number' &&
      Number.isInteger(owner.pid) &&
      owner.pid > 0 &&
      typeof owner.hostname === 'string' &&
      typeof owner.session === 'string' &&
      typeof owner.started_at === 'string'
    ) {
      return owner as LockOwner;
    }
  } catch {
    // Falls through: not a lock this code wrote.
  }
  return 'unreadable';
}

/** A lock from another machine (a shared folder) cannot be checked, so it counts as held. */
function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function busyMessage(path: string, holder: LockOwner): string {
  const where = holder.hostname === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.hostname}`;
  return `another Sextant run is using this working tree: session ${holder.session} (${where}, started ${holder.started_at}). Wait for it to finish, or stop it; if that process is gone, remove ${path}`;
}

/** The session folders' names: real folders (not symlinks) named like a session. */
export async function listSessionFolders(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory() && SESSION_NAME.test(entry.name)).map((entry) => entry.name);
}

/** The session a live run holds the lock for, if any (a stale lock of a killed run holds nothing). */
async function lockedSession(root: string): Promise<string | undefined> {
  const holder = await readLockOwner(join(root, LOCK_FILE));
  return typeof holder === 'object' && isAlive(holder) ? holder.session : undefined;
}

/** Session folders, newest first (by the folder's last change: every state write renames a file into it). */
async function sessionsNewestFirst(root: string): Promise<string[]> {
  const names = await listSessionFolders(root);
  const dated = await Promise.all(names.map(async (name) => ({ name, time: (await lstat(join(root, name))).mtimeMs })));
  return dated.sort((a, b) => b.time - a.time || (a.name < b.name ? -1 : 1)).map(({ name }) => name);
}

/**
 * Deletes the oldest sessions beyond `keep`. `current` always stays and counts as the newest; the
 * session a running review holds, and those named in `spare` (e.g. with edits still in the working
 * tree), stay too. Returns the deleted sessions.
 */
export async function pruneSessions(root: string, options: { keep: number; current: string; spare?: ReadonlySet<string> }): Promise<string[]> {
  const locked = await lockedSession(root);
  const others = (await sessionsNewestFirst(root)).filter((name) => name !== options.current);
  const old = others.slice(Math.max(0, options.keep - 1)).filter((name) => name !== locked && !options.spare?.has(name));
  for (const name of old) await rm(join(root, name), { recursive: true, force: true });
  return old;
}

/**
 * `sextant clean`: deletes every session but the one a running review holds. It takes the run lock
 * while it deletes when it can, so a review starting meanwhile cannot lose its fresh folder.
 */
export async function cleanSessions(root: string, startedAt: string): Promise<{ removed: string[]; busy?: string }> {
  const stats = await lstat(root).catch(() => undefined);
  if (!stats) return { removed: [] };
  await assertRealFolder(root, 'the sessions folder');
  let lock: RunLock | undefined;
  try {
    lock = await acquireRunLock(root, { session: 'clean', startedAt });
  } catch (error) {
    if (!(error instanceof SessionFolderError)) throw error;
  }
  try {
    const busy = lock ? undefined : await lockedSession(root);
    const removed = (await listSessionFolders(root)).filter((name) => name !== busy);
    for (const name of removed) await rm(join(root, name), { recursive: true, force: true });
    return { removed, ...(busy ? { busy } : {}) };
  } finally {
    await lock?.release();
  }
}
