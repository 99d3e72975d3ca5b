import type { Node } from 'web-tree-sitter';
import type { RuleDefinition } from '../../../rule-definition.js';

/** How a grammar writes a conditional expression (`c ? a : b`, `a if c else b`). */
interface ConditionalSyntax {
  type: string;
  branchesOf(conditional: Node): { consequence?: Node | null; alternative?: Node | null };
  /** Whether `child` (a child of `conditional`) is one of its branches rather than its condition. */
  isBranch(conditional: Node, child: Node): boolean;
  unwrapParentheses(node: Node): Node;
}

/** The check of `simplify/nested-ternary` for one language: the outermost conditional of a nest reports it. */
export function checkNestedConditional(syntax: ConditionalSyntax): NonNullable<RuleDefinition['check']> {
  const isNested = (node: Node): boolean => {
    let child = node;
    let parent = node.parent;
    while (parent?.type === 'parenthesized_expression') {
      child = parent;
      parent = parent.parent;
    }
    return parent?.type === syntax.type && syntax.isBranch(parent, child);
  };
  return ({ target }) => {
    if (isNested(target)) return false;
    const { consequence, alternative } = syntax.branchesOf(target);
    if (consequence && syntax.unwrapParentheses(consequence).type === syntax.type) return true;
    // Nested only in the alternative (`a ? x : b ? y : z`) reads top to bottom like else-if and many teams accept
    // it: still nested, a little less surely worth a change.
    if (alternative && syntax.unwrapParentheses(alternative).type === syntax.type) return { confidence: 80 };
    return false;
  };
}
