import type { ReviewerName } from '../findings/agent-names.js';
import type { Severity } from '../findings/finding.js';
import { isAtOrAbove, SEVERITIES } from '../findings/finding.js';
import { totalUsage } from '../review-state/caller-usage.js';
import type { ReviewState } from '../review-state/review-state.js';
import { VERSION } from '../version.js';
import { verificationProblems } from './describe-check.js';
import type { NotReviewed } from '../diff/diff-model.js';
import { describeNothingReviewed } from './describe-nothing-reviewed.js';
import type { NothingReviewed } from './describe-nothing-reviewed.js';
import { CHECKS } from '../verify/check-result.js';
import type { AppliedFix, ReviewIteration, ReviewReport, RunStatus, Usage } from './review-report.js';
import type { CheckResult } from '../verify/check-result.js';
import type { TerminationReason } from '../fix/termination-reason.js';
import { describeUnreadSources } from './unread-sources.js';
import { walkthroughOf } from './walkthrough.js';

const NOT_RUN: CheckResult = { status: 'not_configured', duration_ms: 0 };

/** Pure: the report of a run from its persisted state, whatever point the run reached. */
export function buildReport(state: ReviewState, completedAt: string): ReviewReport {
  const findings = state.findings;
  const countsBySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
  const countsByAgent: Partial<Record<ReviewerName, number>> = {};
  for (const finding of findings) {
    countsBySeverity[finding.severity] += 1;
    countsByAgent[finding.agent] = (countsByAgent[finding.agent] ?? 0) + 1;
  }
  const failOn = state.request.fail_on;
  const gatedCount = failOn === 'none' ? 0 : findings.filter((finding) => isAtOrAbove(finding.severity, failOn)).length;
  const loop = state.fix_loop;
  const fixed = state.fixed_findings ?? [];
  const fixedFingerprints = new Set(fixed.map((finding) => finding.fingerprint));
  const remaining = findings.filter((finding) => !fixedFingerprints.has(finding.fingerprint));
  const iterations = reviewIterations(state);
  const stopped = state.incomplete_reason ?? incompleteReasonOf(state);
  // What nothing read leaves the review partial; it is incomplete (and fails the gate) unless the user accepts it.
  const unread = describeUnreadSources(state.not_reviewed, state.unlisted_files);
  const unreadFails = unread !== undefined && (state.request.on_unreviewed ?? 'fail') === 'fail';
  const incompleteReason = stopped ?? (unreadFails ? `UNREVIEWED_FILES: ${unread} (on-unreviewed: warn accepts this)` : undefined);
  // A review that left unread files is partial, not skipped: only one that read nothing and missed nothing is.
  const nothingReviewed = unread === undefined ? nothingReviewedOf(state) : undefined;
  const status = runStatus(state, stopped, unread !== undefined, nothingReviewed !== undefined);
  const walkthrough = walkthroughOf(state);
  return {
    session_id: state.session_id,
    status,
    agent: 'sextant',
    version: VERSION,
    model: state.request.model,
    base_sha: state.base_sha ?? '',
    head_sha: state.head_sha ?? '',
    verification: state.verification ?? { tests: NOT_RUN, lint: NOT_RUN, typecheck: NOT_RUN },
    review_iterations: iterations,
    summary: {
      total_iterations: iterations.length,
      initial_issues: loop?.history[0]?.open.length ?? findings.length,
      final_issues: remaining.length,
      fixed_issues: fixed.length,
      termination_reason: status === 'skipped' && nothingReviewed ? nothingReviewed.termination : terminationReason(state),
      ...(status === 'skipped' && nothingReviewed ? { skipped_reason: nothingReviewed.reason } : {}),
      files_reviewed: state.files_reviewed ?? 0,
      lines_reviewed: state.lines_reviewed ?? 0,
      counts_by_severity: countsBySeverity,
      counts_by_agent: countsByAgent,
      ...(incompleteReason ? { incomplete_reason: incompleteReason } : {}),
      ...(unread ? { unread } : {}),
      ...(state.unlisted_files ? { unlisted_files: state.unlisted_files } : {}),
      ...(state.unanchored_findings !== undefined ? { unanchored_findings: state.unanchored_findings } : {}),
      ...(state.reanchored_findings !== undefined ? { reanchored_findings: state.reanchored_findings } : {}),
      gate: { fail_on: failOn, gated_count: gatedCount, failed: gatedCount > 0 },
      show_info: state.request.show_info ?? false,
    },
    scan_summary: state.scan_summary ?? { risk_areas: [], complexity_score: 0, quick_issues: 0 },
    ...(state.review_plan
      ? {
          classification: state.review_plan.batches.map(({ files, kind, risk, size, agents, needs_extra_context, reason, source, overruled }) => ({
            files: files.length,
            kind,
            risk,
            size,
            agents,
            needs_extra_context,
            reason,
            source,
            ...(overruled ? { overruled } : {}),
          })),
        }
      : {}),
    ...(state.review_plan?.batches.some((batch) => batch.context)
      ? {
          context_sent: state.review_plan.batches.flatMap((batch, index) =>
            batch.context
              ? [
                  {
                    batch: index + 1,
                    source: batch.context.source,
                    searched: batch.context.searched,
                    tokens: batch.context.tokens,
                    excerpts: batch.context.excerpts.map((excerpt) => ({
                      file: excerpt.path,
                      start_line: excerpt.start,
                      end_line: excerpt.end,
                      symbol: excerpt.symbol,
                      relation: excerpt.relation,
                      reason: excerpt.reason,
                    })),
                  },
                ]
              : [],
          ),
        }
      : {}),
    ...(state.investigation ? { investigation: state.investigation } : {}),
    ...(state.guidelines?.length ? { guidelines: guidelinesOf(state) } : {}),
    ...(walkthrough ? { walkthrough } : {}),
    fixed_issues: fixed,
    ...(loop && state.request.fix !== 'suggest' && loop.kept.length > 0 ? { applied_fixes: appliedFixesOf(state, loop) } : {}),
    remaining_issues: remaining,
    positive_observations: state.positive_observations ?? [],
    files_modified: [...new Set(loop?.kept.flatMap((kept) => kept.edits.map((edit) => edit.path)) ?? [])].sort(),
    findings,
    ...(state.dropped_findings ? { dropped_findings: state.dropped_findings } : {}),
    ...(state.hidden_findings?.length ? { hidden_findings: state.hidden_findings } : {}),
    not_reviewed: state.not_reviewed as ReviewReport['not_reviewed'],
    ...(state.analyzer_results ? { analyzers: state.analyzer_results } : {}),
    ...(state.request.muted_rules?.length
      ? { muted_rules: state.request.muted_rules.map((rule) => ({ ...rule, findings_hidden: state.muted_findings?.[rule.rule_id] ?? 0 })) }
      : {}),
    usage: usageOf(state),
    errors: state.errors.map(({ step, message }) => ({ step, message })),
    warnings: state.warnings,
    started_at: state.started_at,
    completed_at: completedAt,
  };
}

/** The guidelines files found; in static mode none reached a model, and the report says they need one. */
function guidelinesOf(state: ReviewState): NonNullable<ReviewReport['guidelines']> {
  const sent = state.request.model !== 'static';
  const files = (state.guidelines ?? []).map(({ path, source, applies_to: appliesTo, tokens, sent_tokens: sentTokens, cut }) => ({
    path,
    source,
    applies_to: appliesTo,
    tokens,
    sent_tokens: sent ? sentTokens : 0,
    cut,
  }));
  return sent
    ? { files, sent_to_model: true }
    : {
        files,
        sent_to_model: false,
        note: "guidelines files were found, but following them needs a model: the static rules cannot read them (set model to a provider's model to use them; path-instructions' rules still apply)",
      };
}

/** Token totals and the estimated cost over every model call, with the figures per caller. */
function usageOf(state: ReviewState): Usage {
  const { calls: _calls, ...total } = totalUsage(state.usage);
  if (!state.usage) return total;
  return { ...total, by_agent: state.usage.by_caller, cost_basis: state.usage.cost_basis };
}

/** The seed's review iterations: the first review, then one per fix iteration (fixes, then the re-review). */
function reviewIterations(state: ReviewState): ReviewIteration[] {
  if (state.agent_results.length === 0) return [];
  const loop = state.fix_loop;
  const history = loop?.history ?? [
    { open: state.findings.map((finding) => finding.fingerprint), fixable: state.findings.filter((finding) => finding.auto_fixable).length },
  ];
  return history.map((review, index) => {
    const fix = loop?.iterations.find((entry) => entry.iteration === index + 1);
    return {
      iteration: index + 1,
      agents_results: state.agent_results,
      issues_found: review.open.length,
      fixable_issues: review.fixable,
      fix_result: fix
        ? {
            applied: fix.applied,
            kept: fix.kept,
            rolled_back: fix.rolled_back,
            refused: fix.refused,
            ...(fix.unverified ? { unverified: fix.unverified } : {}),
          }
        : null,
      ...(fix?.verification ? { verification: fix.verification } : {}),
    };
  });
}

/**
 * A finished review that read no file and found nothing is skipped (unless it is incomplete or partial),
 * never a pass: the verdict says why — an empty change, or every file left out and by what. Findings of
 * any kind mean something was read.
 */
function nothingReviewedOf(state: ReviewState): NothingReviewed | undefined {
  if (state.status !== 'completed' || (state.files_reviewed ?? 0) > 0 || state.findings.length > 0) return undefined;
  return describeNothingReviewed({
    notReviewed: state.not_reviewed as NotReviewed[],
    baseSha: state.base_sha ?? '',
    headSha: state.head_sha ?? '',
    uncommitted: state.request.uncommitted,
  });
}

function runStatus(state: ReviewState, stopped: string | undefined, unread: boolean, nothingReviewed: boolean): RunStatus {
  if (stopped) return 'failed';
  if (unread || state.errors.length > 0 || state.agent_results.some((result) => result.status === 'failed')) return 'partial';
  if (nothingReviewed) return 'skipped';
  return 'success';
}

function incompleteReasonOf(state: ReviewState): string | undefined {
  if (state.status === 'user_exit') return 'CANCELLED: the run was interrupted before it finished';
  if (state.status === 'failed') return `FAILED: ${state.errors.at(-1)?.message ?? 'the run stopped early'}`;
  if (state.status === 'in_progress') return 'INCOMPLETE: the run has not finished';
  if (state.termination_reason === 'verification_failed') {
    const problems = state.verification ? verificationProblems(state.verification) : undefined;
    return `VERIFICATION_FAILED: ${problems ?? 'a check failed'} before the review, and on-verification-failure is stop`;
  }
  return undefined;
}

function terminationReason(state: ReviewState): TerminationReason {
  if (state.status === 'user_exit') return 'user_cancelled';
  if (state.status === 'failed') return 'error';
  if (state.termination_reason === 'no_changes') return 'no_changes';
  if (state.incomplete_reason) return 'insufficient_coverage';
  if (state.termination_reason === 'verification_failed') return 'verification_failed';
  if (state.fix_loop?.termination) return state.fix_loop.termination as TerminationReason;
  // The fix loop has not run: nothing was fixed, so everything found remains.
  return state.findings.some((finding) => finding.auto_fixable) ? 'review_only' : 'no_fixable_issues';
}

/** The fixes kept in the code, each with the finding it was for and the checks that cover the files it changes. */
function appliedFixesOf(state: ReviewState, loop: NonNullable<ReviewState['fix_loop']>): AppliedFix[] {
  const known = [...(state.fixed_findings ?? []), ...state.findings];
  return loop.kept.map((kept) => {
    const finding = known.find((candidate) => candidate.fingerprint === kept.fingerprint);
    const paths = [...new Set(kept.edits.map((edit) => edit.path))];
    const covering = (path: string) => CHECKS.filter((check) => loop.coverage?.some((entry) => entry.path === path && entry.check === check && entry.covered));
    const checks = CHECKS.filter((check) => paths.some((path) => covering(path).includes(check)));
    return {
      ...(finding ? { finding_id: finding.id } : {}),
      file: finding?.file ?? paths[0] ?? '',
      line: finding?.line ?? 1,
      ...(finding?.rule_id ? { rule_id: finding.rule_id } : {}),
      diff: kept.edits.map(editDiff).join('\n'),
      verified: paths.every((path) => covering(path).length > 0),
      checks,
    };
  });
}

function editDiff(edit: { path: string; search: string; replace: string }): string {
  const lines = (text: string, mark: string) =>
    text === ''
      ? []
      : text
          .replace(/\n$/, '')
          .split('\n')
          .map((line) => `${mark}${line}`);
  return [`--- a/${edit.path}`, `+++ b/${edit.path}`, ...lines(edit.search, '-'), ...lines(edit.replace, '+')].join('\n');
}
