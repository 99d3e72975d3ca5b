import { createHash } from 'node:crypto';
import { SEVERITIES } from '../findings/finding.js';
import type { Severity } from '../findings/finding.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import { renderMarkdown, SEVERITY_ICON } from '../report/render-markdown.js';
import type { ReviewReport } from '../report/review-report.js';
import { describeIncomplete, formatCount } from '../report/verdict.js';
import { MAX_DISMISSALS, renderStateBlock, SUMMARY_MARKER, withoutStateBlock } from '../github/review-markers.js';
import type { Dismissal, OpenFinding, SummaryState } from '../github/review-markers.js';
import { gatedFindings } from './track-findings.js';

/** GitHub refuses comment bodies over 65,536 characters; the margin is for the state block's own growth. */
const SUMMARY_COMMENT_LIMIT = 65_536 - 512;
/** The remembered open findings may use this much of the comment; beyond it the next run reviews everything again. */
const STATE_CHARS_LIMIT = 24_000;
/** Fixed and carried findings listed by name. */
const LISTED = 10;
/** The remembered dismissals may use this much of the comment; past it (or MAX_DISMISSALS), the oldest are forgotten. */
const DISMISSED_CHARS_LIMIT = 12_000;
/** Heads the list of dismissed findings, which ends the comment right before the state block (so `ignore` can rewrite it alone). */
const DISMISSED_HEADING = '**Dismissed in review threads**';

interface SummaryCommentInput {
  report: ReviewReport;
  failOn: Severity | 'none';
  /** The head reviewed last time, when only the commits since were reviewed. */
  sinceSha?: string;
  open: readonly OpenFinding[];
  carried: readonly OpenFinding[];
  fixed: readonly OpenFinding[];
  /** False when `fixed` are only no longer reported (a published bundle): they are not called fixed. */
  threadsResolved?: boolean;
  /** What happened when publishing (the review posted, comments moved to the body, permissions). */
  notes: readonly string[];
  /** Findings people dismissed with `ignore`: listed, remembered, and neither posted nor gated. */
  dismissed?: readonly Dismissal[];
}

/**
 * The digest of what a summary says, leaving out what changes on every run (session, durations,
 * the publishing notes): an identical rerun produces the same digest and leaves the comment alone.
 */
export function summaryDigest(input: SummaryCommentInput): string {
  const { report } = input;
  const content = {
    head: report.head_sha,
    since: input.sinceSha ?? null,
    status: report.status,
    fail_on: input.failOn,
    findings: report.findings.map((finding) => `${finding.fingerprint}:${finding.severity}:${finding.line}`).sort(),
    open: input.open.map((finding) => `${finding.fp}:${finding.severity}:${finding.line}`).sort(),
    not_reviewed: report.not_reviewed.map((entry) => `${entry.path}:${entry.reason}`),
    verification: Object.values(report.verification).map((check) => check.status),
    agents: report.review_iterations.at(-1)?.agents_results.map((result) => `${result.agent}:${result.status}`) ?? [],
    termination: report.summary.termination_reason,
    incomplete: report.summary.incomplete_reason ?? null,
    dismissed: (input.dismissed ?? []).map((dismissal) => `${dismissal.fp}:${dismissal.by}`),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

/** The sticky summary comment: the pull request's standing, this run's full summary, and the state for the next run. */
export function renderSummaryComment(input: SummaryCommentInput): string {
  const state = stateOf(input);
  const top = renderStanding(input);
  const stateBlock = [...renderDismissedSection(state.dismissed ?? []), renderStateBlock(state)].join('\n');
  // The run's summary is shortened (fewer listed findings and files) until the whole comment fits.
  for (let limit = 50; ; limit = Math.floor(limit / 2)) {
    const body = [SUMMARY_MARKER, ...top, '', renderMarkdown(input.report, { findingsLimit: limit, notReviewedLimit: limit }).trimEnd(), '', stateBlock].join(
      '\n',
    );
    if (body.length <= SUMMARY_COMMENT_LIMIT) return body;
    if (limit === 0)
      return `${body.slice(0, SUMMARY_COMMENT_LIMIT - stateBlock.length - 200)}\n\n… (cut to GitHub's comment size limit: see the job summary)\n\n${stateBlock}`;
  }
}

function stateOf(input: SummaryCommentInput): SummaryState {
  const open: OpenFinding[] = [];
  let used = 0;
  for (const finding of input.open) {
    used += JSON.stringify(finding).length + 1;
    if (used > STATE_CHARS_LIMIT) break;
    open.push(finding);
  }
  const dismissed = input.dismissed ?? [];
  return {
    version: 1,
    head_sha: input.report.head_sha,
    open,
    truncated: open.length < input.open.length,
    digest: summaryDigest(input),
    ...(dismissed.length > 0 ? { dismissed: keptDismissals(dismissed) } : {}),
  };
}

/**
 * The summary with more dismissals (each replacing an earlier one of the same finding), written by the
 * `ignore` command between reviews: only the closing list of dismissed findings and the state block
 * change. What the summary says of the last review stays as it was until the next one.
 */
export function recordDismissal(body: string, state: SummaryState, ...added: readonly Dismissal[]): string {
  const fresh = new Set(added.map((dismissal) => dismissal.fp));
  const dismissed = keptDismissals([...(state.dismissed ?? []).filter((entry) => !fresh.has(entry.fp)), ...added]);
  const before = withoutStateBlock(body);
  // The heading is Sextant's own markdown: text quoted from the pull request has its asterisks escaped.
  const section = before.lastIndexOf(`\n${DISMISSED_HEADING}\n`);
  const kept = (section === -1 ? before : before.slice(0, section)).trimEnd();
  return [kept, '', ...renderDismissedSection(dismissed), renderStateBlock({ ...state, dismissed })].join('\n');
}

/** The newest dismissals that fit the state block's share of the comment. */
function keptDismissals(dismissed: readonly Dismissal[]): Dismissal[] {
  const kept: Dismissal[] = [];
  let used = 0;
  for (const dismissal of [...dismissed].reverse().slice(0, MAX_DISMISSALS)) {
    used += JSON.stringify(dismissal).length + 1;
    if (used > DISMISSED_CHARS_LIMIT) break;
    kept.unshift(dismissal);
  }
  return kept;
}

function renderDismissedSection(dismissed: readonly Dismissal[]): string[] {
  if (dismissed.length === 0) return [];
  const recent = [...dismissed].reverse();
  const lines = recent
    .slice(0, LISTED)
    .map(
      (entry) =>
        `- ${SEVERITY_ICON[entry.severity]} ${escapeMarkdown(entry.title, 120)} — ${escapeMarkdown(entry.path, 200)}:${entry.line} · dismissed by ${escapeMarkdown(`@${entry.by}`, 60)}`,
    );
  if (recent.length > LISTED) lines.push(`- … and ${recent.length - LISTED} more`);
  return [DISMISSED_HEADING, '', ...lines, '', 'Dismissed findings are neither posted again nor counted for the gate on this pull request.', ''];
}

function renderStanding(input: SummaryCommentInput): string[] {
  const { report } = input;
  const gated = gatedFindings(input.open, input.failOn);
  const incomplete = report.status === 'failed' || report.summary.incomplete_reason !== undefined;
  const standing =
    gated.length > 0
      ? `✖ ${formatCount(gated.length, 'open finding')} at or above ${input.failOn} (fail-on)`
      : incomplete
        ? `⚠ review incomplete: ${escapeMarkdown(describeIncomplete(report.summary), 300)}`
        : report.status === 'skipped'
          ? `○ nothing to review: ${escapeMarkdown(report.summary.skipped_reason ?? report.summary.termination_reason, 600)}`
          : `✔ ${input.open.length === 0 ? 'no open findings' : `no open findings at or above ${input.failOn} (fail-on)`}`;
  const counts = SEVERITIES.filter((severity) => input.open.some((finding) => finding.severity === severity))
    .map((severity) => `${SEVERITY_ICON[severity]} ${input.open.filter((finding) => finding.severity === severity).length} ${severity}`)
    .join(' · ');
  const scope = input.sinceSha ? `the commits since \`${input.sinceSha.slice(0, 7)}\`` : 'the whole pull request';
  const out = [
    `# 🧭 Sextant: ${standing}`,
    '',
    `${report.status === 'skipped' ? 'Nothing reviewed at' : 'Reviewed'} \`${report.head_sha.slice(0, 7)}\` (${scope}) · open findings: ${input.open.length}${counts ? ` (${counts})` : ''}` +
      (input.fixed.length > 0 ? ` · ${input.threadsResolved === false ? 'no longer reported' : 'fixed since the last review'}: ${input.fixed.length}` : ''),
  ];
  if (input.notes.length > 0) out.push('', ...input.notes.map((note) => `- ${note}`));
  const fixedTitle = input.threadsResolved === false ? 'No longer reported (threads left open)' : 'Fixed since the last review';
  if (input.fixed.length > 0) out.push('', `**${fixedTitle}**`, '', ...listFindings(input.fixed));
  if (input.carried.length > 0) out.push('', `**Still open from earlier reviews**`, '', ...listFindings(input.carried));
  return out;
}

function listFindings(findings: readonly OpenFinding[]): string[] {
  const lines = findings
    .slice(0, LISTED)
    .map((finding) => `- ${SEVERITY_ICON[finding.severity]} ${escapeMarkdown(finding.title, 120)} — ${escapeMarkdown(finding.path, 200)}:${finding.line}`);
  if (findings.length > LISTED) lines.push(`- … and ${findings.length - LISTED} more`);
  return lines;
}
