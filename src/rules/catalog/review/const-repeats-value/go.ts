import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** The constant whose expression a bare one repeats: the nearest one above it with a value. */
function repeatedSpec(spec: Node): Node | undefined {
  for (let previous = spec.previousNamedSibling; previous; previous = previous.previousNamedSibling) {
    if (previous.type === 'const_spec' && previous.childForFieldName('value')) return previous;
  }
  return undefined;
}

/** Whether an expression counts: `iota` anywhere in it gives each repetition its own value. */
function usesIota(node: Node): boolean {
  return node.type === 'iota' || node.namedChildren.some((child) => child !== null && usesIota(child));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(const_declaration (const_spec !value) @target)`,
  check: ({ target }) => {
    const source = repeatedSpec(target);
    const value = source?.childForFieldName('value');
    if (!source || !value || usesIota(value)) return false;
    const name = target.childForFieldName('name')?.text;
    const previous = source.childrenForFieldName('name').at(-1)?.text;
    if (!name || !previous) return false;
    return { details: { name, value: excerpt(value.text, 40), previous } };
  },
  examples: {
    match: [
      'const (\n\tKeyMediaPrev = uv.KeyMediaPrev\n\tKeyMediaRecord\n)',
      'const (\n\tMouseButton10 MouseButton = 10\n\tMouseButton11\n)',
      'const (\n\tA = "a"\n\t// B is the second one.\n\tB\n)',
    ],
    noMatch: [
      'const (\n\tA = iota\n\tB\n\tC\n)',
      'const (\n\tKB = 1 << (10 * (iota + 1))\n\tMB\n)',
      'const (\n\tA = 1\n\tB = 2\n)',
      'const (\n\t_ Weekday = iota\n\tMonday\n)',
    ],
  },
};
