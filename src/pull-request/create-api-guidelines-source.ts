import { decodeUtf8 } from '../diff/decode-utf8.js';
import type { GuidelinesSource } from '../guidelines/guidelines-source.js';
import type { RepositoryApi } from '../github/github-client.js';
import { isWithin } from '../guidelines/is-within.js';

/**
 * The guidelines files of one commit, read through the API as the config file is: the base commit for
 * an untrusted pull request (its own edits to them are data, never instructions), the head for a trusted one.
 */
export function createApiGuidelinesSource(
  client: Pick<RepositoryApi, 'listTreePaths' | 'readFileContent'>,
  ref: string,
  side: 'base' | 'head',
): GuidelinesSource {
  return {
    origin: `${side} ${ref.slice(0, 7)}`,
    // One request lists the whole tree either way; `within` only filters it.
    listPaths: async (within) => {
      const { paths, truncated } = await client.listTreePaths(ref);
      return { paths: within ? paths.filter((path) => isWithin(path, within)) : paths, complete: !truncated };
    },
    read: async (path) => {
      const bytes = await client.readFileContent(path, ref);
      return bytes ? decodeUtf8(bytes) : undefined;
    },
  };
}
