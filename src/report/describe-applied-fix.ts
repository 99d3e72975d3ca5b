import type { AppliedFix } from './review-report.js';

/**
 * One applied fix, said the same way by every report: where, for which rule and finding, and whether a
 * check covering the file vouches for it (`src/math.js:6 · review/debugger · CORR-001 · verified by tests`).
 */
export function describeAppliedFix(fix: AppliedFix): string {
  const verified = fix.verified ? `verified by ${fix.checks.join(', ')}` : 'not verified: no check that ran covers the file';
  return [`${fix.file}:${fix.line}`, ...(fix.rule_id ? [fix.rule_id] : []), ...(fix.finding_id ? [fix.finding_id] : []), verified].join(' · ');
}
