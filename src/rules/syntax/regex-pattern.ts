import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import type { Node } from 'web-tree-sitter';
import type { Language } from '../../diff/language.js';

/**
 * The dialects whose literal patterns the regex rules read. Python's `re` and Go's RE2 share JavaScript's syntax
 * for everything those rules look at (classes, ranges, alternation, anchors, groups); their own extensions are
 * rewritten to JavaScript's before parsing, and a pattern that still does not parse is left alone.
 */
export type RegexDialect = 'javascript' | 'python' | 'go';

/** A literal pattern found in the code, parsed, with its text as written (for the message). */
export interface LiteralRegex {
  pattern: AST.Pattern;
  source: string;
}

/** Where a language's literal patterns are: a query capturing each as `@pattern`, and how to read the capture. */
export interface RegexSource {
  languages: readonly Language[];
  query: string;
  read(captures: Readonly<Record<string, Node>>): LiteralRegex | undefined;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * A literal pattern parsed with ESLint's regular-expression parser; undefined when it does not parse or a rule
 * could not read it faithfully: verbose patterns (`(?x)`, where white space and `#` mean something else).
 */
export function parsePattern(source: string, dialect: RegexDialect, unicode = false): AST.Pattern | undefined {
  const text = dialect === 'javascript' ? source : fromDialect(source);
  if (text === undefined) return undefined;
  try {
    return parser.parsePattern(text, 0, text.length, { unicode });
  } catch {
    return undefined;
  }
}

/** Python's and Go's spellings of named groups, start and end anchors and leading inline flags, in JavaScript's. */
function fromDialect(source: string): string | undefined {
  const flags = /^\(\?([a-zA-Z]+)\)/.exec(source);
  if (flags?.[1]?.includes('x')) return undefined;
  return source
    .slice(flags?.[0].length ?? 0)
    .replace(/\(\?P<(\w+)>/g, '(?<$1>')
    .replace(/\(\?P=(\w+)\)/g, '\\k<$1>')
    .replace(/(?<!\\)((?:\\\\)*)\\A/g, '$1^')
    .replace(/(?<!\\)((?:\\\\)*)\\[zZ]/g, '$1$');
}

/** The character classes of a pattern, in order. */
export function characterClasses(pattern: AST.Pattern): AST.CharacterClass[] {
  const classes: AST.CharacterClass[] = [];
  visitRegExpAST(pattern, { onCharacterClassEnter: (node) => void classes.push(node) });
  return classes;
}

/** How many capturing groups a pattern has, and their names. */
export function capturingGroups(pattern: AST.Pattern): { count: number; names: Set<string> } {
  let count = 0;
  const names = new Set<string>();
  visitRegExpAST(pattern, {
    onCapturingGroupEnter: (group) => {
      count += 1;
      if (group.name) names.add(group.name);
    },
  });
  return { count, names };
}

/**
 * The value of a string literal's body: escapes resolved unless the literal is raw. An escape the language does
 * not know (`"\\d"`) keeps its backslash in Python (Go rejects it at compile time) and loses it in JavaScript.
 */
export function unescapeLiteral(body: string, raw: boolean, dialect: RegexDialect): string {
  if (raw) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|.)/gs, (escape, code: string) => {
    if (/^[xuU]./.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
    // A named character (`\N{BULLET}`) stands for one character outside ASCII: which one does not matter here.
    if (code.startsWith('N{')) return '\uFFFD';
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return SIMPLE_ESCAPES[code] ?? (dialect === 'javascript' ? code : escape);
  });
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  f: '\f',
  v: '\v',
  b: '\b',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '`': '`',
};
