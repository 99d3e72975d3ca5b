import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { COMPARISONS } from '../../../syntax/javascript/bug-patterns-helpers.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

function isNaNNode(node: Node): boolean {
  const inner = unwrapParentheses(node);
  return inner.text === 'NaN' || inner.text === 'Number.NaN';
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(binary_expression operator: [${COMPARISONS.map((operator) => JSON.stringify(operator)).join(' ')}] @operator) @target`,
  textGate: /NaN/,
  check: ({ target, captures }) => {
    const left = target.childForFieldName('left');
    const right = target.childForFieldName('right');
    if (!left || !right || !(isNaNNode(left) || isNaNNode(right))) return false;
    const always = captures.operator?.text.startsWith('!') ? 'true' : 'false';
    return { details: { expression: excerpt(target.text, 60), always } };
  },
  fix: ({ lines, line }) => {
    const text = lines[line - 1] ?? '';
    const pattern = /([\w$][\w$.]*)\s*(===?|!==?)\s*(?:Number\.)?NaN\b/;
    const found = pattern.exec(text);
    if (!found || text.slice(found.index + found[0].length).match(pattern)) return undefined;
    const test = `${found[2]?.startsWith('!') ? '!' : ''}Number.isNaN(${found[1]})`;
    return { startLine: line, endLine: line, replacement: [text.replace(pattern, test)] };
  },
  examples: {
    match: ['if (price === NaN) return 0;', 'const valid = parsed !== Number.NaN;'],
    noMatch: ['if (Number.isNaN(price)) return 0;', 'if (value !== value) return;'],
  },
};
