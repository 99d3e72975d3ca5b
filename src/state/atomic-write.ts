import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Crash-safe replacement of `path` by `data`: a reader (or a process restarted after a SIGKILL or
 * power loss) sees either the old content or the new one, never a mix.
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const directory = dirname(path);
  // One fixed temp name per target: a temp file left by a killed writer is simply overwritten next time.
  const temporary = join(directory, `.${basename(path)}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(directory);
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
