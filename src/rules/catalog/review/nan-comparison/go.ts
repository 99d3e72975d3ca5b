import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: {
    recommendation: 'Test with `math.IsNaN(value)`.',
    reason: 'Go tests NaN with `math.IsNaN`.',
  },
  query: '(binary_expression operator: ["==" "!=" "<" ">" "<=" ">="] @operator) @target',
  textGate: /math\.NaN\(\)/,
  check: ({ target, captures }) => {
    const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
    if (!sides.some((side) => side?.text.replace(/\s/g, '') === 'math.NaN()')) return false;
    return { details: { expression: excerpt(target.text, 60), always: captures.operator?.text === '!=' ? 'true' : 'false' } };
  },
  examples: {
    match: ['func f(x float64) bool {\n\treturn x == math.NaN()\n}', 'func f(x float64) {\n\tif x != math.NaN() {\n\t\tuse(x)\n\t}\n}'],
    noMatch: ['func f(x float64) bool {\n\treturn math.IsNaN(x)\n}', 'func f() float64 {\n\treturn math.NaN()\n}'],
  },
};
