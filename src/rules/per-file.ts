import type { RuleContext } from './rule-definition.js';

/**
 * Caches a fact about the file being scanned (an import, a declared type, the file's style) so a rule
 * that matches many nodes computes it once per file, not once per match.
 */
export function perFile<T>(compute: (context: RuleContext) => T): (context: RuleContext) => T {
  const cache = new WeakMap<RuleContext, { value: T }>();
  return (context) => {
    let entry = cache.get(context);
    if (!entry) {
      entry = { value: compute(context) };
      cache.set(context, entry);
    }
    return entry.value;
  };
}
