import { runChecks } from '../verify/run-checks.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from './review-state.js';

/** Runs the repository's own checks as the baseline the review and later fixes are judged against. */
export async function verifyStep(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  ports.log.event('REVIEW_VERIFICATION_START', { commands: state.request.commands });
  const results = await runChecks(ports.commands, {
    commands: state.request.commands,
    allowRisky: state.request.allow_risky_commands,
    withheld: state.request.commands_withheld,
    timeoutMs: state.request.command_timeout_ms,
    signal: ports.signal,
    onStart: (check, command) => ports.log.progress(`verify: ${check} — ${command}`),
  });
  // A command killed because the run was cancelled says nothing about the code.
  if (ports.signal.aborted) throw new CancelledError();
  ports.log.event('REVIEW_VERIFICATION_END', { tests: results.tests.status, lint: results.lint.status, typecheck: results.typecheck.status });
  // Commands withheld from a fork's pull request say nothing about its code; the run's warnings say why.
  if (state.request.commands_withheld) return { verification: results };
  const failing = Object.entries(results).filter(([, result]) => result.status === 'failed' || result.status === 'timeout' || result.status === 'refused');
  if (failing.length === 0) return { verification: results };
  const names = failing.map(([check]) => check).join(', ');
  if (state.request.on_verification_failure === 'stop') {
    ports.log.progress(`verify: ${names} failing before the review; stopping (on-verification-failure: stop)`);
    return { verification: results, termination_reason: 'verification_failed' };
  }
  return { verification: results, warnings: [...state.warnings, `Baseline: ${names} already failing before the review; fixes are judged only on the checks that passed.`] };
}
