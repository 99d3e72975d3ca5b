import { open, stat } from 'node:fs/promises';
import { ConfigurationError } from '../text/configuration-error.js';
import { MAX_CONFIG_FILE_BYTES } from './parse-config-document.js';

/**
 * The config file's text, or undefined when there is none. At most MAX_CONFIG_FILE_BYTES are read:
 * a larger file is refused without loading it (it comes from the branch under review).
 */
export async function readConfigFile(path: string, origin: string): Promise<string | undefined> {
  // Checked before opening: a folder is no config file, and opening a FIFO would wait for a writer.
  if (!(await stat(path).catch(() => undefined))?.isFile()) return undefined;
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    const buffer = Buffer.alloc(MAX_CONFIG_FILE_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_CONFIG_FILE_BYTES) {
      throw new ConfigurationError(
        'config file',
        origin,
        `a file of at most ${MAX_CONFIG_FILE_BYTES / 1024} KiB (this one has ${Math.ceil(info.size / 1024)} KiB)`,
      );
    }
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
