import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isVersionLiteral, isVersionName, misordered, ORDERING } from './version-text.js';

/** The name an expression ends in: `sys.version` → version, `sys.version[:3]` → version, `platform.python_version()` → python_version. */
function lastName(node: Node): string | undefined {
  if (node.type === 'identifier') return node.text;
  if (node.type === 'attribute') return node.childForFieldName('attribute')?.text;
  if (node.type === 'subscript') return lastName(node.childForFieldName('value') ?? node);
  if (node.type === 'call') return lastName(node.childForFieldName('function') ?? node);
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(comparison_operator (_) @left [(string) (concatenated_string)] @literal .) @target',
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { left, literal } = captures;
    const operators = target.children.filter((child) => child !== null && !child.isNamed).map((child) => child?.text);
    if (!left || !literal || target.namedChildren.length !== 2 || operators.length !== 1 || !ORDERING.has(operators[0] ?? '')) return false;
    const content = literal.descendantsOfType('string_content');
    const text = content.length === 1 ? (content[0]?.text ?? '') : '';
    if (literal.descendantsOfType('interpolation').length > 0 || !isVersionLiteral(text) || !isVersionName(lastName(left))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: 'Compare tuples of numbers: `sys.version_info >= (3, 8)`, or `packaging.version.Version(x) >= Version("0.13")` for a package.',
    reason: 'Python has `sys.version_info` and `packaging.version` for this.',
  },
  examples: {
    match: ['if sys.version > "3":\n    import io', 'assert wsproto.__version__ > "0.13"', 'if platform.python_version() < "3.10":\n    legacy()'],
    noMatch: [
      'if sys.version_info >= (3, 8):\n    pass',
      'if __version__ == "1.0":\n    pass',
      'if Version(wsproto.__version__) > Version("0.13"):\n    pass',
      'if name > "b":\n    pass',
      'if version_number >= 3:\n    pass',
    ],
  },
};
