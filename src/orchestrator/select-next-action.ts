import type { ReviewState, Step } from '../review-state/review-state.js';

/**
 * Bound on actions per run. The longest legitimate run is a 10-iteration fix loop of 10 fixes each
 * plus the fixed steps and their retries (about 130); reaching this means a bug, so the run stops.
 */
export const MAX_ITERATIONS = 200;
/** Errors tolerated (across steps) before the run is declared failed. */
const MAX_ERRORS = 3;

type NextAction = { kind: 'step'; step: Step } | { kind: 'complete' } | { kind: 'abort'; reason: string } | { kind: 'stop' };

/** Pure: the next thing to do, from the persisted state alone (which is what makes resume work). */
export function selectNextAction(state: ReviewState): NextAction {
  if (state.status !== 'in_progress') return { kind: 'stop' };
  if (state.error_count >= MAX_ERRORS) return { kind: 'abort', reason: `${state.error_count} errors` };
  if (state.iteration_count >= MAX_ITERATIONS) return { kind: 'abort', reason: `no progress after ${MAX_ITERATIONS} actions` };
  const done = new Set(state.completed_steps);
  const next = nextStep(state, done);
  return next ? { kind: 'step', step: next } : { kind: 'complete' };
}

function nextStep(state: ReviewState, done: ReadonlySet<Step>): Step | undefined {
  const { commands } = state.request;
  const verifies = Boolean(commands.tests || commands.lint || commands.typecheck);
  const classifies = state.request.model !== 'static';
  const review: Step[] = [
    'collect-context',
    ...(verifies ? (['verify'] as const) : []),
    'quick-scan',
    ...(state.request.analyzers?.length ? (['analyzers'] as const) : []),
    ...(classifies ? (['classify'] as const) : []),
    'deep-review',
  ];
  for (const step of review) {
    if (!done.has(step)) return step;
    // Nothing to review, or a failing baseline with on-verification-failure: stop.
    if (state.termination_reason) return done.has('generate-report') ? undefined : 'generate-report';
  }
  if (verifies && state.request.fix !== 'off') {
    const loop = state.fix_loop;
    if (!done.has('fix-plan') || !loop) return 'fix-plan';
    if (!loop.termination) return loop.queue.length > 0 ? 'fix' : 'fix-review';
    if (!done.has('fix-finish')) return 'fix-finish';
  }
  return done.has('generate-report') ? undefined : 'generate-report';
}
