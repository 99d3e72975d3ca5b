/** Invalid byte sequences become U+FFFD instead of throwing; a byte-order mark is kept, so nothing else changes. */
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Decodes bytes from git or from disk as UTF-8, never failing on non-UTF-8 content. */
export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
