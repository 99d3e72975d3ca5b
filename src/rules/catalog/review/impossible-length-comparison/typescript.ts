import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { impossibleLengthHit } from './impossible-length-hit.js';

const LENGTH_SYNTAX = {
  isLength: (node: Node): boolean => node.type === 'member_expression' && node.childForFieldName('property')?.text === 'length',
  isZero: (node: Node): boolean => node.type === 'number' && /^0+$/.test(node.text),
  booleans: ['true', 'false'],
} as const;

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\.length\s*[<>]|[<>]=?\s*\w[\w.]*\.length/,
  check: ({ target, captures }) => {
    const left = unwrapParentheses(target.childForFieldName('left') ?? target);
    const right = unwrapParentheses(target.childForFieldName('right') ?? target);
    return impossibleLengthHit(target, left, captures.operator?.text ?? '', right, LENGTH_SYNTAX);
  },
  examples: {
    match: ['if (items.length < 0) return;', 'const any = results.length >= 0;', 'if (0 > list.length) throw new Error();'],
    noMatch: ['if (items.length > 0) return;', 'if (items.length <= 0) return;', 'if (offset < 0) return;', 'if (items.length < 1) return;'],
  },
};
