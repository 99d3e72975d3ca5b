import { escapeMarkdown } from '../text/markdown-escape.js';
import { SEVERITY_ICON } from '../report/render-markdown.js';
import { formatCount } from '../report/verdict.js';
import { showsRuleId } from '../findings/rule-id.js';
import { silencerFor } from '../rules/suppression.js';
import type { BodyFinding, BodyReason } from './plan-review.js';
import { renderRunMarker } from '../github/review-markers.js';

/** GitHub refuses review bodies over 65,536 characters; the margin covers the closing notice. */
const REVIEW_BODY_LIMIT = 65_536 - 1_024;
/** Characters of a description in a body list item. */
const ITEM_TEXT_LIMIT = 500;

const SECTION_TITLE: Record<BodyReason, string> = {
  'outside-diff': 'Outside the diff (GitHub accepts inline comments only on the lines a pull request changes)',
  'over-limit': 'Over the inline-comment limit (max-comments)',
  rejected: 'Rejected by GitHub as inline comments',
};
const REASONS: readonly BodyReason[] = ['outside-diff', 'rejected', 'over-limit'];

interface ReviewBodyInput {
  headSha: string;
  runKey: string;
  inlineCount: number;
  body: readonly BodyFinding[];
  /** The head reviewed last time, when only the commits since were reviewed. */
  sinceSha?: string;
}

/** The review's own text: what it covers, and every finding that could not be an inline comment. */
export function renderReviewBody(input: ReviewBodyInput): string {
  const scope = input.sinceSha ? ` (the commits since \`${input.sinceSha.slice(0, 7)}\`)` : '';
  const total = input.inlineCount + input.body.length;
  const head = [
    renderRunMarker(input.runKey),
    `### 🧭 Sextant review of \`${input.headSha.slice(0, 7)}\`${scope}`,
    '',
    `${formatCount(total, 'new finding')}: ${formatCount(input.inlineCount, 'inline comment')}` +
      (input.body.length > 0 ? `, ${input.body.length} listed below` : '') +
      '. The Sextant summary comment has the whole picture.',
  ];
  const items: string[][] = REASONS.map((reason) => input.body.filter((entry) => entry.reason === reason).map(renderItem));
  const text = compose(head, items);
  if (text.length <= REVIEW_BODY_LIMIT) return text;
  // Too long: drop items from the end of the longest list until it fits (the limit keeps room for the notice).
  let length = text.length;
  let omitted = 0;
  while (length > REVIEW_BODY_LIMIT) {
    const longest = items.reduce((best, list) => (list.length > best.length ? list : best));
    const dropped = longest.pop();
    if (dropped === undefined) break;
    length -= dropped.length + 1;
    omitted++;
  }
  return compose(head, items, omitted);
}

function compose(head: readonly string[], items: readonly string[][], omitted = 0): string {
  const out = [...head];
  REASONS.forEach((reason, index) => {
    const list = items[index] ?? [];
    if (list.length > 0) out.push('', `#### ${SECTION_TITLE[reason]}`, '', ...list);
  });
  if (omitted > 0)
    out.push(
      '',
      `… and ${formatCount(omitted, 'more finding')}, left out to stay within GitHub's size limit: see the summary comment, the job summary or the SARIF file.`,
    );
  return out.join('\n');
}

function renderItem({ finding }: BodyFinding): string {
  const lines = finding.end_line && finding.end_line > finding.line ? `${finding.line}-${finding.end_line}` : `${finding.line}`;
  const recommendation = finding.recommendation.trim() ? ` → ${escapeMarkdown(finding.recommendation, ITEM_TEXT_LIMIT)}` : '';
  // Known rule ids only: Sextant's own text, safe in a code span.
  const silencer = silencerFor(finding);
  const rule = showsRuleId(finding, silencer !== undefined) ? ` \`${finding.rule_id}\`` : '';
  const ignore = silencer ? ` (ignore: \`${silencer.code}\`${silencer.where === 'config' ? ' under `rules:` in the config file' : ''})` : '';
  return (
    `- ${SEVERITY_ICON[finding.severity]} **${finding.severity}** \`${finding.id}\`${rule} ${escapeMarkdown(finding.file, 300)}:${lines} — ` +
    `**${escapeMarkdown(finding.category, 100)}**: ${escapeMarkdown(finding.description, ITEM_TEXT_LIMIT)}${recommendation}${ignore}`
  );
}
