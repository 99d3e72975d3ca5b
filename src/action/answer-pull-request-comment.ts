import { tryParseCommand } from '../conversation/parse-command.js';
import { answerCommand } from '../conversation/answer-command.js';
import type { CommentEvent } from '../conversation/comment-event.js';
import { GitHubApiError } from '../github/github-api-error.js';
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
  if (pullRequest.state !== 'open')
    return { kind: 'skipped', message: `pull request #${event.number} is ${pullRequest.state}: commands are answered on open pull requests` };
  const fork = pullRequest.headRepo !== pullRequest.baseRepo;
  const outcome = await answerCommand({
    client,
    event,
    command,
    pullRequest,
    trusted: trust.trusted,
    settings,
    eventName: runtime.eventName,
    cwd: runtime.cwd,
    runnerTemp: runtime.runnerTemp,
    context: runtime,
    review: (incremental) => reviewPullRequest({ runtime, client, number: event.number, trigger: 'command', incremental }),
  }).catch((error: unknown) => explainRefusedReply(error, { eventName: runtime.eventName, number: event.number, fork }));
  return outcome.kind === 'answered' ? { ...outcome, warnings: [...warnings, ...outcome.warnings] } : outcome;
}

/**
 * A reply GitHub refused: said as what to do, not as a 403. A comment in a review thread of a fork's pull
 * request runs with the read-only token GitHub gives pull-request events from forks, so no reply can be
 * posted there: the run ends as skipped and says where to ask instead. Anywhere else the token lacks a
 * permission the workflow must grant, and the step fails saying which.
 */
function explainRefusedReply(error: unknown, context: { eventName: string; number: number; fork: boolean }): ActionOutcome {
  if (!(error instanceof GitHubApiError) || !error.permissionDenied) throw error;
  if (context.fork && context.eventName === 'pull_request_review_comment') {
    return {
      kind: 'skipped',
      message:
        `GitHub runs this workflow with a read-only token for a comment in a review thread of a fork's pull request (#${context.number}), so Sextant cannot reply there. ` +
        `Comment on the pull request's Conversation tab instead: that event runs with this repository's token, and \`help\` and a maintainer's \`review\` are answered there`,
    };
  }
  throw new Error(
    `GitHub refused Sextant's reply on #${context.number} (${error.status}): the workflow's token needs \`pull-requests: write\` in its permissions`,
  );
}
