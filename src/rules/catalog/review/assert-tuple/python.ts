import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

/** `assert (x, "message")` → `assert x, "message"` when the tuple is the whole line. */
function fixAssertTuple(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^(\s*)assert\s*\((.*)\)(\s*(?:#.*)?)$/.exec(text);
  const inner = match?.[2]?.trim();
  if (!match || !inner || inner.endsWith(',')) return undefined;
  let depth = 0;
  for (const character of inner) {
    depth += '([{'.includes(character) ? 1 : ')]}'.includes(character) ? -1 : 0;
    if (depth < 0) return undefined;
  }
  return depth === 0 ? { startLine: target.line, endLine: target.line, replacement: [`${match[1] ?? ''}assert ${inner}${match[3] ?? ''}`] } : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(assert_statement . (tuple (_)) @tuple) @target',
  check: ({ target, context }) => !silencedByNoqa(context.lines, lineOf(target), ['F631']),
  fix: fixAssertTuple,
  examples: {
    match: ['assert (user.is_admin, "admins only")', 'def pay(amount):\n    assert (amount > 0, f"bad amount {amount}")'],
    noMatch: ['assert user.is_admin, "admins only"', 'assert (a, b) == pair', 'assert ()'],
  },
};
