import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

const COLLECTIONS = new Set(['list', 'tuple', 'set']);

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(list (concatenated_string) @target) (tuple (concatenated_string) @target) (set (concatenated_string) @target)]',
  textGate: /["']\s+[rbuf]*["']/i,
  check: ({ target, context }) => {
    const collection = target.parent;
    if (!collection || !COLLECTIONS.has(collection.type)) return false;
    const parts = target.namedChildren.filter((part) => part.type === 'string');
    // Two parts, as a missing comma makes; longer runs (`"\\x1b[1m" "text" "\\x1b[0m"`) are built on purpose.
    if (parts.length !== 2 || target.startPosition.row !== target.endPosition.row) return false;
    // Among other strings: a list of strings one short. A lone concatenation, or one among other values, may be one long string.
    const items = collection.namedChildren.filter((item) => item.type !== 'comment');
    // Every other item a single string: where the others are concatenations too, joining is the collection's style.
    const others = items.filter((item) => item.startIndex !== target.startIndex);
    // A split at a space is prose a formatter joined back onto one line (`"… files in " "[default: dist]"`), not two items.
    const [first, second] = parts.map((part) =>
      part.namedChildren
        .filter((child) => child.type === 'string_content')
        .map((child) => child.text)
        .join(''),
    );
    if (/\s$/.test(first ?? '') || /^\s/.test(second ?? '')) return false;
    // At least two other items: in a pair (`(input, expected)`) one side is often built from parts.
    if (others.length < 2 || !others.every((item) => item.type === 'string')) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['ISC001', 'W1404'])) return false;
    return { details: { strings: excerpt(target.text, 50) } };
  },
  examples: {
    match: ['FLAGS = ["--verbose" "--quiet", "--force", "--yes"]', 'EXTENSIONS = (".py", ".pyi" ".pyx", ".pxd")', 'names = {"alice", "bob" "carol", "dave"}'],
    noMatch: [
      'FLAGS = ["--verbose", "--quiet", "--force"]',
      'MESSAGE = ("a long message that was split "\n           "over two lines", "short")',
      'parts = ["prefix" "suffix"]',
      'rows = [name, "a" "b", count]',
      'CODES = ("\\x1b[1m" "bold", "\\x1b[0m" "reset")',
      'CASE = ("<b>1</b>", "\\x1b[1m" "1")',
      'OPTION = ("dist-dir=", "d", "directory to put the archive in " "[default: dist]")',
    ],
  },
};
