import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const COMPARISONS = new Set(['<', '>', '<=', '>=', '==', '===', '!=', '!==', 'instanceof', 'in']);

/**
 * A test that is true or false by itself: a comparison, or `&&`/`||` of comparisons. Assigned in a
 * condition it is a flag being set (`if (isNode = typeof process < 'u')`): read as a typo for `===`, it would
 * compare a value with a comparison's result, which nobody means.
 */
function isBooleanTest(node: Node): boolean {
  const expression = unwrapParentheses(node);
  if (expression.type !== 'binary_expression') return false;
  const operator = expression.childForFieldName('operator')?.text ?? '';
  if (COMPARISONS.has(operator)) return true;
  const left = expression.childForFieldName('left');
  const right = expression.childForFieldName('right');
  return (operator === '&&' || operator === '||') && !!left && !!right && isBooleanTest(left) && isBooleanTest(right);
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // Only the direct child of the `if`'s own parentheses: `if ((a = b))` has one more level and is left alone.
  query: '(if_statement condition: (parenthesized_expression (assignment_expression left: (_) @assigned right: (_) @value) @assignment)) @target',
  check: ({ captures }) => {
    const assignment = captures.assignment;
    if (!assignment || (captures.value && isBooleanTest(captures.value))) return false;
    const assigned = captures.assigned;
    const details = { condition: excerpt(assignment.text, 60), target: excerpt(assigned?.text ?? '', 40) };
    // `if (found = lookup(name)) return use(found)`: the branch reads what was assigned, so the assignment is the
    // point and only the extra parentheses that say so are missing — a style point: worth a look, not sure.
    const consequence = captures.target && captures.target.childForFieldName('consequence');
    const usesValue = assigned?.type === 'identifier' && !!consequence?.descendantsOfType('identifier').some((use) => use.text === assigned.text);
    return { line: assignment.startPosition.row + 1, details, ...(usesValue ? { confidence: 70 } : {}) };
  },
  examples: {
    match: ["if (user.role = 'admin') grant(user);", 'if (count = 0) {\n  reset();\n}'],
    noMatch: [
      "if (user.role === 'admin') grant(user);",
      'if ((match = pattern.exec(text))) use(match);',
      'while (match = pattern.exec(text)) use(match);',
      'if (count += 1) tick();',
      "if (isNode = typeof process < 'u' && typeof process.stdout < 'u') setUp();",
    ],
  },
};
