import { describeTermination } from './describe-fix-loop.js';
import type { AgentResult, ReviewReport } from './review-report.js';
import { findingViewOf, visibleFindings } from './visible-findings.js';

export type VerdictOutcome = 'failed' | 'incomplete' | 'passed' | 'skipped';

interface Verdict {
  outcome: VerdictOutcome;
  symbol: '✖' | '⚠' | '✔' | '○';
  /** One sentence, without the symbol. */
  text: string;
}

interface VerdictOptions {
  /** How to show hidden info findings where this verdict is read: `--show-info` on the command line. */
  showInfoHint?: string;
  /** How to show critical and high findings under min-confidence there: `--min-confidence 0` on the command line. */
  minConfidenceHint?: string;
}

/**
 * The one-line outcome every renderer shows: did the review fail the gate, finish, or fall short? It
 * counts the findings shown, and says how many info findings and how many critical or high findings
 * under min-confidence are hidden, and how to show them.
 */
export function describeVerdict(report: ReviewReport, options: VerdictOptions = {}): Verdict {
  const verdict = describeShown(report);
  if (verdict.outcome === 'skipped') return verdict;
  const hidden = report.findings.length - visibleFindings(report.findings, findingViewOf(report)).length;
  const unsure = report.hidden_findings?.length ?? 0;
  const notes = [
    ...(hidden > 0 ? [`${formatCount(hidden, 'info finding')} hidden (${options.showInfoHint ?? 'show-info: true'})`] : []),
    ...(unsure > 0
      ? [`${formatCount(unsure, 'critical or high finding')} under min-confidence hidden (${options.minConfidenceHint ?? 'min-confidence: 0'})`]
      : []),
  ];
  return notes.length === 0 ? verdict : { ...verdict, text: [verdict.text, ...notes].join(' · ') };
}

/** A review that fell short of what it should have read: it fails the gate like findings do (CLI exit 3, a failed step). */
export function isReviewIncomplete(report: ReviewReport): boolean {
  return report.status === 'failed' || report.summary.incomplete_reason !== undefined;
}

/**
 * Why a review is incomplete, in words: the reason without the code it starts with in the JSON report
 * (`CANCELLED: the run was interrupted…` → "the run was interrupted…"), or how the run ended.
 */
export function describeIncomplete(summary: ReviewReport['summary']): string {
  const reason = summary.incomplete_reason;
  if (reason === undefined) return describeTermination(summary.termination_reason);
  return /^[A-Z][A-Z_]*$/.test(reason) ? reason.toLowerCase().replace(/_/g, ' ') : reason.replace(/^[A-Z][A-Z_]*: /, '');
}

/** Why nothing was reviewed, in words. */
export function describeSkipped(summary: ReviewReport['summary']): string {
  return summary.skipped_reason ?? describeTermination(summary.termination_reason);
}

function describeShown(report: ReviewReport): Verdict {
  const { gate } = report.summary;
  // Whatever fails the gate is shown (see findingViewOf), so the gated findings are among these.
  const total = visibleFindings(report.findings, findingViewOf(report)).length;
  const incomplete = isReviewIncomplete(report);
  const why = describeIncomplete(report.summary);

  if (gate.failed) {
    const also = incomplete ? `; review incomplete: ${why}` : '';
    return {
      outcome: 'failed',
      symbol: '✖',
      text: `${formatCount(gate.gated_count, 'finding')} at or above ${gate.fail_on} (fail-on): review failed the gate${also}`,
    };
  }
  if (incomplete) {
    const sofar = total > 0 ? ` — ${formatCount(total, 'finding')} so far` : '';
    return { outcome: 'incomplete', symbol: '⚠', text: `Review incomplete: ${why}${sofar}` };
  }
  // Never "no findings": nothing was read.
  if (report.status === 'skipped') return { outcome: 'skipped', symbol: '○', text: `Nothing to review: ${describeSkipped(report.summary)}` };

  const failedAgents = latestAgentResults(report).filter((result) => result.status === 'failed').length;
  const shortfalls = [
    ...(failedAgents > 0 ? [`${formatCount(failedAgents, 'agent')} failed`] : []),
    ...(report.summary.unread ? [`${report.summary.unread} (on-unreviewed: warn)`] : []),
  ];
  const partial = shortfalls.length > 0 ? ` (partial review: ${shortfalls.join('; ')})` : '';
  if (gate.fail_on === 'none') return { outcome: 'passed', symbol: '✔', text: `Gate off (fail-on: none) — ${formatCount(total, 'finding')}${partial}` };
  if (total === 0) return { outcome: 'passed', symbol: '✔', text: `No findings${partial}` };
  const lower = total - gate.gated_count;
  return {
    outcome: 'passed',
    symbol: '✔',
    text: `No findings at or above ${gate.fail_on} — ${formatCount(lower, 'lower-severity finding')}${partial}`,
  };
}

/** The agents of the last review iteration: the run that produced the final findings. */
export function latestAgentResults(report: ReviewReport): AgentResult[] {
  return report.review_iterations.at(-1)?.agents_results ?? [];
}

/** "1 finding", "3 findings". */
export function formatCount(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}
