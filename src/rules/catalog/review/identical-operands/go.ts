import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { hasSideEffects, isStableValue } from '../../../syntax/go/same-code.js';
import type { Node } from 'web-tree-sitter';

/** Operators for which `x op x` is constant or just `x`: a slip for another operand. `+` and `*` are left out (`x*x` squares). */
const SELF_OPERATORS = new Set(['&&', '||', '-', '/', '%', '^', '&^', '&', '|', '<', '<=', '>', '>=', '==', '!=']);

/** `x != x` and `x == x` are how Go code tests a float for NaN without `math.IsNaN`. */
const NAN_TESTS = new Set(['==', '!=']);

/** An operand the rule can judge: no call or receive (two evaluations may differ), at least one name (not a literal sum). */
function judgeableOperand(node: Node): boolean {
  if (isStableValue(node)) return true;
  return !hasSideEffects(node) && (node.type === 'identifier' || node.descendantsOfType('identifier').length > 0) && node.type !== 'func_literal';
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '`{{target}}` has the same operand on both sides of `{{operator}}`: {{outcome}}; one side was probably meant to be something else.',
    recommendation: 'Compare or combine the values you meant (often the neighbouring field or the other variable of a pair).',
  }),
  query: '(binary_expression) @target',
  check: ({ target }) => {
    const operator = target.childForFieldName('operator')?.text ?? '';
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    if (!SELF_OPERATORS.has(operator) || !left || !right || !sameCode(left, right) || !judgeableOperand(left)) return false;
    const outcome = ['&&', '||', '&', '|'].includes(operator)
      ? 'the result is just that operand'
      : ['-', '^', '&^', '%'].includes(operator)
        ? 'the result is always 0'
        : operator === '/'
          ? 'the result is always 1 (or a division by zero)'
          : 'the comparison always gives the same answer';
    const details = { target: excerpt(target.text, 60), operator, outcome };
    // Hidden: `x != x` is the NaN test of code that avoids `math.IsNaN`.
    return NAN_TESTS.has(operator) ? { details, severity: 'low', confidence: 60 } : { details };
  },
  examples: {
    match: ['func overlaps(a, b Range) bool {\n\treturn a.Start < b.End && a.Start < b.End\n}', 'func width(r Rect) int {\n\treturn r.Max.X - r.Max.X\n}'],
    noMatch: [
      'func overlaps(a, b Range) bool {\n\treturn a.Start < b.End && b.Start < a.End\n}',
      'func area(side int) int {\n\treturn side * side\n}',
      'func twoRolls() bool {\n\treturn rand.Intn(6) == rand.Intn(6)\n}',
      'func mask() int {\n\treturn 1<<8 - 1<<8\n}',
    ],
  },
};
