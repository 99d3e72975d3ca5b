import { verificationProblems } from '../report/describe-check.js';
import { CancelledError } from './cancelled-error.js';
import { collectContext } from './collect-context.js';
import { deepReview } from './deep-review.js';
import { fixFinish, undoUnfinishedFixes } from './fix-finish.js';
import { fixOne } from './fix-one.js';
import { fixPlan } from './fix-plan.js';
import { fixReview } from './fix-review.js';
import { quickScan } from './quick-scan.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, Step, StateUpdate } from '../review-state/review-state.js';
import { selectNextAction } from './select-next-action.js';
import { verifyStep } from './verify-step.js';

/** The state store the loop persists through after every step (see state/state-manager.ts). */
interface ReviewStateStore {
  get(): Promise<ReviewState>;
  update(patch: StateUpdate): Promise<ReviewState>;
  /** Changes the state in memory only; the next update writes it. */
  stage(patch: StateUpdate): Promise<ReviewState>;
}

type StepAction = (state: ReviewState, ports: ReviewPorts) => Promise<StateUpdate>;

/**
 * The state-driven loop: ask `selectNextAction` what to do, do it, persist, repeat. Because every
 * decision is made from the persisted state, a killed run resumes from its last completed step.
 */
export async function runReview(store: ReviewStateStore, ports: ReviewPorts, generateReport: StepAction): Promise<ReviewState> {
  const actions: Record<Step, StepAction> = {
    'collect-context': collectContext,
    verify: verifyStep,
    'quick-scan': quickScan,
    // The report parsers (an XML parser among them) and the model stack are loaded only by the steps that use them.
    analyzers: async (state, ports) => (await import('./import-analyzers.js')).importAnalyzers(state, ports),
    classify: async (state, ports) => (await import('./classify-step.js')).classifyStep(state, ports),
    'deep-review': deepReview,
    'fix-plan': fixPlan,
    fix: fixOne,
    'fix-review': fixReview,
    'fix-finish': fixFinish,
    'generate-report': generateReport,
  };
  for (;;) {
    const state = await store.get();
    const next = selectNextAction(state);
    if (next.kind === 'stop') return state;
    if (ports.signal.aborted) return cancel(store, ports, generateReport);
    if (next.kind === 'abort') {
      ports.log.event('REVIEW_FAILED', { reason: next.reason, errors: state.errors });
      return finishEarly(store, { status: 'failed', current_step: null }, 'error', ports, generateReport);
    }
    if (next.kind === 'complete') {
      // Only reached when a run was killed between writing its report and saving that it had.
      await store.update({ status: 'completed', completed_at: state.completed_at ?? ports.now().toISOString() });
      continue;
    }
    const { step } = next;
    // Written once per step, at its end: a run killed during the step resumes from the last completed one.
    await store.stage({ current_step: step, iteration_count: state.iteration_count + 1, updated_at: ports.now().toISOString() });
    ports.log.event('STEP_START', { step });
    try {
      const patch = await actions[step](state, ports);
      // Repeated steps (one per fix) are recorded once: completed_steps says which kinds of work are done.
      const completed = state.completed_steps.includes(step) ? state.completed_steps : [...state.completed_steps, step];
      await store.update({ ...patch, completed_steps: completed, current_step: null, updated_at: ports.now().toISOString() });
      ports.log.event('STEP_END', { step, ...stepOutcome(step, patch) });
    } catch (error) {
      if (error instanceof CancelledError || ports.signal.aborted) return cancel(store, ports, generateReport);
      const message = error instanceof Error ? error.message : String(error);
      ports.log.event('STEP_ERROR', { step, message });
      ports.log.progress(`${step} failed: ${message}`);
      const latest = await store.get();
      await store.update({
        error_count: latest.error_count + 1,
        errors: [...latest.errors, { step, message, ts: ports.now().toISOString() }],
        current_step: null,
      });
    }
  }
}

/**
 * How a step that finished went, when it can go wrong without an error, so its end is never marked done
 * when it was not: checks that did not pass (verify), a classification call that failed (every agent then
 * runs), or agents that failed (their findings are missing).
 */
function stepOutcome(step: Step, patch: StateUpdate): { status: 'failed'; message: string } | undefined {
  const problems = step === 'verify' && patch.verification ? verificationProblems(patch.verification) : undefined;
  if (problems) return { status: 'failed', message: problems };
  const batches = patch.review_plan?.batches ?? [];
  const fallbacks = batches.filter((batch) => batch.source === 'fallback').length;
  if (step === 'classify' && fallbacks > 0) {
    return {
      status: 'failed',
      message: `the classification call failed${batches.length > 1 ? ` for ${fallbacks} of ${batches.length} batches` : ''}; every selected agent runs`,
    };
  }
  const results = patch.agent_results ?? [];
  const failed = results.filter((result) => result.status === 'failed');
  if (failed.length > 0)
    return { status: 'failed', message: `${failed.length} of ${results.length} agents failed: ${failed.map((result) => result.agent).join(', ')}` };
  return undefined;
}

function cancel(store: ReviewStateStore, ports: ReviewPorts, generateReport: StepAction): Promise<ReviewState> {
  ports.log.event('USER_EXIT', {});
  return finishEarly(store, { status: 'user_exit', termination_reason: 'user_cancelled', current_step: null }, 'user_cancelled', ports, generateReport);
}

/**
 * A run that stops early leaves the workspace as it found it (no half-verified fix) and still writes
 * its report: nothing found so far is lost.
 */
async function finishEarly(store: ReviewStateStore, ending: StateUpdate, reason: string, ports: ReviewPorts, generateReport: StepAction): Promise<ReviewState> {
  const messageOf = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) });
  let undone: StateUpdate = {};
  try {
    undone = await undoUnfinishedFixes(await store.get(), ports, reason);
  } catch (error) {
    ports.log.event('STEP_ERROR', { step: 'undo-fixes', ...messageOf(error) });
  }
  const state = await store.update({ ...undone, ...ending });
  try {
    await generateReport(state, ports);
  } catch (error) {
    ports.log.event('REPORT_FAILED', messageOf(error));
  }
  return state;
}
