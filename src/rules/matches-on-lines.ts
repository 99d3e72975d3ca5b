import type { Node, Point, Query, QueryMatch } from 'web-tree-sitter';

/** Consecutive changed lines, first and last (1-based). */
export type Run = readonly [number, number];

/** The runs of consecutive lines in `changed` (sorted), top to bottom. */
export function runsOf(changed: readonly number[]): Run[] {
  const runs: Array<[number, number]> = [];
  for (const line of changed) {
    const last = runs[runs.length - 1];
    if (last && line <= last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  return runs;
}

export interface MatchesOnLines {
  matches: QueryMatch[];
  /**
   * Tree-sitter kept fewer matches in progress than the query needed (`matchLimit`), and may have dropped
   * some: the caller runs smaller queries instead rather than lose findings.
   */
  exceeded: boolean;
}

/**
 * The query's matches that touch the changed lines, queried run of changed lines by run rather than over
 * the whole span from the first change to the last: a few changed lines far apart in a large file do not
 * pay for every match in between. A pattern still matches whole when it crosses a run's edge; a match
 * that touches two runs is kept once, where it was first found (runs go top to bottom, as one query would).
 * `matchLimit` is tree-sitter's own (its maximum by default); lower only to test what happens past it.
 */
export function matchesOnLines(query: Query, root: Node, runs: readonly Run[], matchLimit?: number): MatchesOnLines {
  const options = (run: Run) => ({ ...rowsOf(run), ...(matchLimit === undefined ? {} : { matchLimit }) });
  if (runs.length === 1) {
    const matches = query.matches(root, options(runs[0] ?? [1, 0]));
    return { matches, exceeded: query.didExceedMatchLimit() };
  }
  const seen = new Set<string>();
  const matches: QueryMatch[] = [];
  let exceeded = false;
  for (const run of runs) {
    for (const match of query.matches(root, options(run))) {
      const key = `${match.patternIndex}:${match.captures.map((capture) => `${capture.name}=${capture.node.id}`).join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      matches.push(match);
    }
    exceeded ||= query.didExceedMatchLimit();
  }
  return { matches, exceeded };
}

/** The rows of 1-based lines `first`..`last`, as a query range (the end is the start of the next row). */
function rowsOf([first, last]: Run): { startPosition: Point; endPosition: Point } {
  return { startPosition: { row: first - 1, column: 0 }, endPosition: { row: last, column: 0 } };
}
