import type { AnchorLines } from './anchor-findings.js';
import { normalizeSnippet } from './fingerprint.js';

/** Lines around a finding within which its quote must stand: a model's line number may be a few lines off. */
const EVIDENCE_WINDOW = 5;
/** Quoted lines shorter than this (`}`, `end`) stand anywhere: they prove nothing, so they are not looked for. */
const MIN_QUOTED_CHARS = 4;

/** What a finding's quote says of it: in the file near its line, nowhere near, or no quote at all. */
export type EvidenceVerdict = 'found' | 'not-found' | 'missing';

/**
 * Pure: whether `quote` — the code a model finding says it is about — is in the file near the finding's
 * lines. Each quoted line (numbering a model copied from its prompt removed, whitespace folded) must be
 * part of a line of the file within EVIDENCE_WINDOW lines of the finding; a quote with nothing to look
 * for is `missing`. A finding whose quote is not there rests on code that is not there.
 */
export function checkEvidence(quote: string | undefined, lines: AnchorLines, line: number, endLine = line): EvidenceVerdict {
  const quoted = (quote ?? '')
    .split('\n')
    .map((text) => normalizeSnippet(text.replace(/^\s*\d+\s*[|+-]?\s/, '')))
    .filter((text) => text.length >= MIN_QUOTED_CHARS);
  if (quoted.length === 0) return 'missing';
  const near: string[] = [];
  for (let at = line - EVIDENCE_WINDOW; at <= endLine + EVIDENCE_WINDOW; at++) {
    const text = lines.get(at);
    if (text !== undefined) near.push(normalizeSnippet(text));
  }
  return quoted.every((text) => near.some((candidate) => candidate.includes(text))) ? 'found' : 'not-found';
}
