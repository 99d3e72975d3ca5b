/**
 * Pure: the candidate nearest to `text` by edit distance, for a "did you mean" — or undefined when
 * none is close enough to be a typo (at most 2 edits, or a third of the text for longer names).
 * Ties go to the candidate listed first.
 */
export function closestMatch(text: string, candidates: Iterable<string>): string | undefined {
  const allowed = Math.max(2, Math.floor(text.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - text.length) > allowed) continue;
    const distance = editDistance(text, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/**
 * Pure: the rule id nearest to `id`, for a "did you mean" — `review/evall` → `review/eval`, and a
 * name without its agent prefix (`eval`) → the id that ends in it.
 */
export function closestRuleId(id: string, ruleIds: Iterable<string>): string | undefined {
  const ids = [...ruleIds];
  const match = closestMatch(id, ids);
  if (match || id.includes('/')) return match;
  const byName = new Map(ids.map((ruleId) => [ruleId.slice(ruleId.indexOf('/') + 1), ruleId]));
  const name = closestMatch(id, byName.keys());
  return name === undefined ? undefined : byName.get(name);
}

/** Levenshtein distance (insertions, deletions and substitutions), in O(a·b) time and O(b) memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
