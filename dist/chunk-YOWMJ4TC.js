import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/text/closest-match.ts
function closestMatch(text, candidates) {
  const allowed = Math.max(2, Math.floor(text.length / 3));
  let best;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - text.length) > allowed) continue;
    const distance = editDistance(text, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
function closestRuleId(id, ruleIds) {
  const ids = [...ruleIds];
  const match = closestMatch(id, ids);
  if (match || id.includes("/")) return match;
  const byName = new Map(ids.map((ruleId) => [ruleId.slice(ruleId.indexOf("/") + 1), ruleId]));
  const name = closestMatch(id, byName.keys());
  return name === void 0 ? void 0 : byName.get(name);
}
function editDistance(a, b) {
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

export {
  closestMatch,
  closestRuleId
};
