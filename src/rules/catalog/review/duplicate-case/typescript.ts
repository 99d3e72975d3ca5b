import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { mayHaveEffects } from '../../../syntax/javascript/same-code.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(switch_case value: (_) @value) @target',
  textGate: /\bcase\b/,
  check: ({ target, captures }) => {
    const value = captures.value;
    if (!value || mayHaveEffects(value)) return false;
    // Compare with the earlier labels of the same switch body.
    for (let clause = target.previousNamedSibling; clause; clause = clause.previousNamedSibling) {
      const earlier = clause.type === 'switch_case' ? clause.childForFieldName('value') : null;
      if (earlier && sameCode(unwrapParentheses(earlier), unwrapParentheses(value))) {
        return { line: value.startPosition.row + 1, details: { value: excerpt(value.text, 40), first: String(earlier.startPosition.row + 1) } };
      }
    }
    return false;
  },
  examples: {
    match: ["switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n  case 'a':\n    return 3;\n}"],
    noMatch: [
      "switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n}",
      'switch (true) {\n  case next():\n    break;\n  case next():\n    break;\n}',
    ],
  },
};
