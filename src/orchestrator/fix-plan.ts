import type { ReviewPorts } from './review-ports.js';
import type { FixLoop, ReviewState, StateUpdate } from '../review-state/review-state.js';
import { fixableFindings, MAX_FIXES_PER_ITERATION } from './fixable-findings.js';

/**
 * Opens the fix loop: the review as iteration 0, and the first queue of fixable findings. A run asked to
 * fix one finding (`fix_only`) queues that one alone; a finding this review could not find again (a
 * model's, in a review without the model) is taken as the request gives it.
 */
export async function fixPlan(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const only = state.request.fix_only;
  const seed = only?.finding && !state.findings.some((finding) => finding.fingerprint === only.fingerprint) ? only.finding : undefined;
  const findings = seed ? [...state.findings, seed] : state.findings;
  const fixable = fixableFindings(findings, [], only?.fingerprint);
  const loop: FixLoop = {
    iteration: 1,
    queue: fixable.slice(0, MAX_FIXES_PER_ITERATION).map((finding) => finding.fingerprint),
    attempted: [],
    kept: [],
    refused: [],
    rolled_back: [],
    history: [{ open: findings.map((finding) => finding.fingerprint), fixable: fixable.length }],
    current: findings,
    changed_lines: {},
    iterations: [],
    commits: [],
  };
  const baseline = Object.values(state.verification ?? {});
  if (fixable.length === 0) loop.termination = 'no_fixable_issues';
  // With no check passing before any fix, a fix could never be shown to be safe.
  else if (!baseline.some((check) => check.status === 'passed')) loop.termination = 'verification_failed';
  ports.log.event('REVIEW_FIX_ITERATION', { iteration: 0, fixable: fixable.length, termination: loop.termination });
  if (!loop.termination) ports.log.progress(`fix: ${fixable.length} fixable findings, trying ${loop.queue.length} in iteration 1`);
  return { fix_loop: loop, ...(seed ? { findings } : {}) };
}
