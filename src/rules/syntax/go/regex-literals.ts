import type { Node } from 'web-tree-sitter';
import { parsePattern, unescapeLiteral } from '../regex-pattern.js';
import type { LiteralRegex, RegexSource } from '../regex-pattern.js';

/** A call of the `regexp` package with a literal pattern first: `regexp.MustCompile(`…`)`; captures `@pattern`. */
const QUERY = `((call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . [(interpreted_string_literal) (raw_string_literal)] @pattern)) @target
  (#eq? @package "regexp")
  (#any-of? @function "Compile" "MustCompile" "CompilePOSIX" "MustCompilePOSIX" "MatchString" "Match"))`;

/** The parsed pattern a `QUERY` match names, with its text as written; undefined when it does not parse. */
function read(captures: Readonly<Record<string, Node>>): LiteralRegex | undefined {
  const node = captures.pattern;
  if (!node) return undefined;
  const raw = node.type === 'raw_string_literal';
  // Read leniently (as JavaScript without the unicode flag): RE2 lets any punctuation be escaped.
  const pattern = parsePattern(unescapeLiteral(node.text.slice(1, -1), raw, 'go'), 'go');
  return pattern && { pattern, source: node.text };
}

export const GO_REGEX: RegexSource = { languages: ['go'], query: QUERY, read };
