import type { AgentName } from '../agents/agent-names.js';
import type { NotReviewed } from '../diff/diff-model.js';
import type { Finding, Severity } from '../findings/finding.js';

/** The report JSON written to `report-path` (DESIGN §3): the seed coordinator's output plus coverage. */

export type RunStatus = 'success' | 'partial' | 'failed' | 'skipped';

export type TerminationReason =
  | 'no_changes'
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

export type CheckName = 'tests' | 'lint' | 'typecheck';

/** The repository's checks, in the order they run. */
export const CHECKS: readonly CheckName[] = ['tests', 'lint', 'typecheck'];

export interface CheckResult {
  status: 'passed' | 'failed' | 'timeout' | 'not_configured' | 'refused';
  command?: string;
  exit_code?: number | null;
  duration_ms: number;
  /** The last part of the combined output, truncated for the summary. */
  output_tail?: string;
}

export type VerificationResult = Record<CheckName, CheckResult>;

export interface AgentResult {
  agent: AgentName;
  status: 'success' | 'failed' | 'skipped';
  issues_found: number;
  duration_ms: number;
  /** Failure code (NULL_RESPONSE, SCHEMA_MISMATCH, TIMEOUT, PROVIDER_ERROR, …) or skip reason. */
  error?: string;
}

export interface ReviewIteration {
  iteration: number;
  agents_results: AgentResult[];
  issues_found: number;
  fixable_issues: number;
  fix_result: null | { applied: number; kept: number; rolled_back: number; refused: number };
  /** The repository's checks after this iteration's last fix attempt. */
  verification?: VerificationResult;
}

export interface RiskArea {
  file: string;
  reason: string;
  priority: 'high' | 'medium' | 'low';
}

/** The seed state schema's quick-scan picture of the change. */
export interface ScanSummary {
  risk_areas: RiskArea[];
  /** 0–100: how hard the change is to review (size, branching, files touched). */
  complexity_score: number;
  quick_issues: number;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  cost_estimate_usd: number;
}

export interface GateResult {
  fail_on: Severity | 'none';
  /** Findings at or above `fail_on`. */
  gated_count: number;
  failed: boolean;
}

export interface ReviewReport {
  session_id: string;
  status: RunStatus;
  agent: 'sextant';
  version: string;
  model: string;
  base_sha: string;
  head_sha: string;
  verification: VerificationResult;
  review_iterations: ReviewIteration[];
  summary: {
    total_iterations: number;
    initial_issues: number;
    final_issues: number;
    fixed_issues: number;
    termination_reason: TerminationReason;
    files_reviewed: number;
    lines_reviewed: number;
    counts_by_severity: Record<Severity, number>;
    counts_by_agent: Partial<Record<AgentName, number>>;
    /** Why the review is incomplete (e.g. INSUFFICIENT_COVERAGE), when it is. */
    incomplete_reason?: string;
    gate: GateResult;
  };
  scan_summary: ScanSummary;
  fixed_issues: Finding[];
  remaining_issues: Finding[];
  positive_observations: string[];
  files_modified: string[];
  findings: Finding[];
  not_reviewed: NotReviewed[];
  usage: Usage;
  errors: Array<{ step: string; message: string }>;
  warnings: string[];
  started_at: string;
  completed_at: string;
}
