import { excerpt } from '../../../excerpt.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

const NUMBER_TYPES = new Set(['integer', 'float']);

/** The literal types `is` compares by identity, which Python warns about (`SyntaxWarning: "is" with a literal`). */
const LITERAL_TYPES = new Set([
  'string',
  'concatenated_string',
  'integer',
  'float',
  'tuple',
  'list',
  'dictionary',
  'set',
  'list_comprehension',
  'dictionary_comprehension',
  'set_comprehension',
]);

/** CPython caches these ints and the empty tuple, so `x is 0` works there; still a warning, and wrong elsewhere. */
function isCachedLiteral(node: Node): boolean {
  const value = node.type === 'unary_operator' ? node.namedChildren[0] : node;
  if (node.type === 'tuple') return node.namedChildren.length === 0;
  if (value?.type !== 'integer' || !/^\d+$/.test(value.text)) return false;
  const number = Number(value.text) * (node.type === 'unary_operator' && node.text.startsWith('-') ? -1 : 1);
  return number >= -5 && number <= 256;
}

function isLiteral(node: Node): boolean {
  if (node.type === 'unary_operator') return NUMBER_TYPES.has(node.namedChildren[0]?.type ?? '');
  return LITERAL_TYPES.has(node.type);
}

/** `x is "a"` → `x == "a"`, `x is not 5` → `x != 5`, when the line has exactly one `is`. */
function fixIsLiteral(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const code = text.replace(/(["'])(?:\\.|(?!\1).)*\1/g, (string) => ' '.repeat(string.length));
  const matches = [...code.matchAll(/\bis(\s+not)?\b/g)];
  if (matches.length !== 1 || matches[0]?.index === undefined) return undefined;
  const match = matches[0];
  const replacement = match[1] ? '!=' : '==';
  const index = match.index ?? 0;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, index) + replacement + text.slice(index + match[0].length)] };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(comparison_operator operators: ["is" "is not"]) @target',
  textGate: /\bis\b/,
  check: ({ target, context }) => {
    if (target.namedChildren.length !== 2 || silencedByNoqa(context.lines, lineOf(target), ['F632'])) return false;
    const literal = target.namedChildren.find(isLiteral);
    // `[] is not []` between two literals shows how identity works (a test of the language), on purpose.
    if (!literal || target.namedChildren.every(isLiteral)) return false;
    return { details: { target: excerpt(target.text, 50) }, ...(isCachedLiteral(literal) ? { confidence: 70, severity: 'low' as const } : {}) };
  },
  fix: fixIsLiteral,
  examples: {
    match: ['if status is "active":\n    start()', 'if code is not 404:\n    retry()', 'if items is []:\n    return'],
    noMatch: [
      'assert [] is not []',
      'assert copy(items) is not [1, 2]  # noqa: F632',
      'if status is None:\n    start()',
      'if flag is True:\n    go()',
      'if value is MISSING:\n    return',
      'if status == "active":\n    start()',
    ],
  },
};
