import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { unescapeLiteral } from '../../../syntax/regex-pattern.js';

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

/** Characters escaping code replaces — quotes, the backslash and HTML's specials — meaning every one of them. */
const ESCAPED = new Set(["'", '"', '`', '\\', '<', '>', '&']);

/** The one character a pattern stands for: a string's value, or a regular expression without `g` of one character. */
function patternCharacter(pattern: Node): string | undefined {
  if (pattern.type === 'string') {
    const value = unescapeLiteral(pattern.text.slice(1, -1), false, 'javascript');
    return value.length === 1 ? value : undefined;
  }
  const flags = pattern.childForFieldName('flags')?.text ?? '';
  const source = pattern.childForFieldName('pattern')?.text ?? '';
  const single = /^(?:\\([^a-zA-Z0-9])|([^\\]))$/.exec(source);
  return flags.includes('g') || flags.includes('y') || !single ? undefined : (single[1] ?? single[2]);
}

/** Whether `replacement` escapes `character`: a backslash before it, an HTML entity, or a quote doubled. */
function escapes(character: string, replacement: string): boolean {
  if (replacement.includes(`\\${character}`)) return true;
  if (/^&(?:#\d+|#x[0-9a-f]+|[a-z]+);$/i.test(replacement)) return character !== '\\' && character !== '`';
  return replacement === character + character && (character === "'" || character === '"');
}

/** `.replace("'", "\\'")`: escaping that stops after the first quote, backslash or `<`. */
function escapesFirstOnly(call: Node, pattern: Node): boolean {
  const character = patternCharacter(pattern);
  const replacement = call.childForFieldName('arguments')?.namedChildren[1];
  if (character === undefined || !ESCAPED.has(character) || replacement?.type !== 'string') return false;
  return escapes(character, unescapeLiteral(replacement.text.slice(1, -1), false, 'javascript'));
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
    const call = captures.target;
    if (!pattern || !call) return false;
    const details = { call: excerpt(call.text, 50), pattern: pattern.text };
    // Escaping is meant for every occurrence: the first one escaped and the rest left is a bug, not a choice.
    if (escapesFirstOnly(call, pattern)) {
      return {
        details: { ...details, consequence: 'every later one stays unescaped, and the text can still break out of its quotes or markup' },
        severity: 'medium',
        confidence: 85,
      };
    }
    const repeated = pattern.type === 'string' ? SEPARATOR_STRING.test(pattern.text.slice(1, -1)) : separatorRegex(pattern);
    return repeated ? { details: { ...details, consequence: 'the others stay as they are' } } : false;
  },
  examples: {
    match: [
      "const id = name.replace('-', '_');",
      'const quoted = `\'${value.replace("\'", "\\\\\'")}\'`;',
      "const safe = text.replace('<', '&lt;');",
      'const literal = s.replace(/"/, \'\\\\"\');',
      'const words = title.replace(/ /, "-");',
      "const path = file.replace('\\\\', '/');",
    ],
    noMatch: [
      "const id = name.replaceAll('-', '_');",
      "const cents = price.toFixed(2).replace('.', '');",
      'const slug = title.replace(/ /g, "-");',
      "const rest = line.replace('prefix:', '');",
      "const trimmed = text.replace(/^-/, '');",
      'const quoted = value.replace(/\'/g, "\\\\\'");',
      "const unquoted = value.replace('\"', '');",
    ],
  },
};
