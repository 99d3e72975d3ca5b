import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/**
 * A string pattern made of one separator or whitespace character: text usually has several of them. `.` and `:`
 * are left out: a number has one decimal point, a label one colon.
 */
const SEPARATOR_STRING = /^(?:[-_ ,;/|+]|\\\\|\\[nt])$/;

/** A regular expression without `g` that matches one such character (or a run of spaces), anywhere in the text. */
function separatorRegex(regex: Node): boolean {
  const flags = regex.childForFieldName('flags')?.text ?? '';
  const source = regex.childForFieldName('pattern')?.text ?? '';
  return !flags.includes('g') && !flags.includes('y') && /^(?:[-_ ,:;|]|\\[./+\\snt]|\\s\+| \+)$/.test(source);
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(string) (regex)] @pattern)) @target
      (#eq? @method "replace"))`,
  textGate: /replace/,
  check: ({ captures }) => {
    const pattern = captures.pattern;
    if (!pattern) return false;
    const repeated = pattern.type === 'string' ? SEPARATOR_STRING.test(pattern.text.slice(1, -1)) : separatorRegex(pattern);
    return repeated ? { details: { call: excerpt(captures.target?.text ?? '', 50), pattern: pattern.text } } : false;
  },
  examples: {
    match: ["const id = name.replace('-', '_');", 'const words = title.replace(/ /, "-");', "const path = file.replace('\\\\', '/');"],
    noMatch: [
      "const id = name.replaceAll('-', '_');",
      "const cents = price.toFixed(2).replace('.', '');",
      'const slug = title.replace(/ /g, "-");',
      "const rest = line.replace('prefix:', '');",
      "const trimmed = text.replace(/^-/, '');",
    ],
  },
};
