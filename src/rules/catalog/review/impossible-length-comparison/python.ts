import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { impossibleLengthHit } from './impossible-length-hit.js';

const LENGTH_SYNTAX = {
  isLength: (node: Node): boolean => node.type === 'call' && calleePath(node).join('.') === 'len',
  isZero: (node: Node): boolean => node.type === 'integer' && /^0+$/.test(node.text),
  booleans: ['True', 'False'],
} as const;

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    message: '`{{expression}}` is always {{always}}: `len()` is never negative.',
    recommendation: 'Compare with the bound that was meant: `> 0` (or plain truthiness) for "not empty", `== 0` for "empty".',
    reason: "Python's length is the builtin `len()`.",
  },
  query: '(comparison_operator) @target',
  textGate: /\blen\(/,
  check: ({ target }) => {
    // Only a plain `a <op> b`: in a chain the constant part may be a guard written on purpose.
    const operands = target.namedChildren.filter((child) => child !== null);
    const operators = target.childrenForFieldName('operators').filter((child) => child !== null);
    const [left, right] = operands;
    if (operands.length !== 2 || operators.length !== 1 || !left || !right) return false;
    return impossibleLengthHit(target, left, operators[0]?.text ?? '', right, LENGTH_SYNTAX);
  },
  examples: {
    match: ['if len(items) < 0:\n    return None', 'assert len(rows) >= 0'],
    noMatch: ['if len(items) > 0:\n    return None', 'if len(items) <= 0:\n    return None', 'if offset < 0:\n    pass', 'if 0 <= len(items) < 10:\n    pass'],
  },
};
