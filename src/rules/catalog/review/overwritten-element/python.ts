import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { fixedElement, repeatedStore } from './repeated-store.js';
import type { Store } from './repeated-store.js';

/** `a.b = v` and `a[k] = v`: one target, plain `=`. */
function readStore(statement: Node): Store | undefined {
  const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (assignment?.type !== 'assignment') return undefined;
  const element = assignment.childForFieldName('left');
  const value = assignment.childForFieldName('right');
  const fixed = element && (element.type === 'attribute' || element.type === 'subscript') ? fixedElement(element) : undefined;
  return fixed && value ? { element: fixed, value } : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(expression_statement (assignment left: [(attribute) (subscript)])) @target',
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: [
      'def rename(user, first, last):\n    user.first_name = first\n    user.first_name = last',
      'def sizes(config):\n    config["width"] = 10\n    config["width"] = 20',
    ],
    noMatch: [
      'def rename(user, first, last):\n    user.first_name = first\n    user.last_name = last',
      'def bump(counter):\n    counter.value = 0\n    counter.value = counter.value + 1',
    ],
  },
};
