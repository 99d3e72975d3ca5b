/** Escapes git writes as a backslash and a letter (quote.c `cq_lookup`); other control bytes become octal. */
const LETTER_ESCAPES: Readonly<Record<number, string>> = {
  0x07: 'a',
  0x08: 'b',
  0x09: 't',
  0x0a: 'n',
  0x0b: 'v',
  0x0c: 'f',
  0x0d: 'r',
  0x22: '"',
  0x5c: '\\',
};

function mustQuote(code: number): boolean {
  return code < 0x20 || code === 0x22 || code === 0x5c || code === 0x7f;
}

/**
 * Quotes a path the way git writes it in patch headers with `core.quotePath=false`: unchanged
 * unless it holds a control character, a double quote or a backslash; then a C-style string
 * with `\t`, `\"`, `\\` and three-digit octal escapes. Non-ASCII text stays as it is.
 */
export function quoteGitPath(path: string): string {
  let needsQuotes = false;
  for (let index = 0; index < path.length && !needsQuotes; index++) needsQuotes = mustQuote(path.charCodeAt(index));
  if (!needsQuotes) return path;
  let quoted = '"';
  for (let index = 0; index < path.length; index++) {
    const code = path.charCodeAt(index);
    if (!mustQuote(code)) quoted += path[index];
    else quoted += '\\' + (LETTER_ESCAPES[code] ?? code.toString(8).padStart(3, '0'));
  }
  return quoted + '"';
}

/** The first line git writes for a file pair in a patch: `diff --git a/old b/new`, each side quoted as needed. */
export function formatDiffGitHeader(oldPath: string, newPath: string): string {
  return `diff --git ${quoteGitPath(`a/${oldPath}`)} ${quoteGitPath(`b/${newPath}`)}`;
}
