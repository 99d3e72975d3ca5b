import * as core from '@actions/core';
import { ConfigurationError } from './text/configuration-error.js';
import type { Mode } from './config/settings.js';
import { parseSettings } from './config/parse-settings.js';
import type { ActionOutcome } from './publish/action-outcome.js';
import { createActionsOutput } from './publish/create-actions-output.js';
import type { ActionsOutput } from './publish/create-actions-output.js';
import type { GitHubClient } from './github/github-client.js';
import { publishAnalysisBundle } from './action/publish-analysis-bundle.js';
import { publishToActions } from './publish/publish-to-actions.js';
import { resolveReviewTarget } from './pull-request/resolve-review-target.js';
import type { ReviewTarget } from './pull-request/resolve-review-target.js';
import { reviewPullRequest } from './action/review-pull-request.js';
import { answerPullRequestComment } from './action/answer-pull-request-comment.js';
import { COMMENT_EVENTS, tryParseCommentEvent } from './conversation/comment-event.js';
import type { CommentEvent } from './conversation/comment-event.js';
import { createRedactor } from './redact/create-redactor.js';
import { escapeMarkdown } from './text/markdown-escape.js';
import type { ActionRuntime } from './runtime.js';

/** The action: work out what the event asks for, review, publish, gate. The one catch that fails the step. */
export async function run(runtime: ActionRuntime): Promise<void> {
  // Whatever the step hands the runner (outputs, log, failure, job summary) goes through one redactor.
  const output = createActionsOutput(
    createRedactor([
      { name: 'github-token', value: runtime.inputs['github-token'] },
      { name: 'api-key', value: runtime.inputs['api-key'] },
    ]),
  );
  try {
    const apiKey = runtime.inputs['api-key'];
    if (apiKey) core.setSecret(apiKey);
    // Inputs alone decide the mode and the pull request; the config file is read once the pull request is known.
    const { settings } = parseSettings({ inputs: runtime.inputs });
    if (!settings.githubToken) throw new ConfigurationError('github-token', '', 'a token for the GitHub API (the default is the workflow’s github.token)');
    const target = COMMENT_EVENTS.has(runtime.eventName)
      ? commentTarget(runtime, settings.mode)
      : resolveReviewTarget(runtime.eventName, runtime.payload, { mode: settings.mode, ...(settings.prNumber ? { prNumber: settings.prNumber } : {}) });
    if (target.kind === 'skip') return skip(output, target.message);
    // Octokit and its plugins load only once a pull request is to be read: a skipped event never pays for them.
    const { createGitHubClient } = await import('./github/create-github-client.js');
    const client = createGitHubClient({
      token: settings.githubToken,
      baseUrl: runtime.apiUrl,
      owner: runtime.repository.owner,
      repo: runtime.repository.repo,
      warn: (message) => output.annotate('warning', message),
      knownSecrets: [{ name: 'api-key', value: settings.apiKey }],
      ...(runtime.githubWriteSpacingMs === undefined
        ? {}
        : { writeSpacingMs: runtime.githubWriteSpacingMs, notificationSpacingMs: runtime.githubWriteSpacingMs }),
    });
    const outcome =
      target.kind === 'comment' ? await answerPullRequestComment(runtime, client, target.event) : await act(runtime, client, target, settings.bundlePath);
    if (outcome.kind === 'skipped') return skip(output, outcome.message);
    if (outcome.kind === 'answered') return await answered(output, outcome.message, outcome.warnings);

    await publishToActions(outcome, output);
    if (outcome.bundlePath) output.setOutput('bundle-path', outcome.bundlePath);
    for (const warning of outcome.warnings) output.annotate('warning', warning);
    if (outcome.failure) output.setFailed(outcome.failure);
  } catch (error) {
    output.setOutput('status', 'failed');
    output.setFailed(error instanceof Error ? error.message : String(error));
  }
}

async function act(runtime: ActionRuntime, client: GitHubClient, target: Exclude<ReviewTarget, { kind: 'skip' }>, bundlePath: string): Promise<ActionOutcome> {
  if (target.kind === 'publish') return publishAnalysisBundle({ runtime, client, bundlePath, headSha: target.headSha, headRepo: target.headRepo });
  return reviewPullRequest({ runtime, client, number: target.number, trigger: target.trigger, incremental: target.incremental });
}

/** A comment event: the comment to answer, or why it is left alone (edited, a bot's, not on a pull request). */
function commentTarget(runtime: ActionRuntime, mode: Mode): { kind: 'comment'; event: CommentEvent } | { kind: 'skip'; message: string } {
  if (mode === 'publish')
    throw new ConfigurationError('mode', 'publish', `'publish' only in a workflow_run workflow (this event is '${runtime.eventName}'); use auto or full here`);
  if (mode === 'analyze')
    return { kind: 'skip', message: `mode 'analyze' posts nothing, so comments are not answered (use auto or full for '${runtime.eventName}')` };
  const parsed = tryParseCommentEvent(runtime.eventName, runtime.payload);
  return 'skip' in parsed ? { kind: 'skip', message: parsed.skip } : { kind: 'comment', event: parsed.event };
}

async function answered(output: ActionsOutput, message: string, warnings: readonly string[]): Promise<void> {
  for (const warning of warnings) output.annotate('warning', warning);
  output.annotate('notice', `Sextant: ${message}`);
  output.setOutput('status', 'success');
  await output.appendSummary(`## 🧭 Sextant\n\n${escapeMarkdown(message, 2_000)}\n`);
}

function skip(output: ActionsOutput, message: string): void {
  output.annotate('notice', `Sextant: ${message} — nothing was reviewed.`);
  output.setOutput('status', 'skipped');
  output.setOutput('termination-reason', 'no_changes');
}
