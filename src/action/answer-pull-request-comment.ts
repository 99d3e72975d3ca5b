import { tryParseCommand } from '../conversation/parse-command.js';
import { answerCommand } from '../conversation/answer-command.js';
import type { CommentEvent } from '../conversation/comment-event.js';
import type { GitHubClient } from '../github/github-client.js';
import type { ActionOutcome } from '../publish/action-outcome.js';
import { readPullRequestSettings } from '../pull-request/read-pull-request-settings.js';
import type { ActionRuntime } from '../runtime.js';
import { reviewPullRequest } from './review-pull-request.js';

/**
 * A person's comment on a pull request (`issue_comment`, `pull_request_review_comment`): when it starts
 * with a command prefix, the conversation answers it; `review` runs the review flow. The settings are the
 * pull request's (a fork's from its base commit), so the prefix is known only once it is read.
 */
export async function answerPullRequestComment(runtime: ActionRuntime, client: GitHubClient, event: CommentEvent): Promise<ActionOutcome> {
  const pullRequest = await client.getPullRequest(event.number);
  const { trust, settings, warnings } = await readPullRequestSettings(runtime, client, pullRequest);
  const command = tryParseCommand(event.body, settings.commandPrefix);
  if (!command) return { kind: 'skipped', message: `the comment does not start with ${settings.commandPrefix.map((prefix) => `\`${prefix}\``).join(' or ')}` };
  if (pullRequest.state !== 'open') return { kind: 'skipped', message: `pull request #${event.number} is ${pullRequest.state}: commands are answered on open pull requests` };
  const outcome = await answerCommand({
    client,
    event,
    command,
    pullRequest,
    trusted: trust.trusted,
    settings,
    eventName: runtime.eventName,
    cwd: runtime.cwd,
    env: runtime.env,
    runnerTemp: runtime.runnerTemp,
    now: runtime.now,
    signal: runtime.signal,
    review: (incremental) => reviewPullRequest({ runtime, client, number: event.number, trigger: 'command', incremental }),
  });
  return outcome.kind === 'answered' ? { ...outcome, warnings: [...warnings, ...outcome.warnings] } : outcome;
}
