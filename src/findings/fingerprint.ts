import { createHash } from 'node:crypto';
import type { CandidateFinding } from './finding.js';

/**
 * Code with runs of whitespace folded, for comparing snippets: re-indenting or re-wrapping a line neither
 * makes an old finding look new nor hides a reported snippet from the line it is on.
 */
export function normalizeSnippet(snippet: string | undefined): string {
  return (snippet ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The identity of a problem independent of its line number, so it survives lines shifting above it. A tool
 * that fingerprints its own results (SARIF `partialFingerprints`) knows its problems best: its digest stands
 * in for the snippet.
 */
function fingerprintKey(finding: Pick<CandidateFinding, 'file' | 'category' | 'rule_id' | 'code_snippet' | 'external_fingerprint'>): string {
  return [finding.file, finding.rule_id ?? finding.category, finding.external_fingerprint ?? normalizeSnippet(finding.code_snippet)].join('\0');
}

/**
 * Fingerprints for a list of findings, in the same order. Identical problems in one file (same rule,
 * same code) are told apart by their order of appearance, which is also stable across line shifts.
 */
export function fingerprintFindings(findings: readonly CandidateFinding[]): string[] {
  const byPosition = findings.map((finding, index) => ({ finding, index })).sort((a, b) => a.finding.line - b.finding.line);
  const seen = new Map<string, number>();
  const fingerprints: string[] = new Array<string>(findings.length);
  for (const { finding, index } of byPosition) {
    const key = fingerprintKey(finding);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    fingerprints[index] = createHash('sha256').update(`${key}\0${occurrence}`).digest('hex').slice(0, 16);
  }
  return fingerprints;
}
