/**
 * Characters that change what a reader sees without being seen: control characters except tab and
 * newline (C0 with ESC, so no terminal sequence runs; DEL; C1), format characters (zero-width spaces
 * and joiners, bidirectional controls as in "Trojan Source", soft hyphens, Unicode tags as in ASCII
 * smuggling), line and paragraph separators, the fillers and joiners that render as nothing, and the
 * supplementary variation selectors that can carry hidden bytes. The emoji variation selectors
 * (U+FE00–FE0F) stay: they only pick a glyph.
 */
// eslint-disable-next-line no-misleading-character-class -- joiners and fillers are listed on purpose, to remove them
const INVISIBLE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\u{E0100}-\u{E01EF}]/gu;

/**
 * Pure: `text` without invisible and control characters; tabs and newlines are kept, so line numbers
 * still match. This runs before anything looks for secrets or markers in the text: a token or a
 * `<!--` split by a zero-width space must be seen as what it becomes once the space is gone.
 */
export function removeInvisible(text: string): string {
  // Most text is printable ASCII, which a plain class scans far faster than Unicode properties: only the runs
  // of other characters are read against those.
  return text.replace(NOT_PRINTABLE_ASCII, (run) => run.replace(INVISIBLE, ''));
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e\t\n]+/g;
