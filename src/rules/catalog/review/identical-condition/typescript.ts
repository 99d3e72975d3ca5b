import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { hadItBefore } from '../../../syntax/javascript/bug-patterns-helpers.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { mayHaveEffects } from '../../../syntax/javascript/same-code.js';
import type { Node } from 'web-tree-sitter';

/** The conditions of an if/else-if chain, first to last, without their parentheses. */
function chainConditions(top: Node): Node[] {
  const conditions: Node[] = [];
  for (let current: Node | null | undefined = top; current?.type === 'if_statement';) {
    const condition = current.childForFieldName('condition');
    if (condition) conditions.push(unwrapParentheses(condition));
    current = current.childForFieldName('alternative')?.namedChildren.find((child) => child.type !== 'comment');
  }
  return conditions;
}

function repeatedCondition(top: Node): { repeat: Node; first: Node } | undefined {
  const conditions = chainConditions(top);
  for (const [index, condition] of conditions.entries()) {
    if (mayHaveEffects(condition)) continue;
    const first = conditions.slice(0, index).find((earlier) => sameCode(earlier, condition));
    if (first) return { repeat: condition, first };
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(if_statement alternative: (else_clause (if_statement))) @target',
  textGate: /else/,
  check: ({ target, context }) => {
    if (target.parent?.type === 'else_clause') return false;
    const found = repeatedCondition(target);
    if (!found || hadItBefore(target, context, (before) => repeatedCondition(before) !== undefined)) return false;
    return { line: changedLineOf(context, found.repeat, found.first), details: { condition: excerpt(found.repeat.text, 60) } };
  },
  examples: {
    match: [
      "if (status === 'open') {\n  open();\n} else if (status === 'closed') {\n  close();\n} else if (status === 'open') {\n  archive();\n}",
      'if (a.length > 0) x();\nelse if (a.length > 0) y();',
    ],
    noMatch: [
      "if (status === 'open') open();\nelse if (status === 'closed') close();",
      'if (reader.next()) a();\nelse if (reader.next()) b();',
      {
        before: "if (kind === 'a') a();\nelse if (kind === 'a') b();",
        after: "if (kind === 'a') a();\nelse if (kind === 'a') c();",
      },
    ],
  },
};
