import { CHECKS } from './check-result.js';
import type { CheckName, CheckResult, VerificationResult } from './check-result.js';
import { assessCommandRisk } from './assess-command-risk.js';
import type { CommandRunner } from './command-runner.js';

/** How to run a command refused as risky, in the words of both the workflow and the command line. */
export const RISKY_COMMAND_HINT = 'Set allow-risky-commands: true in the workflow (--allow-risky-commands true on the command line) to run it anyway.';

/** Generous for a real test suite, but a hung command cannot hold the runner for hours. */
const COMMAND_TIMEOUT_MS = 15 * 60 * 1000;

interface ChecksOptions {
  commands: Partial<Record<CheckName, string>>;
  allowRisky: boolean;
  /** Why no command may run here: each configured check is refused with this reason instead. */
  withheld?: string;
  timeoutMs?: number;
  signal: AbortSignal;
  /** Called before each command starts (progress line). */
  onStart?: (check: CheckName, command: string) => void;
}

/** The repository's own checks, in order: tests, lint, typecheck. Risky commands are refused, not run. */
export async function runChecks(runner: CommandRunner, options: ChecksOptions): Promise<VerificationResult> {
  const results = {} as Record<CheckName, CheckResult>;
  for (const check of CHECKS) {
    const command = options.commands[check];
    if (!command || options.signal.aborted) {
      results[check] = { status: 'not_configured', duration_ms: 0 };
      continue;
    }
    if (options.withheld) {
      results[check] = { status: 'refused', command, reason: options.withheld, duration_ms: 0, output_tail: options.withheld };
      continue;
    }
    const risk = assessCommandRisk(command);
    if (risk.risky && !options.allowRisky) {
      results[check] = {
        status: 'refused',
        command,
        reason: risk.reasons.join('; '),
        duration_ms: 0,
        output_tail: `Refused: ${risk.reasons.join('; ')}. ${RISKY_COMMAND_HINT}`,
      };
      continue;
    }
    options.onStart?.(check, command);
    const outcome = await runner.run(command, { timeoutMs: options.timeoutMs ?? COMMAND_TIMEOUT_MS, signal: options.signal });
    results[check] = {
      status: outcome.timedOut ? 'timeout' : outcome.exitCode === 0 ? 'passed' : 'failed',
      command,
      exit_code: outcome.exitCode,
      duration_ms: outcome.durationMs,
      output_tail: outcome.outputTail,
    };
  }
  return results;
}
