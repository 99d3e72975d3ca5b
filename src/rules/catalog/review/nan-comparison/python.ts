import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, stringFragments, unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

const COMPARISONS = ['==', '!=', '<', '>', '<=', '>='];

/** `float('nan')`, `math.nan`, `np.nan`, `numpy.NaN`: NaN written out. */
function isNaN(node: Node): boolean {
  const inner = unwrapParentheses(node);
  if (inner.type === 'call') {
    const [argument, ...rest] = inner.childForFieldName('arguments')?.namedChildren ?? [];
    return (
      inner.childForFieldName('function')?.text === 'float' && rest.length === 0 && argument?.type === 'string' && /^[+-]?nan$/i.test(stringFragments(argument))
    );
  }
  const path = dottedName(inner);
  return path.length === 2 && ['math', 'np', 'numpy'].includes(path[0] ?? '') && /^(?:nan|NaN|NAN)$/.test(path[1] ?? '');
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    recommendation: 'Test with `math.isnan(value)` (`numpy.isnan`/`pandas.isna` for arrays and frames).',
    reason: 'Python tests NaN with `math.isnan`.',
  },
  query: '(comparison_operator) @target',
  textGate: /nan/i,
  check: ({ target, context }) => {
    const operators = target.childrenForFieldName('operators');
    const operator = operators[0]?.text ?? '';
    if (operators.length !== 1 || !COMPARISONS.includes(operator) || !target.namedChildren.some((side) => side && isNaN(side))) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLW0177'])) return false;
    return { details: { expression: excerpt(target.text, 60), always: operator === '!=' ? 'True' : 'False' } };
  },
  examples: {
    match: ['if price == float("nan"):\n    price = 0', 'valid = frame["score"] != np.nan', 'if x < math.nan:\n    pass'],
    noMatch: ['if math.isnan(price):\n    price = 0', 'if price == float("inf"):\n    pass', 'if value != value:\n    pass'],
  },
};
