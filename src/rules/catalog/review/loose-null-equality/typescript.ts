import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["==" "!="]) @target',
  // `==` or `!=` that is not part of `===` or `!==`: most files compare strictly and skip the query.
  textGate: /(^|[^=!])[=!]=(?!=)/m,
  check: ({ target }) => {
    const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
    const nullish = sides.some((side) => side?.type === 'null' || side?.type === 'undefined' || side?.text === 'undefined');
    return nullish ? { details: { target: excerpt(target.text, 50) } } : false;
  },
  examples: {
    match: ['if (value == null) return;', 'if (user.email != undefined) send(user);'],
    noMatch: ['if (value === null) return;', 'if (count == 0) reset();'],
  },
};
