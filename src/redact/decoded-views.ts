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
/** Long enough for base64 of the shortest token (20 characters). */
const MIN_BASE64_RUN = 24;
/** A run of base64 characters, tried only where one starts: a short word is read once, not from each of its letters. */
const BASE64_RUN = new RegExp(`(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{${MIN_BASE64_RUN},}={0,2}`, 'g');
/** A longer run is decoded in pieces this long, so no piece is decoded twice and none is unbounded. */
const MAX_BASE64_PIECE = 16384;

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

/**
 * Where the characters of a decoded text come from: the decoded text is cut into segments, each either copied
 * from the source (characters keep their offset) or decoded from one escape (every character maps to the
 * escape's start). Kept per segment, not per character: a megabyte of text with few escapes costs a few entries.
 */
interface SegmentMap {
  /** Where each segment starts in the decoded text, ascending. */
  decodedStart: number[];
  /** Where it starts in the source text. */
  sourceStart: number[];
  /** Whether it was decoded from one escape. */
  escape: boolean[];
  sourceLength: number;
  decodedLength: number;
}

/** The source offset of decoded offset `at` (the decoded text's end maps to the source's end). */
function toSource(map: SegmentMap, at: number): number {
  if (at >= map.decodedLength) return map.sourceLength;
  let low = 0;
  let high = map.decodedStart.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((map.decodedStart[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  const start = map.sourceStart[low] ?? 0;
  return map.escape[low] ? start : start + at - (map.decodedStart[low] ?? 0);
}

/** One pass of escape decoding, with where each decoded character came from; undefined when nothing decodes. */
function decodeEscapes(text: string): { text: string; map: SegmentMap } | undefined {
  const parts: string[] = [];
  const map: SegmentMap = { decodedStart: [], sourceStart: [], escape: [], sourceLength: text.length, decodedLength: 0 };
  let copied = 0;
  let length = 0;
  const segment = (part: string, sourceStart: number, escape: boolean): void => {
    if (part.length === 0) return;
    parts.push(part);
    map.decodedStart.push(length);
    map.sourceStart.push(sourceStart);
    map.escape.push(escape);
    length += part.length;
  };
  for (const found of text.matchAll(ESCAPE)) {
    const decoded = decodeOne(found[0]);
    if (decoded === undefined) continue;
    segment(text.slice(copied, found.index), copied, false);
    segment(decoded, found.index, true);
    copied = found.index + found[0].length;
  }
  if (parts.length === 0) return undefined;
  segment(text.slice(copied), copied, false);
  map.decodedLength = length;
  return { text: parts.join(''), map };
}

/** The text with its escapes decoded to a fixed point (at most MAX_DECODE_PASSES); undefined when it holds none. */
function decodedView(text: string): TextView | undefined {
  let current = text;
  const maps: SegmentMap[] = [];
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass++) {
    const decoded = decodeEscapes(current);
    if (!decoded) break;
    maps.unshift(decoded.map);
    current = decoded.text;
  }
  if (maps.length === 0) return undefined;
  const original = (at: number): number => maps.reduce((offset, map) => toSource(map, offset), at);
  return { text: current, toOriginal: (start, end) => [original(start), original(end)] };
}

/** Each run of the text that decodes as base64 to mostly printable text, as a view whose every match maps to the whole run. */
function* base64Views(text: string): Generator<TextView> {
  for (const found of text.matchAll(BASE64_RUN)) {
    for (let start = 0; start < found[0].length; start += MAX_BASE64_PIECE) {
      const piece = found[0].slice(start, start + MAX_BASE64_PIECE);
      // The `=` padding joins the piece before it, as `{24,16384}={0,2}` would have matched it.
      if (piece.replace(/=+$/, '').length < MIN_BASE64_RUN) continue;
      const decoded = Buffer.from(piece, 'base64').toString('latin1');
      if (!isMostlyPrintable(decoded)) continue;
      const run: [number, number] = [found.index + start, found.index + start + piece.length];
      yield { text: decoded, toOriginal: () => run };
    }
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
