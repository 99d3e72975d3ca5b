import { decodeUtf8 } from './decode-utf8.js';

/** A file's contents at the reviewed head, or why there is no text to review. */
export type FileText =
  | { kind: 'text'; text: string }
  /** Larger than the reader takes (`bytes` is its size). */
  | { kind: 'too-large'; bytes: number }
  /** Not text: an image, an archive, compiled code. */
  | { kind: 'binary' }
  /** Not at the head as a file (or a path no reader may open). */
  | { kind: 'missing' };

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
 * other control bytes; an image or an archive fails that and is `binary`. NUL bytes read as spaces:
 * parsers and renderers take a NUL for the end of the text, and a space keeps every column in place.
 */
export function fileTextOf(bytes: Uint8Array): FileText {
  if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0) && !isTextApartFromNul(bytes)) return { kind: 'binary' };
  const text = decodeUtf8(bytes);
  return { kind: 'text', text: text.includes('\0') ? text.replaceAll('\0', ' ') : text };
}
