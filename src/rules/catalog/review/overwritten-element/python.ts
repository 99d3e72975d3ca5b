import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { repeatedStore, storeInto } from './repeated-store.js';
import type { Store } from './repeated-store.js';

/** `a.b = v` and `a[k] = v`: one target, plain `=`. */
function readStore(statement: Node): Store | undefined {
  const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (assignment?.type !== 'assignment') return undefined;
  return storeInto(assignment.childForFieldName('left'), assignment.childForFieldName('right'), ['attribute', 'subscript']);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(expression_statement (assignment left: [(attribute) (subscript)])) @target',
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: ['def rename(user, a, b):\n    user.name = a\n    user.name = b', 'def sizes(config):\n    config["w"] = 1\n    config["w"] = 2'],
    noMatch: [
      'def rename(user, first, last):\n    user.first_name = first\n    user.last_name = last',
      'def bump(counter):\n    counter.value = 0\n    counter.value = counter.value + 1',
    ],
  },
};
