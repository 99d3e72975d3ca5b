/**
 * The readings of a text in which a credential can stand: the text itself, the text with its escapes
 * decoded (`\n`, `\t`, `\x41`, `\u0041`, `\u{41}`, `%41`, `&#65;`, repeated while a pass still decodes
 * something, so `%5Cx41` is read too), and every run that reads as base64. A credential found in a
 * reading maps back to the stretch of the original text that spells it, so a finding points at it and a
 * redaction removes all of it.
 */
export interface TextView {
  text: string;
  /** The stretch of the original text that spells `text.slice(start, end)`. */
  toOriginal(start: number, end: number): [number, number];
}

const ESCAPE = /\\(?:[ntr"'\\/]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\})|%[0-9A-Fa-f]{2}|&#(?:[xX][0-9A-Fa-f]{1,6}|[0-9]{1,7});/g;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r' };
/** Encodings nested deeper than this are not a way text is written, only a way to hide it. Three covers `%255Cx41`. */
const MAX_DECODE_PASSES = 3;
/** Long enough for base64 of the shortest token (20 characters); bounded so no attempt reads on without end. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,16384}={0,2}/g;

function decodeOne(escape: string): string | undefined {
  if (escape.startsWith('%')) {
    const code = Number.parseInt(escape.slice(1), 16);
    // Bytes above ASCII are parts of a multi-byte character: no token is made of them.
    return code < 0x80 ? String.fromCharCode(code) : undefined;
  }
  if (escape.startsWith('&#')) {
    const code = escape[2] === 'x' || escape[2] === 'X' ? Number.parseInt(escape.slice(3), 16) : Number.parseInt(escape.slice(2), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  const kind = escape[1] ?? '';
  if (kind === 'x') return String.fromCharCode(Number.parseInt(escape.slice(2), 16));
  if (kind === 'u') {
    const code = Number.parseInt(escape.slice(2).replace(/[{}]/g, ''), 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return SIMPLE_ESCAPES[kind] ?? kind;
}

/** One pass of escape decoding, with where each decoded character came from; undefined when nothing decodes. */
function decodeEscapes(text: string): { text: string; origin: Int32Array } | undefined {
  const parts: string[] = [];
  const origin: number[] = [];
  let copied = 0;
  let decodedAny = false;
  for (const found of text.matchAll(ESCAPE)) {
    const decoded = decodeOne(found[0]);
    if (decoded === undefined) continue;
    decodedAny = true;
    const at = found.index;
    parts.push(text.slice(copied, at));
    for (let index = copied; index < at; index++) origin.push(index);
    parts.push(decoded);
    for (let unit = 0; unit < decoded.length; unit++) origin.push(at);
    copied = at + found[0].length;
  }
  if (!decodedAny) return undefined;
  parts.push(text.slice(copied));
  for (let index = copied; index <= text.length; index++) origin.push(index);
  return { text: parts.join(''), origin: Int32Array.from(origin) };
}

/** The text with its escapes decoded to a fixed point (at most MAX_DECODE_PASSES); undefined when it holds none. */
function decodedView(text: string): TextView | undefined {
  let current = text;
  let origin: Int32Array | undefined;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass++) {
    const decoded = decodeEscapes(current);
    if (!decoded) break;
    origin = origin ? decoded.origin.map((index) => origin?.[index] ?? index) : decoded.origin;
    current = decoded.text;
  }
  if (!origin) return undefined;
  const map = origin;
  return { text: current, toOriginal: (start, end) => [map[start] ?? 0, map[end] ?? text.length] };
}

/** Each run of the text that decodes as base64 to mostly printable text, as a view whose every match maps to the whole run. */
function* base64Views(text: string): Generator<TextView> {
  for (const found of text.matchAll(BASE64_RUN)) {
    const decoded = Buffer.from(found[0], 'base64').toString('latin1');
    if (!isMostlyPrintable(decoded)) continue;
    const run: [number, number] = [found.index, found.index + found[0].length];
    yield { text: decoded, toOriginal: () => run };
  }
}

/** Identifiers and hashes decode to bytes of every value; encoded text decodes to printable characters. */
function isMostlyPrintable(text: string): boolean {
  let printable = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code >= 0x20 && code < 0x7f) || code === 0x0a || code === 0x09 || code === 0x0d) printable++;
  }
  return printable >= text.length * 0.9;
}

/** The readings of `text` to search for credentials: the text, its decoded escapes, its base64 runs. */
export function* decodedViews(text: string): Generator<TextView> {
  yield { text, toOriginal: (start, end) => [start, end] };
  const decoded = decodedView(text);
  if (decoded) yield decoded;
  yield* base64Views(text);
}
