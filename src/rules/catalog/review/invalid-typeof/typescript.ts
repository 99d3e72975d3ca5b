import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';

/** Every string `typeof` can return (ECMAScript, "The typeof Operator"). */
const TYPEOF_RESULTS = new Set(['undefined', 'object', 'boolean', 'number', 'bigint', 'string', 'symbol', 'function']);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `[
    (binary_expression left: (unary_expression operator: "typeof") operator: ["===" "==" "!==" "!="] @operator right: (string) @kind)
    (binary_expression left: (string) @kind operator: ["===" "==" "!==" "!="] @operator right: (unary_expression operator: "typeof"))
  ] @target`,
  textGate: /typeof/,
  check: ({ target, captures }) => {
    const kind = captures.kind ? unwrapParentheses(captures.kind).text.slice(1, -1) : '';
    if (TYPEOF_RESULTS.has(kind)) return false;
    const always = captures.operator?.text.startsWith('!') ? 'true' : 'false';
    return { details: { expression: excerpt(target.text, 60), kind, always } };
  },
  examples: {
    match: [
      "if (typeof value === 'undefiend') value = fallback;",
      "if (typeof items == 'array') items.forEach(use);",
      "const present = typeof node !== 'null';",
    ],
    noMatch: [
      "if (typeof value === 'undefined') value = fallback;",
      "if (typeof id === 'bigint') parse(id);",
      'const same = typeof a === typeof b;',
      "if (kind === 'array') walk(kind);",
    ],
  },
};
