import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { mayHaveEffects } from '../../../syntax/javascript/same-code.js';

/**
 * Operators for which `a OP a` is constant or pointless. `*` and `+` are left out (`x * x`, `s + s`), as are shifts
 * and `instanceof` (`Ctor instanceof Ctor` tells whether `Ctor` is `Function`).
 */
const SELF_OPERATORS = ['&&', '||', '??', '===', '==', '<', '>', '<=', '>=', '-', '/', '%', '^', '&', '|'];

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(binary_expression operator: [${SELF_OPERATORS.map((operator) => JSON.stringify(operator)).join(' ')}] @operator) @target`,
  check: ({ target, captures, context }) => {
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    if (!left || !right || !sameCode(unwrapParentheses(left), unwrapParentheses(right))) return false;
    // A call or `i++` can give another value the second time; `1 / 1`-style literals are spelled out on purpose.
    if (mayHaveEffects(left) || /^[\d.]+$/.test(left.text)) return false;
    // `x - x === 0` tells a finite number from Infinity and NaN.
    if (captures.operator?.text === '-' && unwrapParentheses(target).parent?.type === 'binary_expression') return false;
    return { line: changedLineOf(context, target), details: { expression: excerpt(target.text, 60), operator: captures.operator?.text ?? '' } };
  },
  examples: {
    match: ['if (user.isAdmin && user.isAdmin) grant();', 'const width = right - right;', 'if (a.type === a.type) merge(a, b);'],
    noMatch: [
      'if (value !== value) return NaN;',
      'const area = side * side;',
      'if (next() && next()) skip();',
      'if (a.type === b.type) merge(a, b);',
      'const finite = num - num === 0;',
      "const plain = typeof Ctor === 'function' && Ctor instanceof Ctor;",
    ],
  },
};
