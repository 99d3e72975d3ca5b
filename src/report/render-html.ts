import { SEVERITIES } from '../findings/finding.js';
import type { Finding } from '../findings/finding.js';
import { silencerFor } from '../rules/suppression.js';
import { compareByLocation } from './finding-order.js';
import { removeInvisible } from '../text/markdown-escape.js';
import { CHECKS } from '../verify/check-result.js';
import { refusalReason } from './describe-check.js';
import { isVerifiedSuggestion, suggestionLabel } from './suggestion-label.js';
import type { ReviewReport, Usage } from './review-report.js';
import { describeFixIterations, describeTermination } from './describe-fix-loop.js';
import { describeVerdict, formatCount, isReviewIncomplete, latestAgentResults } from './verdict.js';
import { commonReviewers, reviewersCell } from './walkthrough.js';
import { describeAppliedFix } from './describe-applied-fix.js';
import { findingViewOf } from './visible-findings.js';
import { groupDigits } from '../text/group-digits.js';
import { hasModelUsage } from './has-model-usage.js';
import { HTML_REPORT_STYLE } from './html-report-style.js';
import { HTML_REPORT_SCRIPT } from './html-report-script.js';

/** Lines of the head file around a finding (and its suggested fix), read by the caller. */
export interface CodeContext {
  /** Line number of `lines[0]`. */
  start: number;
  lines: string[];
}

interface RenderHtmlOptions {
  /** Code around each finding, by finding id; without it a finding shows its snippet only. */
  context?: Readonly<Record<string, CodeContext>>;
}

/**
 * One self-contained HTML page for a review: styles and a small filter script inline, no external
 * resource, and a Content-Security-Policy that forbids any request. Every string from the change, a
 * model or a command is untrusted: all of it is escaped, and invisible characters are removed.
 */
export function renderHtml(report: ReviewReport, options: RenderHtmlOptions = {}): string {
  const verdict = describeVerdict(report, { showInfoHint: 'the info filter below' });
  const showInfo = findingViewOf(report).showInfo;
  const findings = [...report.findings].sort(compareByLocation);
  const files = new Map<string, Finding[]>();
  for (const finding of findings) files.set(finding.file, [...(files.get(finding.file) ?? []), finding]);
  const agents = [...new Set(findings.map((finding) => finding.agent))].sort();
  const { summary } = report;

  const body = [
    `<header class="verdict ${verdict.outcome}"><div class="symbol">${esc(verdict.symbol)}</div><div><h1>${esc(verdict.text)}</h1>`,
    `<p>Gate: fail-on <b>${esc(summary.gate.fail_on)}</b> · ${formatCount(summary.gate.gated_count, 'finding')} at or above it · ${gateWord(report)}</p>`,
    `<p class="meta">Sextant ${esc(report.version)} · ${esc(report.model)} · session ${esc(report.session_id)} · ${esc(short(report.base_sha))}…${esc(short(report.head_sha))} · ${formatCount(summary.files_reviewed, 'file')} (${formatCount(summary.lines_reviewed, 'line')}) reviewed · ${esc(report.completed_at)}</p></div></header>`,
    '<main>',
    renderCounts(report, files),
    renderFilters(report, agents, showInfo),
    `<section><h2>Findings <span class="count" id="shown-count">${findings.length}</span></h2>`,
    findings.length === 0
      ? `<p class="empty">${report.status === 'skipped' ? 'None: nothing was reviewed.' : 'No findings.'}</p>`
      : [...files].map(([file, list]) => renderFile(file, list, options.context ?? {})).join('\n'),
    '<p class="empty" id="none-shown" hidden>No finding matches the filters.</p></section>',
    renderAppliedFixes(report),
    renderWalkthrough(report),
    renderVerification(report),
    renderIterations(report),
    renderNotReviewed(report),
    renderGuidelines(report),
    renderAgents(report),
    hasModelUsage(report.usage) ? renderUsage(report.usage) : '',
    renderProblems(report),
    '</main>',
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="referrer" content="no-referrer">
<title>Sextant review · ${esc(verdict.text)}</title>
<style>${HTML_REPORT_STYLE}</style>
</head>
<body>
${body.join('\n')}
<script>${HTML_REPORT_SCRIPT}</script>
</body>
</html>
`;
}

/** The gate as the exit code has it: an incomplete review fails like a finding, so it never says passed. */
function gateWord(report: ReviewReport): string {
  if (report.summary.gate.failed) return 'failed';
  if (isReviewIncomplete(report)) return 'failed: review incomplete';
  return report.status === 'skipped' ? 'nothing reviewed' : 'passed';
}

function renderCounts(report: ReviewReport, files: ReadonlyMap<string, Finding[]>): string {
  const bySeverity = SEVERITIES.map(
    (severity) => `<li class="sev-${severity}"><span class="n">${report.summary.counts_by_severity[severity] ?? 0}</span> ${severity}</li>`,
  ).join('');
  const byAgent = Object.entries(report.summary.counts_by_agent)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([agent, count]) => `<tr><td>${esc(agent)}</td><td class="num">${count ?? 0}</td></tr>`)
    .join('');
  const byFile = [...files]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([file, list]) => `<tr><td><a href="#${fileAnchor(file)}">${esc(file)}</a></td><td class="num">${list.length}</td></tr>`)
    .join('');
  return `<section class="counts"><ul class="severities">${bySeverity}</ul>
<div class="tables"><table><caption>By agent</caption><tbody>${byAgent || '<tr><td>none</td><td></td></tr>'}</tbody></table>
<table><caption>By file</caption><tbody>${byFile || '<tr><td>none</td><td></td></tr>'}</tbody></table></div></section>`;
}

function renderFilters(report: ReviewReport, agents: readonly string[], showInfo: boolean): string {
  if (report.findings.length === 0) return '';
  const severity = SEVERITIES.map(
    (level) =>
      `<label class="chip"><input type="checkbox" data-filter="severity" value="${level}"${level !== 'info' || showInfo ? ' checked' : ''}><span class="dot sev-${level}"></span>${level}</label>`,
  ).join('');
  const agent = agents
    .map((name) => `<label class="chip"><input type="checkbox" data-filter="agent" value="${esc(name)}" checked> ${esc(name)}</label>`)
    .join('');
  return `<section class="filters" aria-label="Filters"><div><span class="label">Severity</span>${severity}</div><div><span class="label">Agent</span>${agent}</div></section>`;
}

function renderFile(file: string, findings: readonly Finding[], context: Readonly<Record<string, CodeContext>>): string {
  return `<details class="file" id="${fileAnchor(file)}" open><summary><code>${esc(file)}</code> <span class="count">${findings.length}</span></summary>
${findings.map((finding) => renderFinding(finding, context[finding.id])).join('\n')}
</details>`;
}

function renderFinding(finding: Finding, context: CodeContext | undefined): string {
  const location = `${finding.file}:${finding.line}:${finding.column ?? 1}`;
  const silencer = silencerFor(finding);
  const parts = [
    `<article class="finding" data-severity="${esc(finding.severity)}" data-agent="${esc(finding.agent)}">`,
    `<div class="head"><span class="badge sev-${esc(finding.severity)}">${esc(finding.severity)}</span> <code class="loc">${esc(location)}</code>`,
    finding.rule_id ? ` <code class="rule">${esc(finding.rule_id)}</code>` : '',
    ` <span class="muted">${esc(finding.id)} · ${esc(finding.agent)} · ${esc(finding.category)} · confidence ${finding.confidence}</span></div>`,
    `<p>${prose(finding.description)}</p>`,
    finding.recommendation.trim() ? `<p class="rec">→ ${prose(finding.recommendation)}</p>` : '',
    renderCode(finding, context),
    finding.suggestion ? renderSuggestion(finding.suggestion, context) : '',
    silencer
      ? `<p class="ignore">ignore: <code>${esc(silencer.code)}</code> <span class="muted">(${silencer.where === 'comment' ? 'on the line or the line above' : 'under rules: in the config file'})</span></p>`
      : '',
    '</article>',
  ];
  return parts.join('');
}

function renderCode(finding: Finding, context: CodeContext | undefined): string {
  const last = finding.end_line ?? finding.line;
  if (context && context.lines.length > 0) {
    const rows = context.lines.map((text, index) => {
      const number = context.start + index;
      const mark = number >= finding.line && number <= last ? ' class="hit"' : '';
      return `<tr${mark}><td class="ln">${number}</td><td><code>${esc(text)}</code></td></tr>`;
    });
    return `<table class="code">${rows.join('')}</table>`;
  }
  if (!finding.code_snippet) return '';
  return `<table class="code"><tr class="hit"><td class="ln">${finding.line}</td><td><code>${esc(finding.code_snippet)}</code></td></tr></table>`;
}

function renderSuggestion(suggestion: NonNullable<Finding['suggestion']>, context: CodeContext | undefined): string {
  const removed: string[] = [];
  for (let line = suggestion.start_line; line <= suggestion.end_line; line++) {
    const text = context?.lines[line - context.start];
    if (text !== undefined) removed.push(text);
  }
  const added = suggestion.replacement === '' ? [] : suggestion.replacement.replace(/\n$/, '').split('\n');
  const range = suggestion.end_line > suggestion.start_line ? `lines ${suggestion.start_line}-${suggestion.end_line}` : `line ${suggestion.start_line}`;
  const rows = [
    ...removed.map((text) => `<div class="del">- ${esc(text)}</div>`),
    ...(removed.length === 0 ? [`<div class="hunk">@@ ${range} @@</div>`] : []),
    ...added.map((text) => `<div class="add">+ ${esc(text)}</div>`),
  ];
  const title = isVerifiedSuggestion(suggestion) ? `✔ Verified fix (${range})` : `${esc(suggestionLabel(suggestion))} (${range})`;
  return `<div class="fix${isVerifiedSuggestion(suggestion) ? '' : ' unverified'}"><div class="fix-title">${title}</div><pre class="diff">${rows.join('')}</pre></div>`;
}

function renderVerification(report: ReviewReport): string {
  const rows = CHECKS.map((check) => {
    const result = report.verification[check];
    const output = result.output_tail ? `<details><summary>output</summary><pre>${esc(result.output_tail)}</pre></details>` : '';
    const reason = result.status === 'refused' ? `: ${esc(refusalReason(result))}` : '';
    return `<tr><td>${check}</td><td><span class="status ${esc(result.status)}">${esc(result.status.replace('_', ' '))}</span>${reason}</td><td>${result.command ? `<code>${esc(result.command)}</code>` : ''}${output}</td><td class="num">${result.status === 'not_configured' ? '' : duration(result.duration_ms)}</td></tr>`;
  });
  return `<section><h2>Verification</h2><table class="grid"><thead><tr><th>Check</th><th>Status</th><th>Command</th><th class="num">Time</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function renderIterations(report: ReviewReport): string {
  if (report.review_iterations.length === 0) return '<section><h2>Fix loop</h2><p class="empty">No review iteration ran.</p></section>';
  const rows = report.review_iterations.map((iteration) => {
    const fix = iteration.fix_result;
    return `<tr><td class="num">${iteration.iteration}</td><td class="num">${iteration.issues_found}</td><td class="num">${iteration.fixable_issues}</td><td>${fix ? `${fix.applied} applied · ${fix.kept} kept${fix.unverified ? ` · ${fix.unverified} unverified (no check covers the file)` : ''} · ${fix.rolled_back} rolled back · ${fix.refused} refused` : '—'}</td></tr>`;
  });
  const { summary } = report;
  return `<section><h2>Fix loop</h2><p>${describeFixIterations(summary)} · ${summary.initial_issues} initial → ${summary.final_issues} final findings · ${summary.fixed_issues} verified fix${summary.fixed_issues === 1 ? '' : 'es'} · ended: ${esc(describeTermination(summary.termination_reason))}</p>
<table class="grid"><thead><tr><th class="num">Iteration</th><th class="num">Findings</th><th class="num">Fixable</th><th>Fixes</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** Each fix `--fix` left in the code, with its change and the checks that vouch for it. */
function renderAppliedFixes(report: ReviewReport): string {
  const fixes = report.applied_fixes ?? [];
  if (fixes.length === 0) return '';
  const items = fixes.map((fix) => {
    const rows = fix.diff
      .split('\n')
      .map(
        (line) =>
          `<div class="${line.startsWith('+') && !line.startsWith('+++') ? 'add' : line.startsWith('-') && !line.startsWith('---') ? 'del' : 'hunk'}">${esc(line)}</div>`,
      );
    return `<div class="fix${fix.verified ? '' : ' unverified'}"><div class="fix-title">${fix.verified ? '✔' : '⚠'} ${esc(describeAppliedFix(fix))}</div><pre class="diff">${rows.join('')}</pre></div>`;
  });
  return `<section><h2>Fixes applied <span class="count">${fixes.length}</span></h2>${items.join('')}</section>`;
}

/** Past this many files, "What changed" is folded under its heading. */
const WALKTHROUGH_OPEN_FILES = 20;

/** "What changed": the model's overview and a line per file, or (static mode) each file's size, role, language and reviewers. */
function renderWalkthrough(report: ReviewReport): string {
  const walkthrough = report.walkthrough;
  if (!walkthrough) return '';
  const described = walkthrough.files.some((file) => file.summary);
  const common = commonReviewers(walkthrough);
  const rows = walkthrough.files.map((file) => {
    const change = `<td class="num">${file.additions === undefined || file.deletions === undefined ? '—' : `+${file.additions} −${file.deletions}`}</td>`;
    return described
      ? `<tr><td><code>${esc(file.path)}</code></td>${change}<td>${esc(file.summary ?? `${file.role}, not described`)}</td></tr>`
      : `<tr><td><code>${esc(file.path)}</code></td>${change}<td>${file.role}</td><td>${esc(file.language ?? '—')}</td><td>${esc(reviewersCell(file.agents, common))}</td></tr>`;
  });
  const reviewers =
    !described && common.length > 0 ? `<p>Reviewed by ${esc(common.join(', '))} (✔ below); a row names its own reviewers when they differ.</p>` : '';
  const head = described
    ? '<th>File</th><th class="num">Change</th><th>What it does</th>'
    : '<th>File</th><th class="num">Change</th><th>Role</th><th>Language</th><th>Reviewed by</th>';
  const overview = walkthrough.overview ? `<p>${esc(walkthrough.overview)}</p>` : '';
  const table = `${reviewers}<table class="grid"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  // A large change's file list is folded, so the page does not end in a wall of rows.
  const files =
    walkthrough.files.length > WALKTHROUGH_OPEN_FILES
      ? `<details><summary>${formatCount(walkthrough.files.length, 'changed file')}</summary>${table}</details>`
      : table;
  return `<section><h2>What changed <span class="count">${walkthrough.files.length}</span></h2>${overview}${files}</section>`;
}

/** Every guidelines file the review found, where it came from, and whether it was cut to the budget. */
function renderGuidelines(report: ReviewReport): string {
  const guidelines = report.guidelines;
  if (!guidelines || guidelines.files.length === 0) return '';
  const rows = guidelines.files.map(
    (file) =>
      `<tr><td><code>${esc(file.path)}</code></td><td>${esc(file.source)}</td><td>${esc(file.applies_to)}</td><td class="num">${file.tokens}</td><td>${file.cut ? 'yes' : 'no'}</td></tr>`,
  );
  const note = guidelines.note ? `<p class="muted">${esc(guidelines.note)}</p>` : '';
  return `<section><h2>Guidelines <span class="count">${guidelines.files.length}</span></h2>${note}<table class="grid"><thead><tr><th>File</th><th>Source</th><th>Applies to</th><th class="num">Tokens</th><th>Cut</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function renderNotReviewed(report: ReviewReport): string {
  if (report.not_reviewed.length === 0) return '<section><h2>Not reviewed</h2><p class="empty">Every changed file was reviewed.</p></section>';
  const rows = report.not_reviewed.map(
    (entry) => `<tr><td><code>${esc(entry.path)}</code></td><td>${esc(entry.reason)}</td><td>${esc(entry.detail ?? '')}</td></tr>`,
  );
  return `<section><h2>Not reviewed <span class="count">${report.not_reviewed.length}</span></h2><table class="grid"><thead><tr><th>Path</th><th>Reason</th><th>Detail</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function renderAgents(report: ReviewReport): string {
  const byAgent = report.usage.by_agent ?? {};
  // Static agents make no model calls: no usage column for them.
  const withUsage = Object.keys(byAgent).length > 0;
  const rows = latestAgentResults(report).map((result) => {
    const usage = byAgent[result.agent];
    const cost = usage ? `${usage.calls} calls · ${groupDigits(usage.input_tokens + usage.output_tokens)} tokens · ${money(usage.cost_estimate_usd)}` : '';
    return `<tr><td>${esc(result.agent)}</td><td><span class="status ${esc(result.status)}">${esc(result.status)}</span>${result.error ? ` <span class="muted">${esc(result.error)}</span>` : ''}</td><td class="num">${result.issues_found}</td><td class="num">${duration(result.duration_ms)}</td>${withUsage ? `<td>${cost}</td>` : ''}</tr>`;
  });
  return `<section><h2>Agents</h2><table class="grid"><thead><tr><th>Agent</th><th>Status</th><th class="num">Findings</th><th class="num">Time</th>${withUsage ? '<th>Usage</th>' : ''}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function renderUsage(usage: Usage): string {
  const cells = [
    ['Input tokens', groupDigits(usage.input_tokens)],
    ['Output tokens', groupDigits(usage.output_tokens)],
    ['Cache reads', groupDigits(usage.cache_read_tokens)],
    ['Cache writes', groupDigits(usage.cache_write_tokens)],
    ['Estimated cost', money(usage.cost_estimate_usd)],
  ];
  const basis = usage.cost_basis;
  return `<section><h2>Usage and cost</h2><dl class="usage">${cells.map(([name, value]) => `<div><dt>${name}</dt><dd>${esc(value ?? '')}</dd></div>`).join('')}</dl>${basis ? `<p class="muted">${esc(basis)}</p>` : ''}</section>`;
}

function renderProblems(report: ReviewReport): string {
  const errors = report.errors.map((error) => `<li><b>${esc(error.step)}</b>: ${esc(error.message)}</li>`);
  const warnings = report.warnings.map((warning) => `<li>${esc(warning)}</li>`);
  if (errors.length + warnings.length === 0) return '';
  return `<section><h2>Errors and warnings</h2>${errors.length ? `<ul class="errors">${errors.join('')}</ul>` : ''}${warnings.length ? `<ul class="warnings">${warnings.join('')}</ul>` : ''}</section>`;
}

/** Escapes text for HTML content and quoted attribute values, after removing characters that reorder or hide text. */
function esc(text: string): string {
  return removeInvisible(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escaped text whose `backtick spans` read as code, as in the markdown outputs. */
function prose(text: string): string {
  return esc(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');
}

/** An id for a file's section: only [a-z0-9-], so a path can never break out of the attribute or the URL fragment. */
function fileAnchor(path: string): string {
  let hash = 0;
  for (const character of path) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return `file-${hash.toString(16)}`;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function money(usd: number | null): string {
  if (usd === null) return 'cost unknown';
  return `$${usd.toFixed(usd > 0 && usd < 0.01 ? 4 : 2)}`;
}
