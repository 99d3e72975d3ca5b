/**
 * Milliseconds by rule id, for the benchmark: each rule's handling of its matches, and the matching of a
 * query that holds that rule alone. A query of several rules walks the tree once for all of them: its
 * matching is charged to SHARED_QUERY_TIME, not split by a guess.
 */
export type RuleTimes = Map<string, number>;

export const SHARED_QUERY_TIME = '(one query for several rules)';

export function addTime(times: RuleTimes, key: string, milliseconds: number): void {
  times.set(key, (times.get(key) ?? 0) + milliseconds);
}
