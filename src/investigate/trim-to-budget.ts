import { estimateTokens } from '../llm/estimate-tokens.js';
import type { LineWindow } from '../llm/enclosing-window.js';
import { TIER, type Candidate, type ContextExcerpt } from './context-candidate.js';
import { numberedLines } from './excerpt-lines.js';
import type { Indexed } from './indexed-file.js';

/** A definition's signature and first lines: what every callee is shown by before any is shown whole. */
const DEFINITION_HEAD_LINES = 8;

interface TrimInput {
  indexed: ReadonlyMap<string, Indexed>;
  /** What the file views show already, per changed path. */
  shown: ReadonlyMap<string, readonly LineWindow[]>;
  /** The batch's changed files: excerpts are grouped under them in this order. */
  order: readonly string[];
  budget: number;
  clean: (text: string) => string;
}

/**
 * The best candidates that fit, each cut to the lines nothing else sends, grouped under the changed file
 * they explain and in file order within it, so the same choice renders the same bytes.
 */
export function trimToBudget(candidates: readonly Candidate[], input: TrimInput): { excerpts: ContextExcerpt[]; text: string; tokens: number } {
  const ranked = [...candidates].sort((a, b) => a.tier - b.tier || b.score - a.score || a.path.localeCompare(b.path) || a.start - b.start);
  const sent = new Map<string, LineWindow[]>([...input.shown].map(([path, windows]) => [path, [...windows]]));
  const chosen: Candidate[] = [];
  let tokens = 0;
  const render = (part: Candidate) =>
    `${part.path}:${part.start}-${part.end} — ${part.reason}\n${numberedLines(input.indexed.get(part.path)?.lines ?? [], part.start, part.end)}`;
  const take = (candidate: Candidate): boolean => {
    const parts = subtract({ start: candidate.start, end: candidate.end }, sent.get(candidate.path) ?? []).map((piece) => ({ ...candidate, ...piece }));
    const cost = parts.reduce((sum, part) => sum + estimateTokens(render(part)) + 1, 0);
    if (parts.length === 0 || tokens + cost > input.budget) return false;
    chosen.push(...parts);
    sent.set(candidate.path, [...(sent.get(candidate.path) ?? []), ...parts]);
    tokens += cost;
    return true;
  };
  const head = (candidate: Candidate): Candidate => ({ ...candidate, end: Math.min(candidate.end, candidate.start + DEFINITION_HEAD_LINES - 1) });
  // Every callee's signature and first lines before any whole body, then all in rank order; a definition
  // that no longer fits whole is still shown by its head.
  for (const candidate of ranked) if (candidate.tier === TIER.callee) take(head(candidate));
  for (const candidate of ranked) if (!take(candidate) && candidate.relation === 'definition') take(head(candidate));
  const merged = mergeAdjacent(chosen).map((part) => ({ ...part, text: render(part) }));
  const groups = input.order.flatMap((explained) => {
    const members = merged.filter((part) => part.explains === explained).sort((a, b) => a.path.localeCompare(b.path) || a.start - b.start);
    return members.length > 0 ? [{ explained, members }] : [];
  });
  const excerpts = groups.flatMap(({ members }) =>
    members.map(({ path, start, end, symbol, relation, reason }) => ({ path: input.clean(path), start, end, symbol, relation, reason: input.clean(reason) })),
  );
  const text = groups.map(({ explained, members }) => [`For ${explained}:`, ...members.map((part) => part.text)].join('\n\n')).join('\n\n');
  return { excerpts, text, tokens: text ? estimateTokens(text) : 0 };
}

/** A head taken first and the rest of the same excerpt taken later, as one excerpt. */
function mergeAdjacent(parts: readonly Candidate[]): Candidate[] {
  const merged: Candidate[] = [];
  for (const part of [...parts].sort((a, b) => a.path.localeCompare(b.path) || a.start - b.start)) {
    const last = merged.at(-1);
    if (last && last.path === part.path && last.reason === part.reason && last.end + 1 === part.start) merged[merged.length - 1] = { ...last, end: part.end };
    else merged.push(part);
  }
  return merged;
}

/** `range` less the lines of `taken`, as the runs that are left. */
function subtract(range: LineWindow, taken: readonly LineWindow[]): LineWindow[] {
  let pieces = [range];
  for (const window of taken) {
    pieces = pieces.flatMap((piece) => {
      if (window.end < piece.start || piece.end < window.start) return [piece];
      return [
        ...(piece.start < window.start ? [{ start: piece.start, end: window.start - 1 }] : []),
        ...(window.end < piece.end ? [{ start: window.end + 1, end: piece.end }] : []),
      ];
    });
  }
  return pieces;
}
