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
  const search = new SnippetSearch();
  for (const candidate of candidates) {
    const file = resolvePath(candidate.file, files);
    const lines = file === undefined ? undefined : files.get(file);
    if (file === undefined || lines === undefined) {
      dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: 'file-not-in-change' });
      continue;
    }
    const key = snippetKey(candidate.code_snippet);
    const reported = lines.get(candidate.line);
    let line = candidate.line;
    if (reported === undefined || (key !== undefined && !normalizeSnippet(reported).includes(key))) {
      const found = key === undefined ? undefined : search.nearest(file, lines, key, candidate.line);
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

/**
 * Finds the lines that hold a snippet. Each file's lines are normalised once, and each snippet is looked
 * for once per file: many findings (a model's, a hostile report's) quoting the same code cost one pass.
 */
class SnippetSearch {
  private readonly normalized = new Map<string, Array<[number, string]>>();
  private readonly holders = new Map<string, number[]>();

  /** The line nearest to `around` that holds `key` (the lower one on a tie), if any. */
  nearest(file: string, lines: AnchorLines, key: string, around: number): number | undefined {
    const memo = `${file}\0${key}`;
    let found = this.holders.get(memo);
    if (!found) {
      let texts = this.normalized.get(file);
      if (!texts) {
        texts = [...lines].map(([line, text]): [number, string] => [line, normalizeSnippet(text)]).sort((a, b) => a[0] - b[0]);
        this.normalized.set(file, texts);
      }
      found = texts.filter(([, text]) => text.includes(key)).map(([line]) => line);
      this.holders.set(memo, found);
    }
    return nearestOf(found, around);
  }
}

/** In ascending `lines`, the one nearest to `around`, the lower one on a tie. */
function nearestOf(lines: readonly number[], around: number): number | undefined {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lines[middle] ?? 0) < around) low = middle + 1;
    else high = middle;
  }
  const above = lines[low - 1];
  const below = lines[low];
  if (above === undefined) return below;
  if (below === undefined) return above;
  return around - above <= below - around ? above : below;
}
