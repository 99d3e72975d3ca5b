import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** `a if c else b`: the consequence and alternative, around the condition. */
function branchesOf(conditional: Node): { consequence?: Node; alternative?: Node } {
  const [consequence, , alternative] = conditional.namedChildren.filter((child) => child.type !== 'comment');
  return { consequence, alternative };
}

function isConditionalBranch(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_expression') {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== 'conditional_expression') return false;
  const { consequence, alternative } = branchesOf(parent);
  return (consequence?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Nested conditional expression `{{target}}` packs several decisions into one expression.',
    recommendation: 'Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results.',
  }),
  query: '(conditional_expression) @target',
  check: ({ target }) => {
    // The outermost conditional reports the whole nest.
    if (isConditionalBranch(target)) return false;
    const { consequence, alternative } = branchesOf(target);
    if (consequence && unwrapParentheses(consequence).type === 'conditional_expression') return true;
    // `a if x else b if y else c` reads top to bottom like elif and many teams accept it: still nested, a little less surely worth a change.
    if (alternative && unwrapParentheses(alternative).type === 'conditional_expression') return { confidence: 80 };
    return false;
  },
  examples: {
    match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
    noMatch: ['label = "admin" if is_admin else "member"', 'value = (a if ready else b) or fallback'],
  },
};
