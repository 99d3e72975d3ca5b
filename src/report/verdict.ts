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
}

/**
 * The one-line outcome every renderer shows: did the review fail the gate, finish, or fall short? It
 * counts the findings shown, and says how many info findings are hidden and how to show them.
 */
export function describeVerdict(report: ReviewReport, options: VerdictOptions = {}): Verdict {
  const verdict = describeShown(report);
  const hidden = report.findings.length - visibleFindings(report.findings, findingViewOf(report)).length;
  if (hidden === 0 || verdict.outcome === 'skipped') return verdict;
  return { ...verdict, text: `${verdict.text} · ${formatCount(hidden, 'info finding')} hidden (${options.showInfoHint ?? 'show-info: true'})` };
}

function describeShown(report: ReviewReport): Verdict {
  const { gate, incomplete_reason: incompleteReason, termination_reason: terminationReason } = report.summary;
  // Whatever fails the gate is shown (see findingViewOf), so the gated findings are among these.
  const total = visibleFindings(report.findings, findingViewOf(report)).length;
  const incomplete = report.status === 'failed' || incompleteReason !== undefined;
  const why = incompleteReason ?? terminationReason;

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
  if (report.status === 'skipped') return { outcome: 'skipped', symbol: '○', text: `Nothing to review: ${report.summary.skipped_reason ?? terminationReason}` };

  const failedAgents = latestAgentResults(report).filter((result) => result.status === 'failed').length;
  const partial = failedAgents > 0 ? ` (partial review: ${formatCount(failedAgents, 'agent')} failed)` : '';
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
