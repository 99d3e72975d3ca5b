import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { COMPARISONS } from '../../../syntax/javascript/bug-patterns-helpers.js';
import type { Node } from 'web-tree-sitter';

/** Whether the value of `node` is only used as true/false: an `if`/`while` condition, a `!` operand, or through `&&`/`||` to one. */
function inBooleanContext(node: Node): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === 'parenthesized_expression') continue;
    if (parent.type === 'binary_expression' && ['&&', '||'].includes(parent.childForFieldName('operator')?.text ?? '')) continue;
    if (parent.type === 'unary_expression') return parent.childForFieldName('operator')?.text === '!';
    if (['if_statement', 'while_statement', 'do_statement'].includes(parent.type)) return parent.childForFieldName('condition')?.id === current.id;
    if (parent.type === 'ternary_expression') return parent.childForFieldName('condition')?.id === current.id;
    if (parent.type === 'for_statement') return parent.childForFieldName('condition')?.id === current.id;
    return false;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (identifier) @fn
      arguments: (arguments . (binary_expression operator: [${COMPARISONS.map((operator) => JSON.stringify(operator)).join(' ')}]))) @target
      (#any-of? @fn "Number" "String" "parseInt" "parseFloat"))`,
  textGate: /Number|String|parse/,
  check: ({ target, captures }) => {
    const fn = captures.fn?.text ?? '';
    // `parseInt(true)` is NaN whatever the comparison gave; `Number(a < b)` is 0 or 1, which sorting code uses on purpose.
    const parses = fn.startsWith('parse');
    if (!parses && !inBooleanContext(target)) return false;
    const value = parses ? 'always NaN' : fn === 'String' ? "'true' or 'false', both truthy" : 'the same truth value as the comparison itself';
    return { details: { call: excerpt(target.text, 60), value } };
  },
  examples: {
    match: ['if (secure && Number(port !== 443)) addPort();', 'const big = parseInt(size > 10);', "if (String(mode === 'dark')) applyDark();"],
    noMatch: ['if (secure && Number(port) !== 443) addPort();', 'items.sort((a, b) => Number(a.done > b.done) - Number(a.done < b.done));'],
  },
};
