import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { literalContent } from '../../../syntax/go/go-syntax.js';
import { isVersionLiteral, isVersionName, misordered } from './version-text.js';

/** The name an expression ends in: `runtime.Version()` → Version, `info.GoVersion` → GoVersion. */
function lastName(node: Node): string | undefined {
  if (node.type === 'identifier') return node.text;
  if (node.type === 'selector_expression') return node.childForFieldName('field')?.text;
  if (node.type === 'call_expression') return lastName(node.childForFieldName('function') ?? node);
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `[
    (binary_expression left: (_) @side operator: ["<" "<=" ">" ">="] right: (interpreted_string_literal) @literal)
    (binary_expression left: (interpreted_string_literal) @literal operator: ["<" "<=" ">" ">="] right: (_) @side)
  ] @target`,
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { side, literal } = captures;
    const text = literal ? literalContent(literal) : '';
    if (!side || !isVersionLiteral(text) || !isVersionName(lastName(side))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: 'Compare with `golang.org/x/mod/semver.Compare` (or `go/version.Compare` for Go versions), which orders the numbers.',
    reason: 'Go has `semver.Compare` and, from Go 1.22, `go/version.Compare`.',
  },
  examples: {
    match: ['func modern() bool {\n\treturn runtime.Version() >= "go1.21"\n}', 'if info.GoVersion < "go1.18" {\n\treturn\n}'],
    noMatch: ['if version.Compare(runtime.Version(), "go1.21") >= 0 {\n\treturn\n}', 'if name > "b" {\n\treturn\n}', 'if v.Version == "v1" {\n\treturn\n}'],
  },
};
