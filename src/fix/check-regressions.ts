import { CHECKS } from '../verify/check-result.js';
import type { CheckName, VerificationResult } from '../verify/check-result.js';

/** Pure: the checks that passed in the baseline and do not pass now. A check already failing does not count against a fix. */
export function checkRegressions(baseline: VerificationResult, after: VerificationResult): CheckName[] {
  return CHECKS.filter((check) => baseline[check].status === 'passed' && after[check].status !== 'passed');
}
