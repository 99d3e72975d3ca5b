import type { ReviewState } from '../src/review-state/review-state.js';
import { MAX_ITERATIONS, selectNextAction } from '../src/orchestrator/select-next-action.js';

function stateWith(overrides: Partial<ReviewState>): ReviewState {
  return {
    session_id: 'abcdef01',
    status: 'in_progress',
    current_step: null,
    completed_steps: [],
    iteration_count: 0,
    error_count: 0,
    errors: [],
    request: {
      uncommitted: false,
      model: 'static',
      agents: ['code-reviewer'],
      fail_on: 'critical',
      min_confidence: 80,
      min_required_agents: 1,
      include: [],
      exclude: [],
      commands: {},
      command_timeout_ms: 60_000,
      allow_risky_commands: false,
      on_verification_failure: 'continue',
      fix: 'suggest',
      max_review_iterations: 3,
      config_file: '.github/sextant.yml',
      rules: {},
    },
    not_reviewed: [],
    candidates: [],
    agent_results: [],
    findings: [],
    duplicates_merged: 0,
    below_confidence: 0,
    warnings: [],
    started_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('selectNextAction', () => {
  it('walks the steps in order, skipping verify when no command is configured', () => {
    const seen: string[] = [];
    let state = stateWith({});
    for (;;) {
      const next = selectNextAction(state);
      if (next.kind !== 'step') {
        expect(next.kind).toBe('complete');
        break;
      }
      seen.push(next.step);
      state = { ...state, completed_steps: [...state.completed_steps, next.step], files_reviewed: 3 };
    }
    expect(seen).toEqual(['collect-context', 'quick-scan', 'deep-review', 'generate-report']);
  });

  it('classifies the change between the quick scan and the deep review when a model is set', () => {
    const request = { ...stateWith({}).request, model: 'anthropic:claude-sonnet-4-5' };
    expect(selectNextAction(stateWith({ request, completed_steps: ['collect-context', 'quick-scan'], files_reviewed: 2 }))).toEqual({
      kind: 'step',
      step: 'classify',
    });
    expect(selectNextAction(stateWith({ request, completed_steps: ['collect-context', 'quick-scan', 'classify'], files_reviewed: 2 }))).toEqual({
      kind: 'step',
      step: 'deep-review',
    });
  });

  it('verifies when a command is configured', () => {
    const state = stateWith({
      completed_steps: ['collect-context'],
      files_reviewed: 1,
      request: { ...stateWith({}).request, commands: { lint: 'npm run lint' } },
    });
    expect(selectNextAction(state)).toEqual({ kind: 'step', step: 'verify' });
  });

  it('goes straight to the report when there is nothing to review', () => {
    expect(selectNextAction(stateWith({ completed_steps: ['collect-context'], files_reviewed: 0, termination_reason: 'no_changes' }))).toEqual({
      kind: 'step',
      step: 'generate-report',
    });
  });

  it('resumes from the first step not completed', () => {
    const state = stateWith({ completed_steps: ['collect-context', 'quick-scan'], files_reviewed: 2, current_step: 'deep-review' });
    expect(selectNextAction(state)).toEqual({ kind: 'step', step: 'deep-review' });
  });

  it('aborts after three errors and at the iteration bound', () => {
    expect(selectNextAction(stateWith({ error_count: 3 })).kind).toBe('abort');
    expect(selectNextAction(stateWith({ iteration_count: MAX_ITERATIONS })).kind).toBe('abort');
  });

  it('stops once the run has ended', () => {
    for (const status of ['completed', 'failed', 'user_exit'] as const) {
      expect(selectNextAction(stateWith({ status }))).toEqual({ kind: 'stop' });
    }
  });
});

describe('selectNextAction in the fix loop', () => {
  const reviewed = { completed_steps: ['collect-context', 'verify', 'quick-scan', 'deep-review'] as ReviewState['completed_steps'], files_reviewed: 2 };
  const request = { ...stateWith({}).request, commands: { tests: 'npm test' } };
  const loop = (overrides: Partial<NonNullable<ReviewState['fix_loop']>>): NonNullable<ReviewState['fix_loop']> => ({
    iteration: 1,
    queue: [],
    attempted: [],
    kept: [],
    refused: [],
    rolled_back: [],
    history: [],
    current: [],
    changed_lines: {},
    iterations: [],
    commits: [],
    ...overrides,
  });

  it('plans, fixes one finding per action, reviews at the end of an iteration, then finishes', () => {
    expect(selectNextAction(stateWith({ ...reviewed, request }))).toEqual({ kind: 'step', step: 'fix-plan' });
    const planned = { ...reviewed, request, completed_steps: [...reviewed.completed_steps, 'fix-plan'] as ReviewState['completed_steps'] };
    expect(selectNextAction(stateWith({ ...planned, fix_loop: loop({ queue: ['a', 'b'] }) }))).toEqual({ kind: 'step', step: 'fix' });
    expect(selectNextAction(stateWith({ ...planned, fix_loop: loop({ queue: [] }) }))).toEqual({ kind: 'step', step: 'fix-review' });
    expect(selectNextAction(stateWith({ ...planned, fix_loop: loop({ termination: 'converged' }) }))).toEqual({ kind: 'step', step: 'fix-finish' });
  });

  it('does not fix without a verification command or with fix: off', () => {
    expect(selectNextAction(stateWith({ ...reviewed, completed_steps: ['collect-context', 'quick-scan', 'deep-review'] }))).toEqual({
      kind: 'step',
      step: 'generate-report',
    });
    expect(selectNextAction(stateWith({ ...reviewed, request: { ...request, fix: 'off' } }))).toEqual({ kind: 'step', step: 'generate-report' });
  });
});
