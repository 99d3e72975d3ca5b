import { counterpartBefore } from '../../../counterpart-before.js';
import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** `@pytest.mark.skip`, `@pytest.mark.skip(reason=…)`, `@unittest.skip("…")`; not the conditional `skipif`/`skipUnless`. */
function isUnconditionalSkip(decorator: Node): boolean {
  const expression = decorator.type === 'call' ? decorator.childForFieldName('function') : decorator;
  const path = expression ? dottedName(expression).join('.') : '';
  return path === 'pytest.mark.skip' || path === 'unittest.skip' || path === 'skip';
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Skipped test `{{name}}` ({{decorator}}) will not run in CI.',
  }),
  query: '(decorated_definition (decorator) @decorator definition: [(function_definition) (class_definition)] @definition) @target',
  check: ({ captures, context }) => {
    const { decorator, definition } = captures;
    const expression = decorator?.namedChildren[0];
    if (!decorator || !definition || !expression || !isUnconditionalSkip(expression)) return false;
    const earlier = counterpartBefore(definition, context, (candidate) => candidate.childForFieldName('name')?.text);
    const earlierDecorators =
      earlier?.parent?.type === 'decorated_definition' ? earlier.parent.namedChildren.filter((child) => child.type === 'decorator') : [];
    // Skipped already before the change: not this change's doing.
    if (earlierDecorators.some((earlierDecorator) => isUnconditionalSkip(earlierDecorator.namedChildren[0] ?? earlierDecorator))) return false;
    const details = { name: definition.childForFieldName('name')?.text ?? '?', decorator: excerpt(decorator.text, 50) };
    // A test written already skipped records a known gap on purpose; turning off one that ran is what to catch.
    return { line: decorator.startPosition.row + 1, details, ...(earlier === null ? { severity: 'info' as const } : {}) };
  },
  examples: {
    match: [
      '@pytest.mark.skip(reason="flaky")\ndef test_refund():\n    assert refund() == 0',
      '@unittest.skip("broken on CI")\ndef test_upload(self):\n    self.assertTrue(upload())',
    ],
    noMatch: [
      '@pytest.mark.skipif(sys.platform == "win32", reason="posix only")\ndef test_symlink():\n    assert link()',
      '@pytest.mark.parametrize("n", [1, 2])\ndef test_double(n):\n    assert double(n) == 2 * n',
    ],
  },
};
