/** Why a review session ended, as the report's `termination_reason` says it. */
export type TerminationReason =
  | 'no_changes'
  /** Files changed, but every one was left out (excluded, outside include, no rules for its language …). */
  | 'no_files_in_scope'
  | 'no_fixable_issues'
  | 'converged'
  | 'max_iterations'
  | 'issues_increased'
  | 'user_cancelled'
  | 'verification_failed'
  | 'insufficient_coverage'
  /** Fixable findings were reported but no fix loop ran (fix: off or no fixer available). */
  | 'review_only'
  | 'error';
