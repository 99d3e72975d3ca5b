import { decodeUtf8 } from './decode-utf8.js';

/** A file's contents at the reviewed head, or why there is no text to review. */
export type FileText =
  /** `encoding`: the file's bytes were not UTF-8 but this, and `text` is them decoded. */
  | { kind: 'text'; text: string; encoding?: WideEncoding }
  /** Larger than the reader takes (`bytes` is its size). */
  | { kind: 'too-large'; bytes: number }
  /** Not text: an image, an archive, compiled code. */
  | { kind: 'binary' }
  /** Not at the head as a file (or a path no reader may open). */
  | { kind: 'missing' };

/** The text encodings with NUL bytes in their text that git calls binary, and that are read all the same. */
export type WideEncoding = 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

/** git's own binary test looks for a NUL byte in the first 8,000 bytes (xdiff `buffer_is_binary`). */
const BINARY_SNIFF_BYTES = 8000;

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** C0 control bytes that no text file holds: all but NUL, tab, line feed, vertical tab, form feed, carriage return and escape. */
function isBinaryControl(byte: number): boolean {
  return byte < 0x20 && byte !== 0x00 && (byte < 0x09 || byte > 0x0d) && byte !== 0x1b;
}

function isTextApartFromNul(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (isBinaryControl(byte)) return false;
  try {
    strictDecoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Pure: the text of a file's bytes. git calls a file with a NUL byte near its start binary, yet a
 * JavaScript file with one in a comment still runs, so such a file is text when it is valid UTF-8 without
 * other control bytes; an image or an archive fails that and is `binary`. A file in UTF-16 (with a
 * byte-order mark, or without one by its NUL-byte pattern) or UTF-32 (with a byte-order mark) is decoded:
 * Windows tools write them, and a credential in one is as live as in UTF-8. NUL bytes read as spaces:
 * parsers and renderers take a NUL for the end of the text, and a space keeps every column in place.
 */
export function fileTextOf(bytes: Uint8Array): FileText {
  const wide = wideEncodingOf(bytes);
  if (wide) {
    const text = decodeWide(bytes.subarray(wide.bomBytes), wide.encoding);
    if (text === undefined || hasBinaryControl(text)) return { kind: 'binary' };
    return { kind: 'text', text: text.includes('\0') ? text.replaceAll('\0', ' ') : text, encoding: wide.encoding };
  }
  if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0) && !isTextApartFromNul(bytes)) return { kind: 'binary' };
  const text = decodeUtf8(bytes);
  return { kind: 'text', text: text.includes('\0') ? text.replaceAll('\0', ' ') : text };
}

/** The wide encoding the bytes are in, by their byte-order mark or, for UTF-16 without one, by where the NUL bytes fall. */
function wideEncodingOf(bytes: Uint8Array): { encoding: WideEncoding; bomBytes: number } | undefined {
  const [b0, b1, b2, b3] = bytes;
  // UTF-32LE's mark starts with UTF-16LE's: it is tested first.
  if (b0 === 0xff && b1 === 0xfe && b2 === 0x00 && b3 === 0x00) return { encoding: 'utf-32le', bomBytes: 4 };
  if (b0 === 0x00 && b1 === 0x00 && b2 === 0xfe && b3 === 0xff) return { encoding: 'utf-32be', bomBytes: 4 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bomBytes: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bomBytes: 2 };
  const sample = bytes.subarray(0, Math.min(bytes.length, BINARY_SNIFF_BYTES) & ~1);
  let zerosEven = 0;
  let zerosOdd = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) zerosEven++;
    if (sample[index + 1] === 0) zerosOdd++;
  }
  // Text in UTF-16 has a NUL in the high byte of every Latin character, and rarely one in the low byte (U+0100, U+4E00).
  const units = sample.length / 2;
  if (zerosOdd >= units / UTF16_LATIN_SHARE && zerosEven * UTF16_STRAY_NULS <= zerosOdd) return { encoding: 'utf-16le', bomBytes: 0 };
  if (zerosEven >= units / UTF16_LATIN_SHARE && zerosOdd * UTF16_STRAY_NULS <= zerosEven) return { encoding: 'utf-16be', bomBytes: 0 };
  return undefined;
}

/**
 * At least one character in this many is Latin (a NUL high byte) for bytes without a byte-order mark to read
 * as UTF-16: source code and configuration are mostly ASCII, and a binary's stray NUL bytes fall short of it.
 */
const UTF16_LATIN_SHARE = 2;
/** NUL bytes on the other side allowed per this many on the Latin side: a few characters like U+0100 have them. */
const UTF16_STRAY_NULS = 8;

const utf16Decoders = {
  'utf-16le': new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true }),
  'utf-16be': new TextDecoder('utf-16be', { fatal: true, ignoreBOM: true }),
};

/** The bytes decoded, or undefined when they are not valid in `encoding` (an odd length, a lone surrogate, a code point past U+10FFFF). */
function decodeWide(bytes: Uint8Array, encoding: WideEncoding): string | undefined {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    if (bytes.length % 2 !== 0) return undefined;
    try {
      return utf16Decoders[encoding].decode(bytes);
    } catch {
      return undefined;
    }
  }
  if (bytes.length % 4 !== 0) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const codePoints: number[] = [];
  let text = '';
  for (let offset = 0; offset < bytes.length; offset += 4) {
    const codePoint = view.getUint32(offset, encoding === 'utf-32le');
    if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
    codePoints.push(codePoint);
    // In slices: String.fromCodePoint takes its code points as arguments.
    if (codePoints.length === 8192) text += String.fromCodePoint(...codePoints.splice(0));
  }
  return text + String.fromCodePoint(...codePoints);
}

/** Whether decoded text holds a control character no text file holds (see isBinaryControl). */
function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (isBinaryControl(text.charCodeAt(index))) return true;
  return false;
}
