import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeUtf8 } from '../diff/decode-utf8.js';
import type { GitHubClient, PullRequestInfo } from './github-client.js';

export interface RepositoryConfig {
  text?: string;
  /** Where it was read from, for messages. */
  origin: string;
}

/**
 * The repository config file for a review. A trusted pull request's own version applies (the
 * workspace's copy when there is one, else the head commit's); an untrusted one's would let it weaken
 * its own review, so the base commit's is read through the API instead.
 */
export async function readRepositoryConfig(
  client: GitHubClient,
  options: { path: string; trusted: boolean; pullRequest: Pick<PullRequestInfo, 'headSha' | 'baseSha'>; workspace: string },
): Promise<RepositoryConfig> {
  const { path, trusted, pullRequest } = options;
  if (trusted) {
    const local = await readFile(join(options.workspace, path), 'utf8').catch(() => undefined);
    if (local !== undefined) return { text: local, origin: path };
  }
  const ref = trusted ? pullRequest.headSha : pullRequest.baseSha;
  const bytes = await client.readFileContent(path, ref);
  return { ...(bytes ? { text: decodeUtf8(bytes) } : {}), origin: `${path} at ${trusted ? 'head' : 'base'} ${ref.slice(0, 7)}` };
}
