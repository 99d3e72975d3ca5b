import type { CheckName, CheckResult } from '../report/review-report.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from './review-state.js';

/** Generous for a real test suite, but a hung command cannot hold the runner for hours. */
export const COMMAND_TIMEOUT_MS = 15 * 60 * 1000;

const CHECKS: readonly CheckName[] = ['tests', 'lint', 'typecheck'];

/** Runs the repository's own checks, in order, as the baseline the review and later fixes are judged against. */
export async function verifyStep(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  ports.log.event('REVIEW_VERIFICATION_START', { commands: state.request.commands });
  const results = {} as Record<CheckName, CheckResult>;
  for (const name of CHECKS) {
    const command = state.request.commands[name];
    if (!command) {
      results[name] = { status: 'not_configured', duration_ms: 0 };
      continue;
    }
    ports.log.progress(`verify: ${name} — ${command}`);
    const outcome = await ports.commands.run(command, { timeoutMs: COMMAND_TIMEOUT_MS, signal: ports.signal });
    // A command killed because the run was cancelled says nothing about the code.
    if (ports.signal.aborted) throw new CancelledError();
    results[name] = {
      status: outcome.timedOut ? 'timeout' : outcome.exitCode === 0 ? 'passed' : 'failed',
      command,
      exit_code: outcome.exitCode,
      duration_ms: outcome.durationMs,
      output_tail: outcome.outputTail,
    };
  }
  ports.log.event('REVIEW_VERIFICATION_END', {
    tests: results.tests.status,
    lint: results.lint.status,
    typecheck: results.typecheck.status,
  });
  return { verification: results };
}
