import { buildIntent, MAX_INTENT_COMMITS } from '../intent/review-intent.js';
import type { ReviewIntent } from '../intent/review-intent.js';
import { runGit } from './git-command.js';

// Fields and records split on characters a commit message does not hold (git writes them for %x00 and %x01).
const FIELD = '\x00';
const RECORD = '\x01';

/**
 * What a local change claims to do: the messages of the commits between `baseSha` and `headSha`, newest
 * first, at most MAX_INTENT_COMMITS. Merge commits are left out: their messages name branches, not changes.
 */
export async function readCommitIntent(options: { cwd: string; baseSha: string; headSha: string; env: NodeJS.ProcessEnv }): Promise<ReviewIntent> {
  const output = await runGit(
    ['log', '--no-merges', `--max-count=${MAX_INTENT_COMMITS}`, '--format=%h%x00%s%x00%b%x01', `${options.baseSha}..${options.headSha}`],
    { cwd: options.cwd, env: options.env },
  );
  const entries = output
    .toString('utf8')
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const [ref = '', title = '', body = ''] = record.split(FIELD);
      return { kind: 'commit' as const, ref, title, body };
    });
  return buildIntent(entries);
}
