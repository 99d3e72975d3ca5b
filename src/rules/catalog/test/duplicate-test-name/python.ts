import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isCollectedTestModule } from '../../../syntax/python/collected-test-module.js';

/** The test functions defined directly in a module or class body, by name, in order. */
function testDefinitions(block: Node): Map<string, Node[]> {
  const byName = new Map<string, Node[]>();
  for (const statement of block.namedChildren) {
    const definition = statement?.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    const name = definition?.type === 'function_definition' ? definition.childForFieldName('name')?.text : undefined;
    if (!definition || !name?.startsWith('test')) continue;
    byName.set(name, [...(byName.get(name) ?? []), definition]);
  }
  return byName;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(module) @target
      (class_definition body: (block) @body) @target`,
  textGate: /def\s+test/,
  check: ({ target, captures, context }) => {
    if (!isCollectedTestModule(context.path)) return false;
    const block = captures.body ?? target;
    const hits = [];
    for (const [name, definitions] of testDefinitions(block)) {
      for (let index = 1; index < definitions.length; index++) {
        const [first, second] = [definitions[index - 1], definitions[index]].map((definition) => (definition?.startPosition.row ?? 0) + 1);
        if (first === undefined || second === undefined || (!context.isChanged(first) && !context.isChanged(second))) continue;
        hits.push({
          line: context.isChanged(second) ? second : first,
          details: { name, scope: captures.body ? 'class' : 'module', first: String(first), second: String(second) },
        });
      }
    }
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: [
      'def test_parse_empty():\n    assert parse("") == []\n\ndef test_parse_empty():\n    assert parse(" ") == []',
      'class TestCache(unittest.TestCase):\n    def test_expiry(self):\n        self.assertTrue(True)\n\n    def test_expiry(self):\n        self.assertFalse(False)',
    ],
    noMatch: [
      'def test_parse_empty():\n    assert parse("") == []\n\ndef test_parse_blank():\n    assert parse(" ") == []',
      'if sys.platform == "win32":\n    def test_paths():\n        assert True\nelse:\n    def test_paths():\n        assert True',
      'def helper():\n    pass\n\ndef helper():\n    pass',
    ],
  },
};
