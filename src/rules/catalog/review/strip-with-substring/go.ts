import type { LanguageImplementation } from '../../../rule-folder.js';
import { isStringLiteral, literalContent } from '../../../syntax/go/go-syntax.js';

const TRIM_FUNCTIONS: Readonly<Record<string, string>> = { Trim: 'TrimPrefix` / `TrimSuffix', TrimLeft: 'TrimPrefix', TrimRight: 'TrimSuffix' };

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `((call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list (_) . (interpreted_string_literal) @cutset .)) @target
  (#any-of? @package "strings" "bytes")
  (#any-of? @function "Trim" "TrimLeft" "TrimRight"))`,
  textGate: /\.Trim(?:Left|Right)?\(/,
  check: ({ target, captures }) => {
    const { cutset, package: pkg, function: trim } = captures;
    if (!cutset || !pkg || !trim || !isStringLiteral(cutset)) return false;
    const characters = literalContent(cutset);
    if (characters.includes('\\') || characters.length < 2) return false;
    // A file extension cut from the right reads as a suffix whatever its letters: `TrimRight(name, ".yaml")`.
    const extension = trim.text !== 'TrimLeft' && /^\.[a-z0-9]{2,5}$/.test(characters);
    if (!extension && new Set(characters).size === characters.length) return false;
    return {
      details: {
        reason: extension ? 'it is a file extension' : 'it repeats characters',
        call: target.text.length <= 80 ? target.text : `${pkg.text}.${trim.text}(…, ${cutset.text})`,
        exact: `\`${pkg.text}.${TRIM_FUNCTIONS[trim.text] ?? 'TrimPrefix'}\``,
      },
    };
  },
  examples: {
    match: [
      'func host(url string) string {\n\treturn strings.TrimLeft(url, "https://")\n}',
      'func name(file string) string {\n\treturn strings.TrimRight(file, ".yaml")\n}',
    ],
    noMatch: [
      'func host(url string) string {\n\treturn strings.TrimPrefix(url, "https://")\n}',
      'func clean(s string) string {\n\treturn strings.Trim(s, " \\t\\n")\n}',
      'func clean(s string) string {\n\treturn strings.TrimRight(s, ".,;")\n}',
    ],
  },
};
