import type { CandidateFinding } from './finding.js';
import { normalizeSnippet } from './fingerprint.js';

/** A snippet shorter than this (after collapsing whitespace) is too common to locate a line by: `}` is everywhere. */
const MIN_SNIPPET_CHARS = 8;

/** A changed file's lines after the change (number → text), as the reviewer saw them. */
export type AnchorLines = ReadonlyMap<number, string>;

export interface DroppedFinding {
  agent: string;
  file: string;
  line: number;
  reason: 'file-not-in-change' | 'line-not-in-file';
}

interface AnchorResult {
  anchored: CandidateFinding[];
  /** Findings whose line number was off and was corrected from their code snippet. */
  reanchored: number;
  dropped: DroppedFinding[];
}

/**
 * Pure: keeps only findings that name a file of the change and a line that exists in it. A finding whose
 * code snippet is not on the reported line is moved to the nearest line that holds the snippet; one that
 * names a missing line and no findable snippet is dropped (and listed), never posted.
 */
export function anchorFindings(candidates: readonly CandidateFinding[], files: ReadonlyMap<string, AnchorLines>): AnchorResult {
  const anchored: CandidateFinding[] = [];
  const dropped: DroppedFinding[] = [];
  let reanchored = 0;
  for (const candidate of candidates) {
    const file = resolvePath(candidate.file, files);
    const lines = file === undefined ? undefined : files.get(file);
    if (file === undefined || lines === undefined) {
      dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: 'file-not-in-change' });
      continue;
    }
    const key = snippetKey(candidate.code_snippet);
    const reported = lines.get(candidate.line);
    const holdsSnippet = (text: string | undefined) => key !== undefined && normalizeSnippet(text).includes(key);
    let line = candidate.line;
    if (reported === undefined || (key !== undefined && !holdsSnippet(reported))) {
      const found = nearestLine(lines, candidate.line, holdsSnippet);
      if (found !== undefined) {
        line = found;
        reanchored += 1;
      } else if (reported === undefined) {
        dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: 'line-not-in-file' });
        continue;
      }
    }
    const span = candidate.end_line !== undefined ? candidate.end_line - candidate.line : 0;
    const endLine = span > 0 && lines.has(line + span) ? line + span : undefined;
    const { end_line: _ignored, ...rest } = candidate;
    anchored.push({ ...rest, file, line, ...(endLine !== undefined ? { end_line: endLine } : {}) });
  }
  return { anchored, reanchored, dropped };
}

/** The changed file a model meant: exact, or with a `./`, `/`, `a/` or `b/` prefix it copied from a diff. */
function resolvePath(reported: string, files: ReadonlyMap<string, AnchorLines>): string | undefined {
  if (files.has(reported)) return reported;
  const stripped = reported.replace(/^(?:\.\/|\/|[ab]\/)/, '');
  return files.has(stripped) ? stripped : undefined;
}

/** The snippet's first code line, without the `12 + ` numbering a model may copy from its prompt. */
function snippetKey(snippet: string | undefined): string | undefined {
  const first = (snippet ?? '')
    .split('\n')
    .map((line) => normalizeSnippet(line.replace(/^\s*\d+ [+\- ] /, '')))
    .find((line) => line !== '');
  return first !== undefined && first.length >= MIN_SNIPPET_CHARS ? first : undefined;
}

function nearestLine(lines: AnchorLines, around: number, matches: (text: string | undefined) => boolean): number | undefined {
  let best: number | undefined;
  for (const [line, text] of lines) {
    if (!matches(text)) continue;
    if (best === undefined || Math.abs(line - around) < Math.abs(best - around) || (Math.abs(line - around) === Math.abs(best - around) && line < best)) {
      best = line;
    }
  }
  return best;
}
