import { counterpartBefore } from '../../../counterpart-before.js';
import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, enclosingFunction } from '../../../syntax/go/go-syntax.js';
import { testingParameter } from '../../../syntax/go/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

/** `t.Skip(…)` as a statement at the top of the test's body; one inside an `if` is a deliberate, conditional skip. */
function isTopLevelSkip(statement: Node, fn: Node, t: string): boolean {
  const block = statement.parent?.type === 'statement_list' ? statement.parent.parent : statement.parent;
  const call = statement.namedChildren[0];
  return (
    call?.type === 'call_expression' &&
    /^Skip(f|Now)?$/.test(calleePath(call)[1] ?? '') &&
    calleePath(call)[0] === t &&
    (block?.equals(fn.childForFieldName('body') ?? block) ?? false)
  );
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: 'Test `{{name}}` is skipped unconditionally (`{{target}}`) and will not run in CI.',
  }),
  query:
    '(expression_statement (call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "^Skip(f|Now)?$"))) @target',
  check: ({ target, context }) => {
    const fn = enclosingFunction(target);
    const t = fn ? testingParameter(fn) : undefined;
    if (!fn || !t || !isTopLevelSkip(target, fn, t)) return false;
    const earlier = counterpartBefore(fn, context, (candidate) => candidate.childForFieldName('name')?.text);
    const earlierT = earlier ? testingParameter(earlier) : undefined;
    const earlierBody = earlier?.childForFieldName('body');
    // Skipped already before the change: not this change's doing.
    if (earlier && earlierT && earlierBody?.descendantsOfType('expression_statement').some((statement) => isTopLevelSkip(statement, earlier, earlierT)))
      return false;
    const details = { name: fn.childForFieldName('name')?.text ?? '?', target: excerpt(target.text, 40) };
    // A test written already skipped records a known gap on purpose; turning off one that ran is what to catch.
    return { details, ...(earlier === null ? { severity: 'info' as const } : {}) };
  },
  examples: {
    match: ['func TestRefund(t *testing.T) {\n\tt.Skip("flaky on CI")\n\tif Refund() != 0 {\n\t\tt.Fatal("refund")\n\t}\n}'],
    noMatch: ['func TestRefund(t *testing.T) {\n\tif testing.Short() {\n\t\tt.Skip("slow")\n\t}\n\tif Refund() != 0 {\n\t\tt.Fatal("refund")\n\t}\n}'],
  },
};
