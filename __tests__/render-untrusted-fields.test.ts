import { renderReviewBody } from '../src/publish/render-review-body.js';
import { renderReviewComment } from '../src/publish/render-review-comment.js';
import { renderSummaryComment } from '../src/publish/render-summary-comment.js';
import { toOpenFinding } from '../src/publish/track-findings.js';
import { renderJobSummary } from '../src/report/render-job-summary.js';
import { renderMarkdown } from '../src/report/render-markdown.js';
import { renderText } from '../src/report/render-text.js';
import type { NotReviewed } from '../src/diff/diff-model.js';
import type { ReviewReport } from '../src/report/review-report.js';
import type { TerminationReason } from '../src/fix/termination-reason.js';
import { buildFinding, buildReport } from './support/report-fixture.js';

const HTML = '<img src=x onerror=alert(1)>';
const BACKTICKS = 'converged` <b>pwned</b> [link](https://evil.example) `';

/** A report whose every free-text field carries markup, as a tampered analysis bundle could make it. */
function hostileReport(): ReviewReport {
  const base = buildReport();
  const agent = `code-reviewer ${HTML}`;
  const finding = buildFinding({ agent, also_reported_by: [agent], category: HTML, description: HTML, recommendation: BACKTICKS });
  return {
    ...base,
    findings: [finding],
    remaining_issues: [finding],
    not_reviewed: [{ path: `docs/${HTML}.md`, reason: HTML, detail: BACKTICKS } as unknown as NotReviewed],
    review_iterations: base.review_iterations.map((iteration) => ({
      ...iteration,
      agents_results: iteration.agents_results.map((result) => ({ ...result, agent, error: HTML })),
    })),
    classification: [{ files: 1, kind: HTML, risk: BACKTICKS, size: 'small', agents: [agent], needs_extra_context: false, reason: HTML, source: 'model' }],
    usage: { ...base.usage, by_agent: { [agent]: { ...base.usage, calls: 1 } }, cost_basis: HTML },
    summary: {
      ...base.summary,
      termination_reason: BACKTICKS as TerminationReason,
      incomplete_reason: BACKTICKS,
      counts_by_agent: { [agent]: 1 },
    },
    errors: [{ step: HTML, message: BACKTICKS }],
    warnings: [HTML, BACKTICKS],
    positive_observations: [HTML],
  };
}

/** Code spans in markdown: an unescaped backtick, text without one, the next backtick. */
const CODE_SPANS = /(?<!\\)`[^`\n]*`/g;

/**
 * Markdown table cells keep a finding's `code spans` as code: what is inside one is shown as typed,
 * never as markup or a link, and cannot end the cell or hide a marker. The rest must be inert.
 */
function expectInertMarkdown(text: string): void {
  for (const [span] of text.matchAll(CODE_SPANS)) {
    expect(span).not.toMatch(/(?<!\\)\|/);
    expect(span).not.toContain('<!--');
  }
  expectInert(text.replace(CODE_SPANS, ''));
}

function expectInert(text: string): void {
  expect(text).not.toContain('<img');
  expect(text).not.toContain('<b>');
  expect(text).not.toContain('](https://');
  // Both backticks are escaped wherever the text lands, so they can neither open nor close a code span.
  expect(text).not.toContain('converged`');
  expect(text).not.toContain(') `');
}

describe('text from a review reaches GitHub only escaped, in every body', () => {
  const report = hostileReport();
  const [finding] = report.findings;

  it('summary markdown and job summary: termination reason, not-reviewed reason, agents, usage, warnings', () => {
    const markdown = renderMarkdown(report);
    expectInertMarkdown(markdown);
    expect(markdown).toContain('converged\\` &lt;b&gt;pwned&lt;/b&gt;');
    expect(markdown).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;: 1');
    // In the findings table the recommendation's backtick pair is a code span: its markup shows as typed.
    expect(markdown).toContain('→ converged` <b>pwned</b> [link](https://evil.example) `');
    expectInertMarkdown(renderJobSummary(report));
  });

  it('the sticky summary comment (also the check run summary)', () => {
    const open = report.findings.map(toOpenFinding);
    const body = renderSummaryComment({ report, failOn: 'high', open, carried: [], fixed: [], notes: [] });
    expectInertMarkdown(body);
  });

  it('inline comments and the review body', () => {
    if (!finding) throw new Error('no finding');
    expectInert(renderReviewComment(finding));
    expectInert(renderReviewBody({ headSha: report.head_sha, runKey: 'run-1', inlineCount: 0, body: [{ finding, reason: 'outside-diff' }] }));
  });

  it('the terminal report carries no control characters from the fields', () => {
    const withEscape = { ...report, summary: { ...report.summary, termination_reason: 'converged\u001b[2J' as TerminationReason } };
    expect(renderText(withEscape, { color: false })).not.toContain('\u001b');
  });
});
