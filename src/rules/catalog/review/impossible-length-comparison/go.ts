import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleeName } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';
import { impossibleLengthHit } from './impossible-length-hit.js';

const LENGTH_SYNTAX = {
  isLength: (node: Node): boolean =>
    node.type === 'call_expression' && ['len', 'cap'].includes(calleeName(node) ?? '') && node.childForFieldName('function')?.type === 'identifier',
  isZero: (node: Node): boolean => node.type === 'int_literal' && /^0+$/.test(node.text),
  booleans: ['true', 'false'],
} as const;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: {
    message: '`{{expression}}` is always {{always}}: `len` and `cap` are never negative.',
    recommendation: 'Compare with the bound that was meant: `> 0` for "not empty", `== 0` for "empty".',
    reason: "Go's lengths come from the builtins `len` and `cap`.",
  },
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\b(?:len|cap)\(/,
  check: ({ target, captures }) => {
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    if (!left || !right) return false;
    return impossibleLengthHit(target, left, captures.operator?.text ?? '', right, LENGTH_SYNTAX);
  },
  examples: {
    match: ['func f(xs []int) {\n\tif len(xs) < 0 {\n\t\treturn\n\t}\n}', 'func f(m map[string]int) bool {\n\treturn len(m) >= 0\n}'],
    noMatch: [
      'func f(xs []int) bool {\n\treturn len(xs) > 0\n}',
      'func f(n int) bool {\n\treturn n < 0\n}',
      'func f(xs []int) bool {\n\treturn len(xs) <= 0\n}',
    ],
  },
};
