import type { RuleContext } from './rule-definition.js';

/**
 * Caches a fact about the file being scanned (an import, a declared type, the file's style) so a rule
 * that matches many nodes computes it once per file, not once per match.
 *
 * This is the one place a rule may walk the whole tree itself (`context.root.descendantsOfType`): the
 * file's one query runs over the changed lines only, so it cannot see what a fact needs from the rest of
 * the file (the classes, async functions, imports or boolean names declared anywhere in it). Such a walk
 * runs once per file, and only for files where the rule has a match to judge.
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
