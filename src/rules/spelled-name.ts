/**
 * What a name or a string literal spells once its escapes are read, so `\u0065val`, `"\x65val"` and
 * `ｅｖａｌ` (Python reads identifiers in NFKC) are judged as the `eval` they are to the language.
 * Pure: text in, text out.
 */

const JAVASCRIPT_IDENTIFIER_ESCAPE = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g;

/** A JavaScript identifier as the engine reads it: `\u0065val` and `\u{65}val` are `eval`. */
export function javascriptName(text: string): string {
  return text.replace(JAVASCRIPT_IDENTIFIER_ESCAPE, (escape, braced?: string, four?: string) => codePoint(braced ?? four, escape));
}

/** A Python identifier as the interpreter reads it (NFKC-normalised): `ｅｖａｌ` is `eval`. */
export function pythonName(text: string): string {
  return text.normalize('NFKC');
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/**
 * The value of a JavaScript string literal or substitution-free template (quotes included in `literal`);
 * undefined when it is not one.
 */
export function javascriptStringValue(literal: string): string | undefined {
  const quote = literal[0];
  if ((quote !== '"' && quote !== "'" && quote !== '`') || literal.length < 2 || literal.at(-1) !== quote) return undefined;
  const body = literal.slice(1, -1);
  if (quote === '`' && /(?<!\\)(?:\\\\)*\$\{/.test(body)) return undefined;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what: string) => {
    if (what.startsWith('x')) return codePoint(what.slice(1), escape);
    if (what.startsWith('u{')) return codePoint(what.slice(2, -1), escape);
    if (what.startsWith('u') && what.length === 5) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return what === '0' ? '\0' : String.fromCharCode(parseInt(what, 8));
    if (what === '\n' || what === '\r\n' || what === '\r' || what === '\u2028' || what === '\u2029') return '';
    return SIMPLE_ESCAPES[what] ?? what;
  });
}

/**
 * The value of a Python string literal (prefix and quotes included); undefined for an f-string with a
 * replacement field or anything that is not a string literal. Raw strings keep their backslashes.
 */
export function pythonStringValue(literal: string): string | undefined {
  const found = /^([rRbBuUfF]{0,2})('''|"""|'|")([\s\S]*)\2$/.exec(literal);
  if (!found) return undefined;
  const prefix = (found[1] ?? '').toLowerCase();
  const body = found[3] ?? '';
  if (prefix.includes('f') && /(?<!\{)\{(?!\{)/.test(body)) return undefined;
  if (prefix.includes('r')) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what: string) => {
    if (/^[xuU]/.test(what) && what.length > 1 && /^[0-9a-fA-F]+$/.test(what.slice(1))) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return String.fromCharCode(parseInt(what, 8));
    // A character named `\N{…}` is not looked up: the literal is not a name to judge.
    if (what.startsWith('N{')) return escape;
    if (what === '\n' || what === '\r\n') return '';
    if (what === 'a') return '\x07';
    return SIMPLE_ESCAPES[what] ?? ('\\\'"'.includes(what) ? what : escape);
  });
}

function codePoint(hex: string | undefined, escape: string): string {
  const value = parseInt(hex ?? '', 16);
  return Number.isInteger(value) && value <= 0x10ffff ? String.fromCodePoint(value) : escape;
}
