import type { ReviewState, Step } from './review-state.js';

/** Enough for every step plus two retries each; reaching it means a bug, so the run stops. */
export const MAX_ITERATIONS = 20;
/** Errors tolerated (across steps) before the run is declared failed. */
export const MAX_ERRORS = 3;

export type NextAction = { kind: 'step'; step: Step } | { kind: 'complete' } | { kind: 'abort'; reason: string } | { kind: 'stop' };

/** Pure: the next thing to do, from the persisted state alone (which is what makes resume work). */
export function selectNextAction(state: ReviewState): NextAction {
  if (state.status !== 'in_progress') return { kind: 'stop' };
  if (state.error_count >= MAX_ERRORS) return { kind: 'abort', reason: `${state.error_count} errors` };
  if (state.iteration_count >= MAX_ITERATIONS) return { kind: 'abort', reason: `no progress after ${MAX_ITERATIONS} actions` };
  const done = new Set(state.completed_steps);
  const nothingToReview = done.has('collect-context') && state.files_reviewed === 0;
  const commands = state.request.commands;
  const wanted: Step[] = nothingToReview
    ? ['collect-context', 'generate-report']
    : [
        'collect-context',
        ...(commands.tests || commands.lint || commands.typecheck ? (['verify'] as const) : []),
        'quick-scan',
        'deep-review',
        'generate-report',
      ];
  const next = wanted.find((step) => !done.has(step));
  return next ? { kind: 'step', step: next } : { kind: 'complete' };
}
