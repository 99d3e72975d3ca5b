import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

const STRIP_METHODS = new Set(['strip', 'lstrip', 'rstrip']);

/** The characters of a plain string literal; undefined for f-strings, escapes and concatenations. */
function literalCharacters(node: Node): string | undefined {
  if (node.type !== 'string') return undefined;
  const parts = node.namedChildren.filter((child) => child.type !== 'string_start' && child.type !== 'string_end');
  if (parts.some((part) => part.type !== 'string_content')) return undefined;
  const text = parts.map((part) => part.text).join('');
  return text.includes('\\') ? undefined : text;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(call function: (attribute attribute: (identifier) @method) arguments: (argument_list . (string) @argument .)) @target',
  textGate: /strip\(/,
  check: ({ target, captures, context }) => {
    if (!STRIP_METHODS.has(captures.method?.text ?? '') || !captures.argument) return false;
    const characters = literalCharacters(captures.argument);
    if (characters === undefined || characters.length < 2 || new Set(characters).size === characters.length) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['B005'])) return false;
    return {
      details: {
        reason: 'it repeats characters',
        call: `.${captures.method?.text}(${captures.argument.text})`,
        exact: '`.removeprefix(…)` / `.removesuffix(…)` (Python 3.9+)',
      },
    };
  },
  examples: {
    match: ['name = filename.rstrip(".txt")', 'host = url.lstrip("https://")'],
    noMatch: [
      'name = filename.removesuffix(".txt")',
      'word = token.strip(" \\t\\n")',
      'line = text.rstrip(".,;")',
      'x = text.strip("x")',
      'x = text.strip(f"{a}{a}")',
    ],
  },
};
