import { ConfigurationError } from '../text/configuration-error.js';
import type { Mode } from '../config/settings.js';

/** pull_request actions that change what there is to review. */
const REVIEWED_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export type ReviewTrigger = 'pull_request' | 'dispatch' | 'command';

export type ReviewTarget =
  | { kind: 'skip'; message: string }
  | {
      kind: 'pull-request';
      number: number;
      trigger: ReviewTrigger;
      /** A push to the pull request: only the commits since the last review need reviewing. */
      incremental: boolean;
    }
  /** workflow_run: publish what an unprivileged `mode: analyze` run left, for the commit that run checked. */
  | { kind: 'publish'; headSha: string; headRepo: string | null };

interface Payload {
  action?: string;
  pull_request?: { number?: number; draft?: boolean };
  inputs?: Record<string, unknown>;
  workflow_run?: { head_sha?: string; head_repository?: { full_name?: string } | null };
}

/**
 * Pure: what an event asks Sextant to do. Pull-request events it does not review and events it does
 * not know end in a skip with a message saying why. Comment events are the conversation's (see
 * conversation/comment-event.ts): a `review` command there comes back as trigger `command`.
 */
export function resolveReviewTarget(eventName: string, rawPayload: Record<string, unknown>, options: { mode: Mode; prNumber?: number }): ReviewTarget {
  const payload = rawPayload as Payload;
  if (eventName === 'workflow_run') {
    if (options.mode !== 'publish' && options.mode !== 'auto') {
      return { kind: 'skip', message: `workflow_run events publish an analysis bundle (mode: publish); mode '${options.mode}' has nothing to do here` };
    }
    const headSha = payload.workflow_run?.head_sha;
    if (!headSha) return { kind: 'skip', message: 'the workflow_run event names no head commit' };
    return { kind: 'publish', headSha, headRepo: payload.workflow_run?.head_repository?.full_name ?? null };
  }
  if (options.mode === 'publish') {
    throw new ConfigurationError('mode', 'publish', `'publish' only in a workflow_run workflow (this event is '${eventName}'); use auto, full or analyze here`);
  }
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const number = payload.pull_request?.number;
    if (!number) return { kind: 'skip', message: `the '${eventName}' event has no pull request` };
    if (payload.action && !REVIEWED_ACTIONS.has(payload.action)) {
      return {
        kind: 'skip',
        message: `pull request action '${payload.action}' does not change the code (Sextant reviews ${[...REVIEWED_ACTIONS].join(', ')})`,
      };
    }
    return { kind: 'pull-request', number, trigger: 'pull_request', incremental: payload.action === 'synchronize' };
  }
  if (eventName === 'workflow_dispatch') {
    const fromInputs = Number(payload.inputs?.['pr-number'] ?? payload.inputs?.pr_number);
    const number = options.prNumber ?? (Number.isInteger(fromInputs) && fromInputs > 0 ? fromInputs : undefined);
    if (!number) throw new ConfigurationError('pr-number', '', 'the number of the pull request to review (workflow_dispatch has no pull request of its own)');
    return { kind: 'pull-request', number, trigger: 'dispatch', incremental: false };
  }
  return { kind: 'skip', message: `the '${eventName}' event has no pull request to review (Sextant reviews pull requests)` };
}
