export type CheckName = 'tests' | 'lint' | 'typecheck';

/** The repository's checks, in the order they run. */
export const CHECKS: readonly CheckName[] = ['tests', 'lint', 'typecheck'];

export interface CheckResult {
  status: 'passed' | 'failed' | 'timeout' | 'not_configured' | 'refused';
  command?: string;
  exit_code?: number | null;
  /** Why a refused command was not run (a risky shape, or commands withheld from a fork's pull request). */
  reason?: string;
  duration_ms: number;
  /** The last part of the combined output, truncated for the summary. */
  output_tail?: string;
}

export type VerificationResult = Record<CheckName, CheckResult>;
