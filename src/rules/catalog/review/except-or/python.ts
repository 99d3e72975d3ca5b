import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** The caught expression of an except clause, without `as name` and parentheses. */
function caught(clause: Node): Node | undefined {
  let node = clause.namedChildren[0];
  while (node && (node.type === 'as_pattern' || node.type === 'parenthesized_expression')) node = node.namedChildren[0];
  return node ?? undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(except_clause) @target',
  textGate: /except[^:\n]*\b(?:or|and)\b/,
  check: ({ target, context }) => {
    const operands = caught(target);
    if (operands?.type !== 'boolean_operator' || silencedByNoqa(context.lines, lineOf(target), ['W0711'])) return false;
    return { details: { operands: operands.text } };
  },
  examples: {
    match: ['try:\n    load()\nexcept ValueError or TypeError:\n    pass', 'try:\n    load()\nexcept (KeyError or IndexError) as error:\n    log(error)'],
    noMatch: [
      'try:\n    load()\nexcept (ValueError, TypeError):\n    pass',
      'try:\n    load()\nexcept errors[kind]:\n    pass',
      'try:\n    load()\nexcept ValueError:\n    ok = a or b',
    ],
  },
};
