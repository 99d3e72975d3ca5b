import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { enclosedBy } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { bareComparisonHit } from './bare-comparison-hit.js';

/** A context manager that expects its body to raise or warn: there the comparison is run for what it raises. */
const EXPECTS_RAISE = /raises|Raises|warns|Warns|suppress/;

/** Whether `node` runs for what it may raise: in a `try` body or a `with pytest.raises(…)` block of its function. */
function runForRaise(node: Node): boolean {
  return enclosedBy(
    node,
    (ancestor) =>
      ancestor.type === 'try_statement' ||
      (ancestor.type === 'with_statement' && EXPECTS_RAISE.test(ancestor.children.find((child) => child?.type === 'with_clause')?.text ?? '')),
  );
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    recommendation: 'Assign with `=` if that was meant, put `assert` in front of it in a test, or remove the line.',
    reason: 'Python tests check with `assert`.',
  },
  query: '(expression_statement (comparison_operator) @comparison) @target',
  check: ({ target, context }) => {
    if (target.namedChildCount !== 1 || target.hasError || runForRaise(target)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['B015', 'PLW0104'])) return false;
    return bareComparisonHit(target, context.path);
  },
  examples: {
    match: ['def reset(self):\n    self.count == 0\n    self.items = []', 'def test_total():\n    total = add(2, 3)\n    total == 5'],
    noMatch: [
      'def reset(self):\n    self.count = 0',
      'def test_total():\n    assert add(2, 3) == 5',
      'def test_incomparable():\n    with pytest.raises(TypeError):\n        Version("1") < 3',
      'x == 1  # noqa: B015',
    ],
  },
};
