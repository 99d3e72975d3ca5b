import type { AgentName } from '../agents/agent-names.js';
import type { Severity } from '../findings/finding.js';
import { isAtOrAbove, SEVERITIES } from '../findings/finding.js';
import type { ReviewState } from '../orchestrator/review-state.js';
import { VERSION } from '../version.js';
import type { CheckResult, ReviewReport, RunStatus, TerminationReason } from './review-report.js';

const NOT_RUN: CheckResult = { status: 'not_configured', duration_ms: 0 };

/** Pure: the report of a run from its persisted state, whatever point the run reached. */
export function buildReport(state: ReviewState, completedAt: string): ReviewReport {
  const findings = state.findings;
  const countsBySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
  const countsByAgent: Partial<Record<AgentName, number>> = {};
  for (const finding of findings) {
    countsBySeverity[finding.severity] += 1;
    countsByAgent[finding.agent] = (countsByAgent[finding.agent] ?? 0) + 1;
  }
  const failOn = state.request.fail_on;
  const gatedCount = failOn === 'none' ? 0 : findings.filter((finding) => isAtOrAbove(finding.severity, failOn)).length;
  const status = runStatus(state);
  const incompleteReason = state.incomplete_reason ?? incompleteReasonOf(state);
  return {
    session_id: state.session_id,
    status,
    agent: 'sextant',
    version: VERSION,
    model: state.request.model,
    base_sha: state.base_sha ?? '',
    head_sha: state.head_sha ?? '',
    verification: state.verification ?? { tests: NOT_RUN, lint: NOT_RUN, typecheck: NOT_RUN },
    review_iterations:
      state.agent_results.length > 0
        ? [
            {
              iteration: 1,
              agents_results: state.agent_results,
              issues_found: findings.length,
              fixable_issues: findings.filter((finding) => finding.auto_fixable).length,
              fix_result: null,
            },
          ]
        : [],
    summary: {
      total_iterations: state.agent_results.length > 0 ? 1 : 0,
      initial_issues: findings.length,
      final_issues: findings.length,
      fixed_issues: 0,
      termination_reason: terminationReason(state),
      files_reviewed: state.files_reviewed ?? 0,
      lines_reviewed: state.lines_reviewed ?? 0,
      counts_by_severity: countsBySeverity,
      counts_by_agent: countsByAgent,
      ...(incompleteReason ? { incomplete_reason: incompleteReason } : {}),
      gate: { fail_on: failOn, gated_count: gatedCount, failed: gatedCount > 0 },
    },
    scan_summary: state.scan_summary ?? { risk_areas: [], complexity_score: 0, quick_issues: 0 },
    fixed_issues: [],
    remaining_issues: findings,
    positive_observations: [],
    files_modified: [],
    findings,
    not_reviewed: state.not_reviewed as ReviewReport['not_reviewed'],
    usage: { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0, cost_estimate_usd: 0 },
    errors: state.errors.map(({ step, message }) => ({ step, message })),
    warnings: state.warnings,
    started_at: state.started_at,
    completed_at: completedAt,
  };
}

function runStatus(state: ReviewState): RunStatus {
  if (state.status === 'failed' || state.status === 'user_exit' || state.incomplete_reason) return 'failed';
  if (state.errors.length > 0 || state.agent_results.some((result) => result.status === 'failed')) return 'partial';
  return 'success';
}

function incompleteReasonOf(state: ReviewState): string | undefined {
  if (state.status === 'user_exit') return 'CANCELLED: the run was interrupted before it finished';
  if (state.status === 'failed') return `FAILED: ${state.errors.at(-1)?.message ?? 'the run stopped early'}`;
  if (state.status === 'in_progress') return 'INCOMPLETE: the run has not finished';
  return undefined;
}

function terminationReason(state: ReviewState): TerminationReason {
  if (state.status === 'user_exit') return 'user_cancelled';
  if (state.status === 'failed') return 'error';
  if (state.termination_reason === 'no_changes') return 'no_changes';
  if (state.incomplete_reason) return 'insufficient_coverage';
  // The fix loop has not run: nothing was fixed, so everything found remains.
  return state.findings.some((finding) => finding.auto_fixable) ? 'review_only' : 'no_fixable_issues';
}
