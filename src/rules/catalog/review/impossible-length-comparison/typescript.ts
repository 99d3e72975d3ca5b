import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { alwaysValue } from './always.js';

const isLength = (node: Node): boolean => node.type === 'member_expression' && node.childForFieldName('property')?.text === 'length';
const isZero = (node: Node): boolean => node.type === 'number' && /^0+$/.test(node.text);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\.length\s*[<>]|[<>]=?\s*\w[\w.]*\.length/,
  check: ({ target, captures }) => {
    const left = unwrapParentheses(target.childForFieldName('left') ?? target);
    const right = unwrapParentheses(target.childForFieldName('right') ?? target);
    const lengthOnLeft = isLength(left) && isZero(right);
    if (!lengthOnLeft && !(isZero(left) && isLength(right))) return false;
    const always = alwaysValue(captures.operator?.text ?? '', lengthOnLeft);
    return always !== undefined && { details: { expression: excerpt(target.text, 60), always } };
  },
  examples: {
    match: ['if (items.length < 0) return;', 'const any = results.length >= 0;', 'if (0 > list.length) throw new Error();'],
    noMatch: ['if (items.length > 0) return;', 'if (items.length <= 0) return;', 'if (offset < 0) return;', 'if (items.length < 1) return;'],
  },
};
