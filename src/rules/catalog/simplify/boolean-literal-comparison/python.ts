import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** Whether an expression is (part of) the condition of an `if`, `elif`, `while`, conditional expression or `assert`. */
function isCondition(node: Node): boolean {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'parenthesized_expression' || parent.type === 'not_operator' || parent.type === 'boolean_operator') continue;
    if (parent.type === 'assert_statement') return parent.namedChildren[0]?.equals(child) ?? false;
    if (parent.type === 'conditional_expression') return parent.namedChildren[1]?.equals(child) ?? false;
    return ['if_statement', 'elif_clause', 'while_statement'].includes(parent.type) && (parent.childForFieldName('condition')?.equals(child) ?? false);
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Condition compares `{{operand}}` with `{{literal}}`; test the value directly.',
    recommendation: 'Write `if done:` / `if not done:` instead of comparing with `True`/`False` (or `is True` when only the `True` object itself will do).',
  }),
  query: '(comparison_operator [(true) (false)] @literal) @target',
  check: ({ target, captures }) => {
    const operands = target.namedChildren.filter((child) => child.type !== 'comment');
    const operators = target.childrenForFieldName('operators').map((operator) => operator.text);
    // `Model.active == True` in an ORM filter builds a query; only conditions are plain booleans.
    if (operands.length !== 2 || !['==', '!='].includes(operators[0] ?? '') || !isCondition(target)) return false;
    const operand = operands.find((child) => child.type !== 'true' && child.type !== 'false');
    return operand ? { details: { operand: excerpt(operand.text, 40), literal: captures.literal?.text ?? 'True' } } : false;
  },
  examples: {
    match: ['if is_ready() == True:\n    start()', 'while queue.empty() != False:\n    wait()'],
    noMatch: ['query = session.query(User).filter(User.active == True)', 'if flag is True:\n    start()', 'if ready:\n    start()'],
  },
};
