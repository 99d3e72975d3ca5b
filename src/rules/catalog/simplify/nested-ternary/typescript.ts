import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { checkNestedConditional } from './check-nested-conditional.js';

const TERNARY_SYNTAX = {
  type: 'ternary_expression',
  branchesOf: (ternary: Node) => ({ consequence: ternary.childForFieldName('consequence'), alternative: ternary.childForFieldName('alternative') }),
  isBranch: (ternary: Node, child: Node): boolean => !ternary.childForFieldName('condition')?.equals(child),
  unwrapParentheses,
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(ternary_expression) @target',
  check: checkNestedConditional(TERNARY_SYNTAX),
  examples: {
    match: ["const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';", "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';"],
    noMatch: ["const label = isAdmin ? 'admin' : 'member';", 'const value = (ready ? a : b) ?? fallback;'],
  },
};
