import type { ReviewReport } from './review-report.js';
import type { TerminationReason } from '../fix/termination-reason.js';

/**
 * How a run ended, in words. `termination_reason` keeps its code in the JSON report, the SARIF file
 * and the action's outputs, for machines; people read these.
 */
const TERMINATION_WORDS: Readonly<Record<TerminationReason, string>> = {
  no_changes: 'no change to review',
  no_files_in_scope: 'no changed file in scope',
  no_fixable_issues: 'nothing left to fix',
  converged: 'the same findings stayed open two rounds running',
  max_iterations: 'max-review-iterations reached',
  issues_increased: 'a round of fixes raised the number of findings, so its fixes were undone',
  user_cancelled: 'interrupted',
  verification_failed: 'a check failed before the review',
  insufficient_coverage: 'too little of the change was reviewed',
  review_only: 'no fix was tried',
  error: 'stopped by an error',
};

/** `no_fixable_issues` → "nothing left to fix"; an unknown code (a newer report) as lower-case words. */
export function describeTermination(reason: string): string {
  return TERMINATION_WORDS[reason as TerminationReason] ?? reason.replace(/_/g, ' ');
}

/**
 * The fix-loop rounds of a run, said the same way by every report: the first review is not one
 * (`total_iterations` counts it), so a run that fixed once says "1 fix iteration".
 */
export function describeFixIterations(summary: ReviewReport['summary']): string {
  const rounds = Math.max(0, summary.total_iterations - 1);
  return `${rounds} fix iteration${rounds === 1 ? '' : 's'}`;
}
