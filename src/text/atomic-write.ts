import { copyFile, link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Crash-safe replacement of `path` by `data`: a reader (or a process restarted after a SIGKILL) sees either
 * the old content or the new one, never a mix. With `keepPreviousAs`, the file being replaced is kept under
 * that name too — hard-linked, not rewritten — and `path` exists throughout. With `durable`, the same holds
 * after a power loss: two fsyncs, worth it only where the bytes cannot be made again (a fix's snapshot of the
 * user's files), not for a session's state, which a power loss costs a re-run at most.
 */
export async function writeFileAtomic(path: string, data: string, options: { keepPreviousAs?: string; durable?: boolean } = {}): Promise<void> {
  const directory = dirname(path);
  // One fixed temp name per target: a temp file left by a killed writer is simply overwritten next time.
  const temporary = join(directory, `.${basename(path)}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data, 'utf8');
    if (options.durable) await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (options.keepPreviousAs !== undefined) await keepAs(path, options.keepPreviousAs);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (options.durable) await syncDirectory(directory);
}

/** Atomically makes `target` a second name of `path`'s current content (a copy where hard links are refused). */
async function keepAs(path: string, target: string): Promise<void> {
  const temporary = join(dirname(target), `.${basename(target)}.tmp`);
  await rm(temporary, { force: true });
  try {
    await link(path, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    await copyFile(path, temporary);
  }
  await rename(temporary, target);
}

/** Errors that mean "this platform cannot fsync a folder" (Windows cannot open one), not a failed write. */
const DIRECTORY_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'EBADF', 'ENOTSUP']);

/** Makes the rename itself durable: without it a power loss can bring the old directory entry back. */
async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch (error) {
    if (!DIRECTORY_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}
