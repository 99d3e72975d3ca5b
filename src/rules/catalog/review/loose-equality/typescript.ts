import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["==" "!="] @operator) @target',
  // `==` or `!=` that is not part of `===` or `!==`: most files compare strictly and skip the query.
  textGate: /(^|[^=!])[=!]=(?!=)/m,
  check: ({ target, captures }) => {
    const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
    const exempt = sides.some(
      (side) =>
        !side ||
        // `== null` matches null and undefined on purpose; booleans belong to simplify/boolean-literal-comparison.
        ['null', 'undefined', 'true', 'false'].includes(side.type) ||
        side.text === 'undefined' ||
        // `typeof x == 'string'` compares two strings: no conversion happens.
        (side.type === 'unary_expression' && side.childForFieldName('operator')?.text === 'typeof'),
    );
    if (exempt) return false;
    return { details: { strict: captures.operator?.text === '!=' ? '!==' : '===', target: excerpt(target.text, 50) } };
  },
  examples: {
    match: ['if (count == 0) reset();', 'if (status != "ready") wait();'],
    noMatch: ['if (value == null) return;', "if (typeof value == 'string') trim(value);", 'if (count === 0) reset();'],
  },
};
