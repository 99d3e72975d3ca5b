import picomatch from 'picomatch';
import { estimateTokens } from '../llm/estimate-tokens.js';
import { appliesTo, describeScope, scopeDepth } from './guidelines-file.js';
import type { GuidelinesFile, GuidelinesScope } from './guidelines-file.js';

/** One guidelines file as the review used it: what it applies to, and how much of it the budget let through. */
export interface UsedGuidelines {
  path: string;
  /** Where it was read: `base a1b2c3d`, `head a1b2c3d`, `working tree`. */
  source: string;
  scope: GuidelinesScope;
  /** `all files`, `files under src/api/`, `files matching src/**\/*.ts`. */
  applies_to: string;
  /** The whole file's estimated tokens, and what was kept of it. */
  tokens: number;
  sent_tokens: number;
  /** Part (or all) of the file was left out to stay within the budget. */
  cut: boolean;
  /** The text the model reads (cleaned and redacted; cut files end with a note). */
  text: string;
}

/** Order among files of the same depth: the review-only file first, then the general ones. */
const FILE_ORDER = ['REVIEW.md', 'AGENTS.md', 'CLAUDE.md', 'copilot-instructions.md', '.instructions.md', 'BUGBOT.md'];
/** Fewer characters per token than any estimate assumes, so a cut within a line stays inside the budget. */
const MIN_CHARS_PER_TOKEN = 3;
/** The note that ends a cut file; counted in its tokens so the section stays within the budget. */
const CUT_NOTE_TOKENS = 20;

/**
 * Pure: the guidelines files that speak about at least one changed file, nearest first (a folder's own
 * file before its parent's, the root last), kept whole while the budget lasts; the file that crosses it
 * is cut at a line, and those after it are left out. Every one is listed with whether it was cut.
 */
export function selectGuidelines(files: readonly GuidelinesFile[], changedPaths: readonly string[], budgetTokens: number, source: string): UsedGuidelines[] {
  const relevant = files.filter((file) => changedPaths.some((path) => appliesTo(file.scope, path, matchesGlobs)) && file.body.trim() !== '');
  const ordered = [...relevant].sort(
    (a, b) => scopeDepth(b.scope) - scopeDepth(a.scope) || orderOf(a.path) - orderOf(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  let left = budgetTokens;
  return ordered.map((file) => {
    const body = file.body.trim();
    const tokens = estimateTokens(body);
    const base = { path: file.path, source, scope: file.scope, applies_to: describeScope(file.scope), tokens };
    if (tokens <= left) {
      left -= tokens;
      return { ...base, sent_tokens: tokens, cut: false, text: body };
    }
    const kept = cutToTokens(body, left - CUT_NOTE_TOKENS);
    if (kept === '') return { ...base, sent_tokens: 0, cut: true, text: '' };
    const text = `${kept}\n[… the rest of ${file.path} was cut to fit the guidelines budget]`;
    const sent = estimateTokens(text);
    // Farther files after a cut one would only add scraps.
    left = 0;
    return { ...base, sent_tokens: sent, cut: true, text };
  });
}

/** Whether the guidelines `used` speak about `path`. */
export function guidelinesApply(used: Pick<UsedGuidelines, 'scope'>, path: string): boolean {
  return appliesTo(used.scope, path, matchesGlobs);
}

export function matchesGlobs(globs: readonly string[], path: string): boolean {
  return picomatch.isMatch(path, [...globs], { dot: true });
}

/** The longest run of whole lines from the start within `tokens` (estimates grow with length: a binary search finds it). */
function cutToTokens(text: string, tokens: number): string {
  if (tokens <= 0) return '';
  const lines = text.split('\n');
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (estimateTokens(lines.slice(0, middle).join('\n')) <= tokens) low = middle;
    else high = middle - 1;
  }
  // A first line longer than the room left (a paragraph never wrapped) is cut within the line instead.
  if (low === 0) return text.slice(0, Math.floor(tokens * MIN_CHARS_PER_TOKEN)).trimEnd();
  return lines.slice(0, low).join('\n').trimEnd();
}

function orderOf(path: string): number {
  const index = FILE_ORDER.findIndex((name) => path.endsWith(name));
  return index === -1 ? FILE_ORDER.length : index;
}
