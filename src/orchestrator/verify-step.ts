import { describeCheck, verificationProblems } from '../report/describe-check.js';
import { CHECKS } from '../verify/check-result.js';
import { RISKY_COMMAND_HINT, runChecks } from '../verify/run-checks.js';
import { CancelledError } from './cancelled-error.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from '../review-state/review-state.js';

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
  const failing = CHECKS.filter((check) => results[check].status === 'failed' || results[check].status === 'timeout');
  const refused = CHECKS.filter((check) => results[check].status === 'refused');
  if (failing.length + refused.length === 0) return { verification: results };
  if (state.request.on_verification_failure === 'stop') {
    ports.log.progress(`verify: ${verificationProblems(results)} before the review; stopping (on-verification-failure: stop)`);
    return { verification: results, termination_reason: 'verification_failed' };
  }
  // A refused command never ran: it is not a failing baseline, and it says so with its reason.
  const warnings = [
    ...refused.map((check) => `${check} ${describeCheck(results[check])}. ${RISKY_COMMAND_HINT} Fixes are judged only on the checks that ran and passed.`),
    ...(failing.length > 0 ? [`Baseline: ${failing.join(', ')} already failing before the review; fixes are judged only on the checks that passed.`] : []),
  ];
  return { verification: results, warnings: [...state.warnings, ...warnings] };
}
