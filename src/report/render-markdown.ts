import { AGENT_NAMES } from '../findings/agent-names.js';
import { isAtOrAbove, SEVERITIES } from '../findings/finding.js';
import type { Finding, Severity } from '../findings/finding.js';
import { showsRuleId } from '../findings/rule-id.js';
import { describeAnalyzerRun } from './describe-analyzer-run.js';
import { silencerFor } from '../rules/suppression.js';
import { compareBySeverity } from './finding-order.js';
import { describeFixIterations, describeTermination } from './describe-fix-loop.js';
import { hasModelUsage } from './has-model-usage.js';
import { escapeMarkdown, escapeMarkdownCell, fencedCode } from '../text/markdown-escape.js';
import { CHECKS } from '../verify/check-result.js';
import { refusalReason } from './describe-check.js';
import type { CheckResult } from '../verify/check-result.js';
import type { ReviewReport } from './review-report.js';
import { describeIncomplete, describeVerdict, formatCount, isReviewIncomplete, latestAgentResults } from './verdict.js';
import { findingViewOf, visibleFindings } from './visible-findings.js';
import { groupDigits } from '../text/group-digits.js';
import { CELL_TEXT_LIMIT } from './markdown-cell.js';
import { renderMarkdownFixes } from './render-markdown-fixes.js';
import { renderMarkdownModelReview } from './render-markdown-model-review.js';
import { renderMarkdownWalkthrough } from './render-markdown-walkthrough.js';

/** Findings listed in the summary comment; 50 rows keep it well under GitHub's 65,536-character body limit. */
export const MARKDOWN_FINDINGS_LIMIT = 50;
/** Not-reviewed paths listed; the counts by reason cover the rest. */
export const MARKDOWN_NOT_REVIEWED_LIMIT = 20;
/** Risk areas listed from the quick scan. */
const RISK_AREAS_LIMIT = 10;
/** Errors and warnings listed; the JSON report has them all. */
const MESSAGES_LIMIT = 10;
/** The end of a failed check's output, shown under the verification table. */
const OUTPUT_TAIL_LINES = 40;

interface RenderMarkdownOptions {
  /** Findings listed, most severe first; the rest are counted. */
  findingsLimit?: number;
  /** Not-reviewed paths listed; the rest are counted. */
  notReviewedLimit?: number;
}

export const SEVERITY_ICON: Record<Severity, string> = { critical: '🔴', high: '🟠', medium: '🟡', low: '🔵', info: '⚪' };
const CHECK_ICON: Record<CheckResult['status'], string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  timeout: '⏱️ timed out',
  not_configured: '➖ not configured',
  refused: '🚫 refused',
};

/**
 * The review summary as GitHub markdown (PR comment, job summary, `summary.md`). Everything that comes
 * from the change or a model goes through `escapeMarkdown`/`fencedCode`, so it renders as plain text.
 * Info findings are listed and counted only with `show-info` (the severity table still counts them).
 */
export function renderMarkdown(report: ReviewReport, options: RenderMarkdownOptions = {}): string {
  const findingsLimit = options.findingsLimit ?? MARKDOWN_FINDINGS_LIMIT;
  const notReviewedLimit = options.notReviewedLimit ?? MARKDOWN_NOT_REVIEWED_LIMIT;
  const { summary } = report;
  const verdict = describeVerdict(report);
  const shown = visibleFindings(report.findings, findingViewOf(report));
  const out: string[] = [];

  out.push(`## ${verdict.symbol} Sextant review: ${escapeMarkdown(verdict.text)}`, '');
  out.push(
    '| Status | Findings | Files reviewed | Lines reviewed | Not reviewed | Model |',
    '|---|---:|---:|---:|---:|---|',
    `| ${report.status} | ${shown.length} | ${summary.files_reviewed} | ${summary.lines_reviewed} | ${report.not_reviewed.length} | ${escapeMarkdown(report.model)} |`,
    '',
  );

  // What matters first: the findings and the fixes, then what changed and how the review ran.
  out.push(...renderFindings(report, shown, findingsLimit));
  out.push(...renderMarkdownFixes(report));
  out.push(...renderMarkdownWalkthrough(report));
  out.push('### Findings by severity', '', '| Severity | Count | Gate |', '|---|---:|---|');
  for (const severity of SEVERITIES) {
    out.push(`| ${SEVERITY_ICON[severity]} ${severity} | ${summary.counts_by_severity[severity]} | ${gateMark(report, severity)} |`);
  }
  out.push('');

  out.push(...renderAgents(report, shown));
  out.push(...renderMarkdownModelReview(report));
  out.push(...renderGuidelines(report));
  out.push(...renderVerification(report));
  out.push(...renderAnalyzers(report));
  out.push(...renderNotReviewed(report, notReviewedLimit));
  out.push(...renderMutedRules(report));
  out.push(...renderScan(report));
  out.push(...renderRun(report));
  return `${out.join('\n').trimEnd()}\n`;
}

function gateMark(report: ReviewReport, severity: Severity): string {
  const { fail_on: failOn } = report.summary.gate;
  if (failOn !== 'none' && isAtOrAbove(severity, failOn)) return 'fails the gate';
  const hidden = severity === 'info' && report.summary.counts_by_severity.info > 0 && !findingViewOf(report).showInfo;
  return hidden ? 'not listed (show-info: true lists them)' : '';
}

function renderAgents(report: ReviewReport, shown: readonly Finding[]): string[] {
  const results = latestAgentResults(report);
  const byAgent = new Map(results.map((result) => [result.agent, result]));
  const counted = Object.keys(report.summary.counts_by_agent);
  const shownByAgent = new Map<string, number>();
  for (const finding of shown) shownByAgent.set(finding.agent, (shownByAgent.get(finding.agent) ?? 0) + 1);
  const known = [...AGENT_NAMES, ...results.map((result) => result.agent), ...counted];
  const agents = [...new Set(known)].filter((agent) => byAgent.has(agent) || counted.includes(agent));
  if (agents.length === 0) return [];
  const succeeded = results.filter((result) => result.status === 'success').length;
  // Agents not selected or not needed did not run: "of 6" when two ran would overstate the failure.
  const ran = results.filter((result) => result.status !== 'skipped').length;
  const out = [`### Agents (${succeeded} of ${ran} succeeded)`, '', '| Agent | Status | Findings | Duration |', '|---|---|---:|---:|'];
  for (const agent of agents) {
    const result = byAgent.get(agent);
    const status = !result
      ? '—'
      : result.status === 'success'
        ? '✅ success'
        : `${result.status === 'failed' ? '❌ failed' : '➖ skipped'}${result.error ? ` (${escapeMarkdown(result.error, CELL_TEXT_LIMIT)})` : ''}`;
    const findings = shownByAgent.get(agent) ?? 0;
    out.push(`| ${escapeMarkdown(agent)} | ${status} | ${findings} | ${result ? formatDuration(result.duration_ms) : ''} |`);
  }
  out.push('');
  return out;
}

function renderVerification(report: ReviewReport): string[] {
  const out = ['### Verification', '', '| Check | Result | Command | Duration |', '|---|---|---|---:|'];
  const outputs: string[] = [];
  for (const check of CHECKS) {
    const result = report.verification[check];
    const exit = result.status === 'failed' && result.exit_code !== undefined && result.exit_code !== null ? ` (exit ${result.exit_code})` : '';
    const reason = result.status === 'refused' ? `: ${escapeMarkdown(refusalReason(result), CELL_TEXT_LIMIT)}` : '';
    const command = result.command ? escapeMarkdown(result.command, CELL_TEXT_LIMIT) : '';
    const duration = result.status === 'not_configured' ? '' : formatDuration(result.duration_ms);
    out.push(`| ${check} | ${CHECK_ICON[result.status]}${exit}${reason} | ${command} | ${duration} |`);
    if (result.output_tail && (result.status === 'failed' || result.status === 'timeout')) {
      const tail = result.output_tail.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
      outputs.push('', `<details><summary>${check} output (last lines)</summary>`, '', fencedCode(tail), '', '</details>');
    }
  }
  out.push(...outputs, '');
  return out;
}

/** The repository's analyzers: each one's reports, what became findings, and what was left out and why. */
function renderAnalyzers(report: ReviewReport): string[] {
  if (!report.analyzers?.length) return [];
  const out = ['### Analyzers', '', '| Analyzer | Reports | Filter | Imported |', '|---|---|---|---|'];
  for (const run of report.analyzers) {
    const reports = run.reports.map(
      (entry) =>
        `${escapeMarkdown(entry.file, CELL_TEXT_LIMIT)}${entry.format ? ` (${entry.format}, ${escapeMarkdown(entry.tools.join(', '), CELL_TEXT_LIMIT)})` : ' (not read)'}`,
    );
    const command = run.command
      ? `<br>command: ${CHECK_ICON[run.command.status]}${run.command.status === 'refused' ? `: ${escapeMarkdown(refusalReason(run.command), CELL_TEXT_LIMIT)}` : ''}`
      : '';
    out.push(
      `| ${escapeMarkdown(run.name)}${command} | ${reports.join('<br>') || 'none found'} | ${run.filter} | ${escapeMarkdown(describeAnalyzerRun(run), CELL_TEXT_LIMIT)} |`,
    );
  }
  out.push('');
  return out;
}

function renderFindings(report: ReviewReport, visible: readonly Finding[], limit: number): string[] {
  const hidden = report.findings.length - visible.length;
  const unsure = report.hidden_findings?.length ?? 0;
  const hiddenNote = [
    ...(hidden > 0
      ? [`${formatCount(hidden, 'info finding')} not listed: set \`show-info: true\` to list them (the JSON report and the SARIF file have them).`, '']
      : []),
    ...(unsure > 0
      ? [
          `${formatCount(unsure, 'critical or high finding')} under min-confidence not listed or gated: set \`min-confidence: 0\` (\`--min-confidence 0\` on the command line) ` +
            'to list them (the JSON report has them under `hidden_findings`).',
          '',
        ]
      : []),
  ];
  if (visible.length === 0) return ['### Findings', '', report.status === 'skipped' ? 'None: nothing was reviewed.' : 'No findings.', '', ...hiddenNote];
  const shown = [...visible].sort(compareBySeverity).slice(0, Math.max(0, limit));
  const out = [`### Findings (${visible.length})`, '', '| Severity | ID | Location | Agent | Finding |', '|---|---|---|---|---|'];
  for (const finding of shown) {
    const lines = finding.end_line && finding.end_line > finding.line ? `${finding.line}-${finding.end_line}` : `${finding.line}`;
    const location = `${escapeMarkdown(finding.file, CELL_TEXT_LIMIT)}:${lines}`;
    const category = escapeMarkdown(finding.category, CELL_TEXT_LIMIT);
    const recommendation = finding.recommendation.trim() ? `<br>→ ${escapeMarkdownCell(finding.recommendation, CELL_TEXT_LIMIT)}` : '';
    // Rule ids and silencers are Sextant's own text (known rule ids only), so code spans are safe here.
    const silencer = silencerFor(finding);
    const rule = showsRuleId(finding, silencer !== undefined) ? `<br>\`${finding.rule_id}\`` : '';
    const ignore = silencer
      ? `<br>Ignore: \`${silencer.code}\` ${silencer.where === 'comment' ? 'on the line or the line above' : 'under `rules:` in the config file'}`
      : '';
    out.push(
      `| ${SEVERITY_ICON[finding.severity]} ${finding.severity} | ${escapeMarkdown(finding.id)}${rule} | ${location} | ${escapeMarkdown(finding.agent)} | ` +
        `**${category}** (${finding.confidence}%): ${escapeMarkdownCell(finding.description, CELL_TEXT_LIMIT)}${recommendation}${ignore} |`,
    );
  }
  const more = visible.length - shown.length;
  if (more > 0) out.push('', `… and ${formatCount(more, 'more finding')} not listed here: see the JSON report or the SARIF file.`);
  for (const note of hiddenNote) if (note) out.push('', note);
  if (report.fixed_issues.length > 0) out.push('', `${formatCount(report.fixed_issues.length, 'finding')} fixed during the review.`);
  out.push('');
  return out;
}

function renderNotReviewed(report: ReviewReport, limit: number): string[] {
  if (report.not_reviewed.length === 0) return [];
  const reasons = new Map<string, number>();
  for (const entry of report.not_reviewed) reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1);
  const out = [
    `### Not reviewed (${report.not_reviewed.length})`,
    '',
    [...reasons].map(([reason, total]) => `${escapeMarkdown(reason, CELL_TEXT_LIMIT)}: ${total}`).join(' · '),
    '',
    '| File | Reason |',
    '|---|---|',
  ];
  const shown = report.not_reviewed.slice(0, Math.max(0, limit));
  for (const entry of shown) {
    const detail = entry.detail ? ` (${escapeMarkdown(entry.detail, CELL_TEXT_LIMIT)})` : '';
    out.push(`| ${escapeMarkdown(entry.path, CELL_TEXT_LIMIT)} | ${escapeMarkdown(entry.reason, CELL_TEXT_LIMIT)}${detail} |`);
  }
  const more = report.not_reviewed.length - shown.length;
  if (more > 0) out.push('', `… and ${formatCount(more, 'more file')}.`);
  out.push('');
  return out;
}

function renderScan(report: ReviewReport): string[] {
  const scan = report.scan_summary;
  const out = ['### Scan summary', '', `Complexity score: **${scan.complexity_score}**/100 · quick-scan issues: ${scan.quick_issues}`, ''];
  if (scan.risk_areas.length > 0) {
    out.push('| Priority | File | Why |', '|---|---|---|');
    for (const area of scan.risk_areas.slice(0, RISK_AREAS_LIMIT)) {
      out.push(`| ${area.priority} | ${escapeMarkdown(area.file, CELL_TEXT_LIMIT)} | ${escapeMarkdown(area.reason, CELL_TEXT_LIMIT)} |`);
    }
    const more = scan.risk_areas.length - RISK_AREAS_LIMIT;
    if (more > 0) out.push('', `… and ${formatCount(more, 'more risk area')}.`);
    out.push('');
  }
  return out;
}

/** The guidelines files used: every one, where it came from, what it speaks about, whether it was cut. */
function renderGuidelines(report: ReviewReport): string[] {
  const guidelines = report.guidelines;
  if (!guidelines || guidelines.files.length === 0) return [];
  const out = ['### Guidelines', ''];
  if (guidelines.note) out.push(`ℹ️ ${escapeMarkdown(sentenceOf(guidelines.note), CELL_TEXT_LIMIT * 2)}`, '');
  out.push('| File | Source | Applies to | Tokens | Cut |', '|---|---|---|---:|---|');
  for (const file of guidelines.files) {
    const cut = !file.cut
      ? 'no'
      : file.sent_tokens === 0
        ? guidelines.sent_to_model
          ? 'yes, left out (over the budget)'
          : 'yes'
        : `yes, ${groupDigits(file.sent_tokens)} sent`;
    out.push(
      `| \`${escapeMarkdown(file.path, CELL_TEXT_LIMIT)}\` | ${escapeMarkdown(file.source)} | ${escapeMarkdown(file.applies_to, CELL_TEXT_LIMIT)} | ${groupDigits(file.tokens)} | ${cut} |`,
    );
  }
  out.push('');
  return out;
}

function sentenceOf(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Rules muted by reactions or on request: what, why, and the one line that turns each back on. */
function renderMutedRules(report: ReviewReport): string[] {
  const all = report.muted_rules ?? [];
  const muted = all.filter((rule) => rule.muted_by === undefined);
  const requested = all.filter((rule) => rule.muted_by !== undefined);
  const out: string[] = [];
  if (muted.length > 0) {
    out.push(
      '### Muted by reactions',
      '',
      'Sextant’s comments of these rules were voted down (👎) in this repository and never up, so their findings below the gate are no longer shown.',
      '',
      '| Rule | 👎 | 👍 | Hidden here |',
      '|---|---:|---:|---:|',
    );
    for (const rule of muted)
      out.push(`| \`${escapeMarkdown(rule.rule_id, CELL_TEXT_LIMIT)}\` | ${rule.thumbs_down} | ${rule.thumbs_up} | ${rule.findings_hidden} |`);
    out.push(
      '',
      `To turn one back on, list it in \`unmute-rules\` in the config file (e.g. \`unmute-rules: ${escapeMarkdown(muted[0]?.rule_id ?? '', CELL_TEXT_LIMIT)}\`), or set \`mute-after-thumbs-down: 0\` to stop learning from reactions.`,
      '',
    );
  }
  if (requested.length > 0) {
    out.push(
      '### Muted on request',
      '',
      'Muted in this repository with `ignore rule` in a review thread: their findings below the gate are no longer shown.',
      '',
    );
    for (const rule of requested) {
      out.push(
        `- \`${escapeMarkdown(rule.rule_id, CELL_TEXT_LIMIT)}\` by ${escapeMarkdown(`@${rule.muted_by ?? ''}`, CELL_TEXT_LIMIT)} · hidden here: ${rule.findings_hidden}`,
      );
    }
    out.push('', 'To turn one back on, delete Sextant’s reply that muted it, or list the rule in `unmute-rules` in the config file.', '');
  }
  return out;
}

function renderRun(report: ReviewReport): string[] {
  const { summary, usage } = report;
  const out = [
    '### Run',
    '',
    // The same words as the text and HTML reports.
    `- Fix loop: ${describeFixIterations(summary)} · ${summary.initial_issues} initial → ${summary.final_issues} final findings · ` +
      `${summary.fixed_issues} verified fix${summary.fixed_issues === 1 ? '' : 'es'} · ended: ${escapeMarkdown(describeTermination(summary.termination_reason), CELL_TEXT_LIMIT)}`,
  ];
  if (isReviewIncomplete(report)) out.push(`- Incomplete: ${escapeMarkdown(describeIncomplete(summary), CELL_TEXT_LIMIT)}`);
  // Nothing to count or price without a model call (static mode).
  if (hasModelUsage(usage)) {
    out.push(
      `- Usage: ${groupDigits(usage.input_tokens)} input / ${groupDigits(usage.output_tokens)} output tokens` +
        ` · cache ${groupDigits(usage.cache_read_tokens)} read / ${groupDigits(usage.cache_write_tokens)} written` +
        ` · ${usage.cost_estimate_usd === null ? 'cost unknown (no list price for this model)' : `estimated cost $${usage.cost_estimate_usd.toFixed(4)}`}`,
    );
  }
  out.push(`- Session \`${report.session_id}\` · Sextant ${report.version}`);
  for (const [title, messages] of [
    ['Errors', report.errors.map((error) => `${error.step}: ${error.message}`)],
    ['Warnings', report.warnings],
    ['Looks good', report.positive_observations],
  ] as const) {
    if (messages.length === 0) continue;
    out.push('', `**${title}**`, '');
    for (const message of messages.slice(0, MESSAGES_LIMIT)) out.push(`- ${escapeMarkdown(message, CELL_TEXT_LIMIT)}`);
    if (messages.length > MESSAGES_LIMIT) out.push(`- … and ${messages.length - MESSAGES_LIMIT} more`);
  }
  out.push('');
  return out;
}

function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}
