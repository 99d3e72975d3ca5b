import type { Language } from '../diff/language.js';

/**
 * The rows (0-based) where a top-level declaration block starts: a function, a class and the like, at
 * column 0, with nothing open before it (no bracket, string, comment or template) and the code before it
 * ended (by `}` or `;` in JavaScript, `}` or `)` in Go, any line end in Python but a decorator's or a
 * backslash). There the parser is between two statements of the file, so the text from one such row to
 * another parses alone to the same subtree it has in the whole file. Found by a lexer pass over the text,
 * much cheaper than a parse; a row it cannot vouch for is left out, which only makes a region larger.
 */
export function declarationRows(language: Language, text: string): number[] {
  return language === 'python' ? pythonRows(text) : bracesRows(text, language === 'go' ? GO : JAVASCRIPT);
}

interface BraceLanguage {
  /** Matched at a row's start (sticky). */
  declaration: RegExp;
  /** What the code before a declaration must end with. */
  enders: string;
  /** `/` may start a regular expression; `` ` `` starts a template with `${…}` rather than a raw string. */
  javascript: boolean;
}

const JAVASCRIPT: BraceLanguage = {
  declaration: /(?:export[ \t]+(?:default[ \t]+)?)?(?:declare[ \t]+)?(?:(?:async[ \t]+)?function\b|(?:abstract[ \t]+)?class\b|interface\b|enum\b|namespace\b)/y,
  enders: '};',
  javascript: true,
};

const GO: BraceLanguage = { declaration: /(?:func|type)\b/y, enders: '})', javascript: false };

/** Words after which `/` starts a regular expression rather than dividing. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

const isWordCode = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36 || code > 127;

function bracesRows(text: string, language: BraceLanguage): number[] {
  const rows: number[] = [];
  let depth = 0;
  // Brace depths at which a `${` of a template opened: its `}` goes back into the template.
  const templates: number[] = [];
  // The last character of code before this point that is not blank and not in a comment.
  let last = '';
  let wordEnd = -1;
  let row = 0;
  let index = 0;
  const length = text.length;
  const atRowStart = (start: number): void => {
    if (depth !== 0 || templates.length > 0) return;
    if (last !== '' && !language.enders.includes(last)) return;
    language.declaration.lastIndex = start;
    if (language.declaration.test(text)) rows.push(row);
  };
  /** Skips a quoted string from its opening quote at `index`; false when it is not closed on its line. */
  const skipString = (quote: number): boolean => {
    const from = index;
    for (index += 1; index < length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 92) index += 1;
      else if (code === quote) break;
      else if (code === 10) return false;
    }
    row += newlinesBetween(text, from, index);
    return index < length;
  };
  /** Skips template text from `index` to the closing backtick (true) or a `${` (false), counting rows. */
  const skipTemplate = (): boolean => {
    const from = index;
    for (; index < length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 92) index += 1;
      else if (code === 96 || (code === 36 && text.charCodeAt(index + 1) === 123)) break;
    }
    row += newlinesBetween(text, from, index);
    return text.charCodeAt(index) !== 36;
  };
  const regexAllowed = (): boolean => {
    if (last === '') return true;
    if (last === ')' || last === ']' || last === '}' || last === '"' || last === "'" || last === '`') return false;
    if (!isWordCode(last.charCodeAt(0))) return true;
    let start = wordEnd;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start -= 1;
    return BEFORE_REGEX.has(text.slice(start, wordEnd));
  };
  /** Skips a regular expression from its `/`; false when it does not end on its line (then it was a division). */
  const skipRegex = (): boolean => {
    let inClass = false;
    for (let at = index + 1; at < length; at += 1) {
      const code = text.charCodeAt(at);
      if (code === 10) return false;
      if (code === 92) at += 1;
      else if (code === 91) inClass = true;
      else if (code === 93) inClass = false;
      else if (code === 47 && !inClass) {
        index = at;
        return true;
      }
    }
    return false;
  };

  atRowStart(0);
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      row += 1;
      atRowStart(index + 1);
      continue;
    }
    if (code === 32 || code === 9 || code === 13) continue;
    const next = text.charCodeAt(index + 1);
    if (code === 47 && next === 47) {
      const end = text.indexOf('\n', index);
      index = (end === -1 ? length : end) - 1;
      continue;
    }
    if (code === 47 && next === 42) {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? length : end + 2;
      row += newlinesBetween(text, index, stop);
      index = stop - 1;
      continue;
    }
    let character = text[index] ?? '';
    if (code === 34 || code === 39) {
      // A string left open at its line's end is broken code: no row after it can be vouched for.
      if (!skipString(code)) return rows;
    } else if (code === 96) {
      index += 1;
      if (language.javascript) {
        if (!skipTemplate()) {
          templates.push(depth);
          depth += 1;
          index += 1;
          character = '{';
        }
      } else {
        // A Go raw string: no escapes, any number of lines.
        const end = text.indexOf('`', index);
        if (end === -1) return rows;
        row += newlinesBetween(text, index, end);
        index = end;
      }
    } else if (code === 47 && language.javascript && regexAllowed() && skipRegex()) {
      character = '/';
    } else if (code === 40 || code === 91 || code === 123) {
      depth += 1;
    } else if (code === 41 || code === 93 || code === 125) {
      depth -= 1;
      if (depth < 0) return rows;
      if (code === 125 && templates[templates.length - 1] === depth) {
        templates.pop();
        index += 1;
        if (!skipTemplate()) {
          templates.push(depth);
          depth += 1;
          index += 1;
          character = '{';
        } else character = '`';
      }
    } else if (isWordCode(code)) {
      while (index + 1 < length && isWordCode(text.charCodeAt(index + 1))) index += 1;
      wordEnd = index + 1;
      character = text[index] ?? '';
    }
    last = character;
  }
  return rows;
}

const PYTHON_DECLARATION = /(?:@|(?:async[ \t]+)?def\b|class\b)/y;

function pythonRows(text: string): number[] {
  const rows: number[] = [];
  let depth = 0;
  let row = 0;
  let index = 0;
  const length = text.length;
  // A line ending in `\` goes on in the next; a decorator's function must stay with it.
  let continued = false;
  let afterDecorator = false;
  const atRowStart = (start: number): void => {
    if (depth !== 0 || continued) return;
    let first = start;
    while (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9) first += 1;
    const code = text.charCodeAt(first);
    // A blank or comment line starts no statement.
    if (code === 35 || code === 10 || code === 13 || first >= length) return;
    PYTHON_DECLARATION.lastIndex = start;
    if (!afterDecorator && PYTHON_DECLARATION.test(text)) rows.push(row);
    afterDecorator = code === 64;
  };
  atRowStart(0);
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      row += 1;
      atRowStart(index + 1);
      continued = false;
      continue;
    }
    if (code === 35) {
      const end = text.indexOf('\n', index);
      index = (end === -1 ? length : end) - 1;
    } else if (code === 92) {
      if (text.charCodeAt(index + 1) === 10) continued = true;
      else if (text.charCodeAt(index + 1) === 13 && text.charCodeAt(index + 2) === 10) {
        continued = true;
        index += 1;
      }
    } else if (code === 34 || code === 39) {
      // Prefixes (`f`, `rb`) read as a name before the quote; a string still ends at its quote.
      const closing = text.startsWith(code === 34 ? '"""' : "'''", index) ? text.slice(index, index + 3) : (text[index] ?? '');
      let at = index + closing.length;
      for (; at < length; at += 1) {
        const inner = text.charCodeAt(at);
        if (inner === 92) at += 1;
        else if (text.startsWith(closing, at)) break;
        else if (inner === 10 && closing.length === 1) return rows;
      }
      if (at >= length) return rows;
      row += newlinesBetween(text, index, at);
      index = at + closing.length - 1;
    } else if (code === 40 || code === 91 || code === 123) {
      depth += 1;
    } else if (code === 41 || code === 93 || code === 125) {
      depth -= 1;
      if (depth < 0) return rows;
    }
  }
  return rows;
}

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}
