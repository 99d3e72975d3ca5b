import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

function isTernaryBranch(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_expression') {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== 'ternary_expression') return false;
  return !parent.childForFieldName('condition')?.equals(child);
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(ternary_expression) @target',
  check: ({ target }) => {
    // The outermost ternary reports the whole nest.
    if (isTernaryBranch(target)) return false;
    const consequence = target.childForFieldName('consequence');
    const alternative = target.childForFieldName('alternative');
    if (consequence && unwrapParentheses(consequence).type === 'ternary_expression') return true;
    // `a ? x : b ? y : z` reads top to bottom like else-if and many teams accept it: still nested, a little less surely worth a change.
    if (alternative && unwrapParentheses(alternative).type === 'ternary_expression') return { confidence: 80 };
    return false;
  },
  examples: {
    match: ["const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';", "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';"],
    noMatch: ["const label = isAdmin ? 'admin' : 'member';", 'const value = (ready ? a : b) ?? fallback;'],
  },
};
