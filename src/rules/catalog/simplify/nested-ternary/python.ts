import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { checkNestedConditional } from './check-nested-conditional.js';

/** `a if c else b`: the consequence and alternative, around the condition. */
function branchesOf(conditional: Node): { consequence?: Node; alternative?: Node } {
  const [consequence, , alternative] = conditional.namedChildren.filter((child) => child.type !== 'comment');
  return { consequence, alternative };
}

function isBranch(conditional: Node, child: Node): boolean {
  const { consequence, alternative } = branchesOf(conditional);
  return (consequence?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Nested conditional expression `{{target}}` packs several decisions into one expression.',
    recommendation: 'Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results.',
  }),
  query: '(conditional_expression) @target',
  check: checkNestedConditional({ type: 'conditional_expression', branchesOf, isBranch, unwrapParentheses }),
  examples: {
    match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
    noMatch: ['label = "admin" if is_admin else "member"', 'value = (a if ready else b) or fallback'],
  },
};
