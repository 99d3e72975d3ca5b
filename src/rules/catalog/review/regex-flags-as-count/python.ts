import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/** The positional slot that takes a count, by function: `re.sub(pattern, repl, string, count)`, `re.split(pattern, string, maxsplit)`. */
const COUNT_SLOT: Readonly<Record<string, { index: number; slot: string; value: string }>> = {
  sub: { index: 3, slot: 'count', value: 'replacements' },
  subn: { index: 3, slot: 'count', value: 'replacements' },
  split: { index: 2, slot: 'maxsplit', value: 'splits' },
};

/** `re.IGNORECASE`, `re.I | re.M`: flags of the `re` module. */
function isFlags(node: Node): boolean {
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '|') {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    return !!left && !!right && isFlags(left) && isFlags(right);
  }
  const path = dottedName(node);
  return path.length === 2 && path[0] === 're' && /^[A-Z]+$/.test(path[1] ?? '');
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list) @arguments) @target
  (#eq? @module "re")
  (#any-of? @function "sub" "subn" "split"))`,
  check: ({ captures, context }) => {
    const name = captures.function?.text ?? '';
    const slot = COUNT_SLOT[name];
    const positional = captures.arguments?.namedChildren.filter((argument) => argument && argument.type !== 'keyword_argument' && argument.type !== 'comment');
    const argument = slot && positional?.[slot.index];
    if (!slot || !argument || !isFlags(argument) || silencedByNoqa(context.lines, lineOf(argument), ['B034'])) return false;
    return { details: { flags: excerpt(argument.text, 40), function: name, slot: slot.slot, value: slot.value } };
  },
  examples: {
    match: ['title = re.sub(r"\\s+", " ", text, re.MULTILINE)', 'parts = re.split(r",\\s*", line, re.I | re.X)', 're.subn("a", "b", s, re.I)'],
    noMatch: ['title = re.sub(r"\\s+", " ", text, flags=re.MULTILINE)', 'title = re.sub(r"\\s+", " ", text, 1)', 'parts = re.split(r",", line, 2)'],
  },
};
