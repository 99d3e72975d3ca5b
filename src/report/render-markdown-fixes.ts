import type { Finding } from '../findings/finding.js';
import { escapeMarkdown, fencedCode } from '../text/markdown-escape.js';
import { CHECKS } from '../verify/check-result.js';
import { describeAppliedFix } from './describe-applied-fix.js';
import { CELL_TEXT_LIMIT } from './markdown-cell.js';
import type { ReviewReport } from './review-report.js';
import { isVerifiedSuggestion, suggestionLabel } from './suggestion-label.js';

/** Applied fixes listed with their diff in the summary; report.json has them all. */
const APPLIED_SHOWN = 20;

/** A block nested under a list item. */
function indentBlock(block: string): string {
  return block
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/** Unverified suggestions named in the summary; report.json has them all. */
const UNVERIFIED_SHOWN = 10;

/** The fix loop's trend, iteration by iteration, the fixes that passed verification, and the suggestions that did not. */
export function renderMarkdownFixes(report: ReviewReport): string[] {
  const iterations = report.review_iterations.filter((iteration) => iteration.fix_result);
  const unverified = report.findings.filter((finding) => finding.suggestion && !isVerifiedSuggestion(finding.suggestion));
  const applied = report.applied_fixes ?? [];
  if (iterations.length === 0 && report.fixed_issues.length === 0 && unverified.length === 0 && applied.length === 0) return [];
  const out = [
    '### Fixes',
    '',
    '| Iteration | Open before | Fixable | Applied | Kept | Rolled back | Refused | Checks after |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const iteration of iterations) {
    const fix = iteration.fix_result;
    if (!fix) continue;
    const checks = iteration.verification
      ? CHECKS.filter((check) => iteration.verification?.[check].status !== 'not_configured')
          .map((check) => `${check} ${iteration.verification?.[check].status}`)
          .join(', ')
      : '';
    out.push(
      `| ${iteration.iteration} | ${iteration.issues_found} | ${iteration.fixable_issues} | ${fix.applied} | ${fix.kept} | ${fix.rolled_back} | ${fix.refused} | ${checks} |`,
    );
  }
  const where = (finding: Finding) => `${escapeMarkdown(finding.id)} (${escapeMarkdown(finding.file, CELL_TEXT_LIMIT)}:${finding.line})`;
  const verified = report.fixed_issues.filter((finding) => isVerifiedSuggestion(finding.suggestion));
  if (verified.length > 0) {
    out.push('', `Verified fixes (they passed the repository's checks): ${verified.map(where).join(', ')}.`);
  }
  if (applied.length > 0) {
    out.push('', 'Fixes applied:', '');
    for (const fix of applied.slice(0, APPLIED_SHOWN)) {
      out.push(`- ${fix.verified ? '✔' : '⚠️'} ${escapeMarkdown(describeAppliedFix(fix), CELL_TEXT_LIMIT)}`, '', indentBlock(fencedCode(fix.diff, 'diff')), '');
    }
    if (applied.length > APPLIED_SHOWN) out.push(`- … and ${applied.length - APPLIED_SHOWN} more (report.json lists them)`);
  }
  if (unverified.length > 0) {
    out.push('', 'Unverified suggestions (no check Sextant ran showed they work):', '');
    for (const finding of unverified.slice(0, UNVERIFIED_SHOWN)) {
      out.push(`- ${where(finding)}: ${escapeMarkdown(finding.suggestion ? suggestionLabel(finding.suggestion) : '', CELL_TEXT_LIMIT)}`);
    }
    if (unverified.length > UNVERIFIED_SHOWN) out.push(`- … and ${unverified.length - UNVERIFIED_SHOWN} more (report.json lists them)`);
  }
  out.push('');
  return out;
}
