import { join } from 'node:path';
import { readConfigFile } from '../config/read-config-file.js';
import { DEFAULT_SETTINGS, parseSettings } from '../config/parse-settings.js';
import type { ParsedSettings } from '../config/parse-settings.js';
import { decodeUtf8 } from '../diff/decode-utf8.js';
import type { ActionRuntime } from '../runtime.js';
import type { PullRequestInfo, RepositoryApi } from '../github/github-client.js';

/**
 * The settings for reviewing one pull request: the action's inputs over the repository config file
 * over the defaults. Whether the model can be used (its key above all) is checked where a model call
 * will be made, so `help`, `ignore` or a skipped draft need no key. A trusted pull request's own config file applies (the
 * workspace's copy when there is one, else the head commit's); an untrusted one's would let it weaken
 * its own review, so the base commit's is read through the API instead.
 */
export async function readReviewSettings(
  runtime: Pick<ActionRuntime, 'inputs' | 'cwd'>,
  client: Pick<RepositoryApi, 'readFileContent'>,
  options: { trusted: boolean; pullRequest: Pick<PullRequestInfo, 'headSha' | 'baseSha'> },
): Promise<ParsedSettings> {
  const path = runtime.inputs['config-file'] || DEFAULT_SETTINGS.configFile;
  const config = await readRepositoryConfig(client, { ...options, path, workspace: runtime.cwd });
  return parseSettings({ inputs: runtime.inputs, configText: config.text, configOrigin: config.origin });
}

async function readRepositoryConfig(
  client: Pick<RepositoryApi, 'readFileContent'>,
  options: { path: string; trusted: boolean; pullRequest: Pick<PullRequestInfo, 'headSha' | 'baseSha'>; workspace: string },
): Promise<{ text?: string; origin: string }> {
  const { path, trusted, pullRequest } = options;
  if (trusted) {
    const local = await readConfigFile(join(options.workspace, path), path);
    if (local !== undefined) return { text: local, origin: path };
  }
  const ref = trusted ? pullRequest.headSha : pullRequest.baseSha;
  const bytes = await client.readFileContent(path, ref);
  return { ...(bytes ? { text: decodeUtf8(bytes) } : {}), origin: `${path} at ${trusted ? 'head' : 'base'} ${ref.slice(0, 7)}` };
}
