import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../diff/language.js';
import { parsePattern, unescapeLiteral } from '../regex-pattern.js';
import type { LiteralRegex, RegexSource } from '../regex-pattern.js';

/** A regular-expression literal, or `new RegExp('…')` / `RegExp('…')` with a literal pattern: each captures `@pattern`. */
const QUERY = `(regex pattern: (regex_pattern) @pattern) @target
((new_expression constructor: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target
  (#eq? @constructor "RegExp"))
((call_expression function: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target
  (#eq? @constructor "RegExp"))`;

/** The parsed pattern a `QUERY` match names, with its text as written; undefined when it does not parse. */
function read(captures: Readonly<Record<string, Node>>): LiteralRegex | undefined {
  const node = captures.pattern;
  if (!node) return undefined;
  if (node.type === 'regex_pattern') {
    const flags = node.parent?.childForFieldName('flags')?.text ?? '';
    const pattern = parsePattern(node.text, 'javascript', /[uv]/.test(flags));
    return pattern && { pattern, source: `/${node.text}/` };
  }
  // `new RegExp('…', 'u')` reads the pattern in unicode mode, like the literal with that flag.
  const flagsArgument = node.nextNamedSibling;
  const unicode = flagsArgument?.type === 'string' && /[uv]/.test(flagsArgument.text);
  const pattern = parsePattern(unescapeLiteral(node.text.slice(1, -1), false, 'javascript'), 'javascript', unicode);
  return pattern && { pattern, source: node.text };
}

export const JS_REGEX: RegexSource = { languages: JS_FAMILY, query: QUERY, read };
