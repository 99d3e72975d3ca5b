import { CHECKS } from '../verify/check-result.js';
import type { CheckResult, VerificationResult } from '../verify/check-result.js';

/**
 * Pure: one check's result in the words every output uses. A refused command says why it was not run,
 * never that it failed: it said nothing about the code.
 */
export function describeCheck(result: CheckResult): string {
  switch (result.status) {
    case 'passed':
      return 'passed';
    case 'failed':
      return result.exit_code === undefined || result.exit_code === null ? 'failed' : `failed (exit ${result.exit_code})`;
    case 'timeout':
      return 'timed out';
    case 'not_configured':
      return 'not configured';
    case 'refused':
      return `refused: ${refusalReason(result)}`;
  }
}

/** Why a refused command was not run. Results saved before the reason had its own field kept it in the output. */
export function refusalReason(result: CheckResult): string {
  return result.reason ?? result.output_tail?.replace(/^Refused: /, '') ?? 'no reason recorded';
}

/** Pure: the checks that did not pass, in words ("tests failed (exit 1); lint refused: …"); undefined when none. */
export function verificationProblems(results: VerificationResult): string | undefined {
  const problems = CHECKS.filter((check) => results[check].status !== 'passed' && results[check].status !== 'not_configured').map(
    (check) => `${check} ${describeCheck(results[check])}`,
  );
  return problems.length > 0 ? problems.join('; ') : undefined;
}
