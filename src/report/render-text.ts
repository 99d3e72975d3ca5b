import type { Finding, Severity } from '../findings/finding.js';
import { silencerFor } from '../rules/suppression.js';
import { compareByLocation } from './finding-order.js';
import { removeInvisible } from '../text/markdown-escape.js';
import { createPaint } from '../terminal/paint.js';
import type { Style } from '../terminal/paint.js';
import { CHECKS } from '../verify/check-result.js';
import { describeCheck } from './describe-check.js';
import { describeAnalyzerRun } from './describe-analyzer-run.js';
import { isVerifiedSuggestion, suggestionLabel } from './suggestion-label.js';
import type { ReviewReport } from './review-report.js';
import { describeFixIterations, describeTermination } from './describe-fix-loop.js';
import { describeVerdict, formatCount, latestAgentResults } from './verdict.js';
import type { VerdictOutcome } from './verdict.js';
import { findingViewOf, visibleFindings } from './visible-findings.js';
import { groupDigits } from '../text/group-digits.js';
import { describeAppliedFix } from './describe-applied-fix.js';

/** "A few" not-reviewed paths: enough to recognise the pattern; the count and reasons cover the rest. */
const NOT_REVIEWED_SHOWN = 5;
/** Errors listed before the verdict; the JSON report has them all. */
const ERRORS_SHOWN = 3;
/** Warnings listed (a misspelt suppression, a suppression the change added …); the JSON report has them all. */
const WARNINGS_SHOWN = 5;
/** Findings the verification pass dropped, listed with their reason; the JSON report has them all. */
const DROPPED_SHOWN = 5;

interface RenderTextOptions {
  /** ANSI colours, for a terminal (the caller decides per stream). */
  color?: boolean;
  /** Status skipped: what the user could try instead (other flags), listed above the verdict. */
  hints?: readonly string[];
}

const SEVERITY_STYLE: Record<Severity, Style[]> = {
  critical: ['bold', 'red'],
  high: ['red'],
  medium: ['yellow'],
  low: ['cyan'],
  info: ['dim'],
};

const VERDICT_STYLE: Record<VerdictOutcome, Style[]> = {
  failed: ['bold', 'red'],
  incomplete: ['bold', 'yellow'],
  passed: ['bold', 'green'],
  skipped: ['bold'],
};

/**
 * The CLI's report: findings by file, each at a `path:line:col` a terminal or editor opens, with its
 * rule id and the comment that silences it; what was not reviewed; then a one-line verdict (always last).
 * Info findings are left out unless `show-info` is on (the verdict says how many).
 */
export function renderText(report: ReviewReport, options: RenderTextOptions = {}): string {
  const paint = createPaint(options.color === true);
  const lines: string[] = [];

  const files = new Map<string, Finding[]>();
  const shown = visibleFindings(report.findings, findingViewOf(report));
  for (const finding of shown.sort(compareByLocation)) {
    files.set(finding.file, [...(files.get(finding.file) ?? []), finding]);
  }
  const { files_reviewed: filesReviewed, lines_reviewed: linesReviewed } = report.summary;
  lines.push(
    `Sextant ${report.version} · ${safe(report.model)} · ${formatCount(shown.length, 'finding')} in ${formatCount(files.size, 'file')}` +
      ` · ${formatCount(filesReviewed, 'file')} (${formatCount(linesReviewed, 'line')}) reviewed`,
  );

  for (const findings of files.values()) {
    lines.push('');
    for (const finding of findings) {
      const location = paint('bold', `${safe(finding.file)}:${finding.line}:${finding.column ?? 1}`);
      const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.padEnd(8));
      const rule = finding.rule_id ? `${safe(finding.rule_id)}  ` : '';
      const range = finding.end_line && finding.end_line > finding.line ? ` · lines ${finding.line}-${finding.end_line}` : '';
      lines.push(`${location}  ${severity}  ${rule}${finding.id} · ${finding.agent} · ${safe(finding.category)}${range}`);
      lines.push(...indent(safe(finding.description), '    '));
      if (finding.recommendation.trim()) lines.push(...indent(`→ ${safe(finding.recommendation)}`, '    '));
      if (finding.suggestion) lines.push(...indent(describeSuggestion(finding.suggestion), '    '));
      const silencer = silencerFor(finding);
      if (silencer) {
        const where = silencer.where === 'comment' ? 'on the line or the line above' : 'under rules: in the config file';
        lines.push(paint('dim', `    ignore: ${silencer.code}  (${where})`));
      }
    }
  }

  const checks = CHECKS.filter((check) => report.verification[check].status !== 'not_configured');
  if (checks.length > 0) lines.push('', `Verification: ${checks.map((check) => `${check} ${safe(describeCheck(report.verification[check]))}`).join(' · ')}`);
  if (report.analyzers?.length) lines.push('');
  for (const run of report.analyzers ?? []) lines.push(`Analyzer ${safe(run.name)}: ${safe(describeAnalyzerRun(run))}`);
  const unverified = report.findings.filter((finding) => finding.suggestion && !isVerifiedSuggestion(finding.suggestion)).length;
  if (report.fixed_issues.length > 0 || report.files_modified.length > 0 || unverified > 0) {
    const suggestions = unverified > 0 ? ` · ${formatCount(unverified, 'unverified suggestion')}` : '';
    lines.push(
      `Fixes: ${`${report.fixed_issues.length} verified fix${report.fixed_issues.length === 1 ? '' : 'es'}`}${suggestions} · ${describeFixIterations(report.summary)} · ended: ${safe(describeTermination(report.summary.termination_reason))}`,
    );
    for (const fix of report.applied_fixes ?? []) {
      lines.push(`  ${fix.verified ? '✔' : '⚠'} applied ${safe(describeAppliedFix(fix))}`, ...indent(safe(fix.diff), '      '));
    }
  }

  if (report.not_reviewed.length > 0) {
    const reasons = new Map<string, number>();
    for (const entry of report.not_reviewed) reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1);
    const byReason = [...reasons].map(([reason, total]) => `${safe(reason)} ${total}`).join(', ');
    lines.push('', `Not reviewed: ${formatCount(report.not_reviewed.length, 'file')} (${byReason})`);
    for (const entry of report.not_reviewed.slice(0, NOT_REVIEWED_SHOWN)) {
      lines.push(`  ${safe(entry.path)} — ${safe(entry.reason)}${entry.detail ? `: ${safe(entry.detail)}` : ''}`);
    }
    const more = report.not_reviewed.length - NOT_REVIEWED_SHOWN;
    if (more > 0) lines.push(`  … and ${more} more`);
  }

  const agents = latestAgentResults(report);
  const failed = agents.filter((result) => result.status === 'failed');
  if (failed.length > 0) {
    const which = failed.map((result) => `${result.agent}${result.error ? ` (${safe(result.error)})` : ''}`).join(', ');
    // Agents not selected or not needed did not run: "0 of 6" when two ran would overstate the failure.
    const ran = agents.filter((result) => result.status !== 'skipped').length;
    lines.push('', `Agents: ${agents.filter((result) => result.status === 'success').length} of ${ran} succeeded — failed: ${which}`);
  }
  const { usage } = report;
  if (usage.by_agent && Object.keys(usage.by_agent).length > 0) {
    const cost = usage.cost_estimate_usd === null ? 'cost unknown (no list price for this model)' : `about $${usage.cost_estimate_usd.toFixed(4)}`;
    lines.push('', `Model: ${groupDigits(usage.input_tokens)} input / ${groupDigits(usage.output_tokens)} output tokens · ${cost}`);
  }
  const dropped = report.dropped_findings ?? [];
  if (dropped.length > 0) {
    lines.push('', `Dropped by verification: ${formatCount(dropped.length, 'model finding')} (not shown as findings)`);
    for (const finding of dropped.slice(0, DROPPED_SHOWN))
      lines.push(...indent(`${safe(finding.file)}:${finding.line} ${finding.agent} · ${safe(finding.category)} — ${safe(finding.drop_reason)}`, '  '));
    if (dropped.length > DROPPED_SHOWN) lines.push(`  … and ${dropped.length - DROPPED_SHOWN} more in the JSON report`);
  }
  if (report.errors.length > 0) {
    lines.push('', `Errors: ${report.errors.length}`);
    for (const error of report.errors.slice(0, ERRORS_SHOWN)) lines.push(...indent(`${safe(error.step)}: ${safe(error.message)}`, '  '));
  }
  if (report.warnings.length > 0) {
    lines.push('', `Warnings: ${report.warnings.length}`);
    for (const warning of report.warnings.slice(0, WARNINGS_SHOWN)) lines.push(...indent(safe(warning), '  '));
    const more = report.warnings.length - WARNINGS_SHOWN;
    if (more > 0) lines.push(`  … and ${more} more in the JSON report`);
  }

  if (options.hints?.length) lines.push('', 'What to try:', ...options.hints.map((hint) => `  ${safe(hint)}`));

  const verdict = describeVerdict(report, { showInfoHint: '--show-info', minConfidenceHint: '--min-confidence 0' });
  lines.push('', paint(VERDICT_STYLE[verdict.outcome], `${verdict.symbol} ${safe(verdict.text)}`));
  return `${lines.join('\n')}\n`;
}

function describeSuggestion(suggestion: NonNullable<Finding['suggestion']>): string {
  const lines = suggestion.end_line > suggestion.start_line ? `lines ${suggestion.start_line}-${suggestion.end_line}` : `line ${suggestion.start_line}`;
  const label = isVerifiedSuggestion(suggestion) ? '✔ verified fix' : safe(suggestionLabel(suggestion));
  if (suggestion.replacement === '') return `${label}: delete ${lines}`;
  return `${label}: replace ${lines} with\n${indent(safe(suggestion.replacement), '    ').join('\n')}`;
}

/** Text from the change or a model must not drive the terminal (colours, cursor moves, reordering). */
function safe(text: string): string {
  return removeInvisible(text.replace(/\r\n?/g, '\n'));
}

function indent(text: string, prefix: string): string[] {
  return text.split('\n').map((line) => `${prefix}${line}`);
}
