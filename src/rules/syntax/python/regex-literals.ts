import type { Node } from 'web-tree-sitter';
import { parsePattern, unescapeLiteral } from '../regex-pattern.js';
import type { LiteralRegex, RegexSource } from '../regex-pattern.js';
import { plainStringText } from './python-syntax.js';

/**
 * A call of the `re` module with a literal pattern first: `re.compile(r"…")`, `re.sub("…", …)`; or a literal
 * assigned to a name that says it is a pattern, for a framework or a later call to compile: `regex = "…"` in a
 * class body, `FLOAT_RE = r"…"`. Each captures `@pattern`.
 */
const QUERY = `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list . (string) @pattern)) @target
  (#eq? @module "re")
  (#any-of? @function "compile" "match" "search" "fullmatch" "sub" "subn" "split" "findall" "finditer"))
((assignment
  left: [(identifier) (attribute attribute: (identifier))] @name
  right: (string) @pattern) @target
  (#match? @name "([rR][eE][gG][eE][xX][pP]?|(^|[._])(re|RE)(_[a-zA-Z]+)?)$"))`;

/** The parsed pattern a `QUERY` match names, with its text as written; undefined for f-strings and patterns that do not parse. */
function read(captures: Readonly<Record<string, Node>>): LiteralRegex | undefined {
  const node = captures.pattern;
  const body = node && plainStringText(node);
  if (!node || body === undefined) return undefined;
  const prefix = /^[a-zA-Z]*/.exec(node.text)?.[0] ?? '';
  // Read leniently (as JavaScript without the unicode flag): Python lets any punctuation be escaped.
  const pattern = parsePattern(unescapeLiteral(body, /r/i.test(prefix), 'python'), 'python');
  return pattern && { pattern, source: node.text };
}

export const PYTHON_REGEX: RegexSource = { languages: ['python'], query: QUERY, read };
