import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { changedThroughSlot } from './changed-through-slot.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . [(object) (array) (new_expression)] @element .)) @target
  (#eq? @method "fill"))`,
  textGate: /fill\(/,
  check: ({ target, captures }) => {
    const element = captures.element && unwrapParentheses(captures.element);
    if (!element || (element.type === 'new_expression' && /^(RegExp|Date|String|Number|Boolean)$/.test(element.childForFieldName('constructor')?.text ?? '')))
      return false;
    if (!changedThroughSlot(target, enclosingFunction(target) ?? target.tree.rootNode)) return false;
    const made = element.type === 'object' ? `(${element.text})` : element.text;
    return {
      details: { expression: excerpt(target.text, 60), element: excerpt(element.text, 30), fix: `\`Array.from({ length: n }, () => ${excerpt(made, 30)})\`` },
    };
  },
  examples: {
    match: [
      'function board() {\n  const grid = new Array(3).fill([]);\n  grid[0].push("x");\n  return grid;\n}',
      'const week = Array(7).fill({ visits: 0 });\nweek[today].visits += 1;',
    ],
    noMatch: [
      'const placeholders = new Array(3).fill({ id: null });\nrender(placeholders);',
      'const rows = new Array(3).fill([]);\nrows[0] = ["x"];',
      'const totals = new Array(7).fill(0);',
      'const grid = Array.from({ length: 3 }, () => []);',
      'const patterns = Array(2).fill(new RegExp("a"));',
      'const names = new Array(3).fill("");',
    ],
  },
};
