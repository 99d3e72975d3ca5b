import type { Finding } from '../findings/finding.js';

/** Each fix runs the repository's whole verification, so one iteration tries at most this many. */
export const MAX_FIXES_PER_ITERATION = 10;

/**
 * Findings a fix may be attempted for: auto-fixable and not tried before (tried ones are never retried).
 * `only`: the one finding someone asked to fix (`fix` in its thread), auto-fixable or not.
 */
export function fixableFindings(findings: readonly Finding[], attempted: readonly string[], only?: string): Finding[] {
  const tried = new Set(attempted);
  return findings.filter((finding) => (only === undefined ? finding.auto_fixable : finding.fingerprint === only) && !tried.has(finding.fingerprint));
}
