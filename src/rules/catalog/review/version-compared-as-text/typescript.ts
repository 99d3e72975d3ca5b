import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isVersionLiteral, isVersionName, misordered } from './version-text.js';

/** The name an expression ends in: `process.version` → version, `pkg.version` → version, `getVersion()` → getVersion. */
function lastName(node: Node): string | undefined {
  if (node.type === 'identifier') return node.text;
  if (node.type === 'member_expression') return node.childForFieldName('property')?.text;
  if (node.type === 'call_expression') return lastName(node.childForFieldName('function') ?? node);
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `[
    (binary_expression left: (_) @side operator: ["<" "<=" ">" ">="] right: (string) @literal)
    (binary_expression left: (string) @literal operator: ["<" "<=" ">" ">="] right: (_) @side)
  ] @target`,
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { side, literal } = captures;
    const text = literal?.text.slice(1, -1) ?? '';
    if (!side || !isVersionLiteral(text) || !isVersionName(lastName(side))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: 'Compare the numbers: `semver.gte(process.version, "10.0.0")`, or split the parts and compare them with `Number(...)`.',
    reason: 'JavaScript has no version type; `semver` is the usual library.',
  },
  examples: {
    match: ['if (process.version >= "v10") useStreams();', "const modern = pkg.version > '1.9';", "if ('2.0' <= getVersion()) upgrade();"],
    noMatch: [
      'if (semver.gte(process.version, "10.0.0")) useStreams();',
      "if (pkg.version === '1.0.0') legacy();",
      'if (versionNumber >= 3) x();',
      "if (name > 'b') x();",
    ],
  },
};
