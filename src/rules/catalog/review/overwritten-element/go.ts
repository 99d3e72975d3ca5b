import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { repeatedStore, storeInto } from './repeated-store.js';
import type { Store } from './repeated-store.js';

/** `a.b = v` and `m[k] = v`: one target, plain `=`. */
function readStore(statement: Node): Store | undefined {
  if (statement.type !== 'assignment_statement' || statement.childForFieldName('operator')?.text !== '=') return undefined;
  const [element, ...moreTargets] = statement.childForFieldName('left')?.namedChildren ?? [];
  const [value, ...moreValues] = statement.childForFieldName('right')?.namedChildren ?? [];
  if (moreTargets.length > 0 || moreValues.length > 0) return undefined;
  return storeInto(element, value, ['selector_expression', 'index_expression']);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(assignment_statement left: (expression_list [(selector_expression) (index_expression)])) @target',
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: [
      'func rename(u *User, first, last string) {\n\tu.FirstName = first\n\tu.FirstName = last\n}',
      'func sizes(m map[string]int) {\n\tm["width"] = 10\n\tm["width"] = 20\n}',
    ],
    noMatch: [
      'func rename(u *User, first, last string) {\n\tu.FirstName = first\n\tu.LastName = last\n}',
      'func bump(c *Counter) {\n\tc.Value = 0\n\tc.Value = c.Value + 1\n}',
    ],
  },
};
