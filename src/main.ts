import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSupported } from './config/assert-supported.js';
import { ConfigurationError } from './config/configuration-error.js';
import { DEFAULT_SETTINGS, parseSettings } from './config/read-settings.js';
import { createLocalChangeSource, readFileAtCommit } from './git/local-change-source.js';
import { createActionsSink } from './log/logger.js';
import { publishToActions } from './github/publish-to-actions.js';
import { runReviewSession } from './review-session.js';
import type { ActionRuntime } from './runtime.js';
import type { Settings } from './config/settings.js';

/** Events whose payload carries the pull request that the checked-out workspace holds. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Events where the workflow runs with secrets and a write token: running PR code there is unsafe. */
const PRIVILEGED_EVENTS = new Set(['pull_request_target', 'workflow_run']);

interface PullRequestPayload {
  number: number;
  base: { sha: string; repo?: { full_name?: string } };
  head: { sha: string; repo?: { full_name?: string } | null };
}

/** The action: review the pull request in the workspace, publish to the job, gate. The one catch that fails the step. */
export async function run(runtime: ActionRuntime): Promise<void> {
  try {
    const pullRequest = runtime.payload.pull_request as PullRequestPayload | undefined;
    if (!PULL_REQUEST_EVENTS.has(runtime.eventName) || !pullRequest) {
      core.notice(`Sextant reviews pull requests; the '${runtime.eventName}' event has no pull request to review, so nothing was reviewed.`);
      core.setOutput('status', 'skipped');
      core.setOutput('termination-reason', 'no_changes');
      return;
    }
    const apiKey = runtime.inputs['api-key'];
    if (apiKey) core.setSecret(apiKey);
    // A fork's config could weaken the review of its own PR: it is read from the base commit instead.
    const trusted = !!pullRequest.head.repo && pullRequest.head.repo.full_name === pullRequest.base.repo?.full_name;
    const configFile = runtime.inputs['config-file'] || DEFAULT_SETTINGS.configFile;
    const configText = trusted
      ? await readFile(join(runtime.cwd, configFile), 'utf8').catch(() => undefined)
      : await readFileAtCommit(runtime.cwd, pullRequest.base.sha, configFile, runtime.env);
    const configOrigin = trusted ? configFile : `${configFile} at base ${pullRequest.base.sha.slice(0, 7)}`;
    const { settings, warnings } = parseSettings({ inputs: runtime.inputs, configText, configOrigin });
    assertSupported(settings);
    assertSafeCheckout(runtime.eventName, settings);
    for (const warning of warnings) core.warning(warning);

    const result = await runReviewSession({
      cwd: runtime.cwd,
      createSource: (request, headSha) => createLocalChangeSource({ cwd: runtime.cwd, base: request.base, headSha, env: runtime.env }),
      sessionsRoot: join(runtime.runnerTemp, 'sextant'),
      settings,
      warnings,
      base: pullRequest.base.sha,
      uncommitted: false,
      env: runtime.env,
      now: runtime.now,
      signal: runtime.signal,
      sink: createActionsSink(),
    });
    await publishToActions(result);

    const { report } = result;
    if (report.summary.gate.failed) {
      core.setFailed(`Sextant: ${report.summary.gate.gated_count} finding(s) at or above '${report.summary.gate.fail_on}' (fail-on).`);
    } else if (report.status === 'failed') {
      core.setFailed(`Sextant: the review is incomplete — ${report.summary.incomplete_reason ?? report.summary.termination_reason}.`);
    }
  } catch (error) {
    core.setOutput('status', 'failed');
    core.setFailed(error instanceof ConfigurationError || error instanceof Error ? error.message : String(error));
  }
}

/** DESIGN §4: never run the PR's commands in a privileged workflow unless the maintainer explicitly accepts it. */
function assertSafeCheckout(eventName: string, settings: Settings): void {
  const anyCommand = settings.testCommand ?? settings.lintCommand ?? settings.typecheckCommand;
  if (!anyCommand || !PRIVILEGED_EVENTS.has(eventName) || settings.allowUnsafeCheckout) return;
  throw new ConfigurationError(
    'allow-unsafe-checkout',
    false,
    `true to run verification commands under '${eventName}', where PR code runs with secrets and a write token; prefer the two-workflow pattern (mode: analyze, then publish)`,
  );
}
