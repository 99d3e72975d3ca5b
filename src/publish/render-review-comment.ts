import type { Finding } from '../findings/finding.js';
import { escapeMarkdown, fenceFor } from '../text/markdown-escape.js';
import { SEVERITY_ICON } from '../report/render-markdown.js';
import { isVerifiedSuggestion, suggestionLabel } from '../report/suggestion-label.js';
import { showsRuleId } from '../findings/rule-id.js';
import { renderModelMarkdown } from '../report/render-model-markdown.js';
import { silencerFor } from '../rules/suppression.js';
import { renderFingerprintMarker, renderRuleMarker } from '../github/review-markers.js';
import type { Suggestion } from './suggestion-for.js';

/** Description and recommendation are cut here: an inline comment is read next to the code, not as a report. */
const TEXT_LIMIT = 2_000;
/** A suggestion block larger than this (a minified line, say) is left out; the comment still explains the fix. */
const SUGGESTION_CHARS_LIMIT = 20_000;

/** One inline comment: the marker that lets later runs recognise it, the finding, and a committable suggestion when there is one. */
export function renderReviewComment(finding: Finding, suggestion?: Suggestion): string {
  const ruleMarker = finding.rule_id ? renderRuleMarker(finding.rule_id) : undefined;
  // Only a known rule id, or an analyzer's held to rule-id characters, is shown (in a code span): never the change's text.
  const silencer = silencerFor(finding);
  const rule = showsRuleId(finding, silencer !== undefined) ? ` · \`${finding.rule_id}\`` : '';
  const out = [
    renderFingerprintMarker(finding.fingerprint),
    ...(ruleMarker ? [ruleMarker] : []),
    `${SEVERITY_ICON[finding.severity]} **${finding.severity}** · \`${finding.id}\`${rule} · ${escapeMarkdown(finding.agent, 64)} · **${escapeMarkdown(finding.category, 200)}** (confidence ${finding.confidence}%)`,
    '',
    ...renderText(finding, finding.description),
  ];
  const recommendation = renderText(finding, finding.recommendation.trim());
  if (recommendation.length === 1) out.push('', `**Recommendation:** ${recommendation[0]}`);
  else if (recommendation.length > 1) out.push('', '**Recommendation:**', ...recommendation);
  const block = suggestion ? renderSuggestionBlock(suggestion.lines) : undefined;
  if (block && block.length <= SUGGESTION_CHARS_LIMIT) out.push('', `${suggestionTitle(finding.suggestion)}:`, '', block);
  if (silencer?.where === 'comment') out.push('', `<sub>To ignore it here, add \`${silencer.code}\` on this line or the line above.</sub>`);
  if (silencer?.where === 'config') out.push('', `<sub>To turn this rule off, add \`${silencer.code}\` under \`rules:\` in the config file.</sub>`);
  if (finding.also_reported_by?.length) out.push('', `_Also reported by ${renderReporters(finding.also_reported_by, finding.also_reported_rules ?? [])}._`);
  return out.join('\n');
}

/**
 * A model writes markdown (inline code, lists, emphasis, code blocks): it keeps it, with everything else
 * neutralised (see renderModelMarkdown). A rule's or tool's text quotes the change's code, so it is escaped.
 */
function renderText(finding: Finding, text: string): string[] {
  if (!text.trim()) return [];
  if (finding.source !== 'llm') return [escapeMarkdown(text, TEXT_LIMIT)];
  const lines = renderModelMarkdown(text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text);
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

/** `eslint (\`no-debugger\`), silent-failure-hunter`: each other reporter with its own rule, where it had one. */
function renderReporters(reporters: readonly string[], rules: readonly string[]): string {
  const named = reporters.map((reporter) => {
    const own = rules.filter((rule) => rule.startsWith(`${reporter}/`)).map((rule) => `\`${escapeCode(rule.slice(reporter.length + 1))}\``);
    return `${escapeMarkdown(reporter, 100)}${own.length > 0 ? ` (${own.join(', ')})` : ''}`;
  });
  // A rule no reporter's name prefixes (a static rule folded into a model's finding) is named on its own.
  const others = rules.filter((rule) => !reporters.some((reporter) => rule.startsWith(`${reporter}/`))).map((rule) => `\`${escapeCode(rule)}\``);
  return [...named, ...(others.length > 0 ? [`rule ${others.join(', ')}`] : [])].join(', ');
}

/** A rule id inside inline code: a backtick would end the span early. */
function escapeCode(text: string): string {
  return text.replace(/`/g, "'").slice(0, 200);
}

/**
 * Only a fix Sextant verified says so; a static autofix made at publish time is a plain suggested fix,
 * and the unverified ones say why (escaped: the reason names paths from the change).
 */
function suggestionTitle(suggestion: Finding['suggestion']): string {
  if (!suggestion) return 'Suggested fix';
  if (isVerifiedSuggestion(suggestion)) return 'Suggested fix (verified: the repository’s checks pass with it)';
  if (suggestion.origin === 'analysis-job') return 'Unverified suggestion from the analysis job (publish ran no check with it)';
  return escapeMarkdown(suggestionLabel(suggestion), 500);
}

/**
 * A ```suggestion block whose fence is longer than any backtick run in the code, so the code cannot
 * close it. The code is the pull request's own text with the fix applied, so it is not escaped.
 */
export function renderSuggestionBlock(lines: readonly string[]): string {
  const code = lines.map((line) => line.replace(/\r$/, '')).join('\n');
  const fence = fenceFor(code);
  return lines.length === 0 ? `${fence}suggestion\n${fence}` : `${fence}suggestion\n${code}\n${fence}`;
}
