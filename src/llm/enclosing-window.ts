/** How far enclosing code is followed from a changed range, up and down: most functions fit; long ones are cut. */
const ENCLOSING_LINES_LIMIT = 40;

/** A line that opens a function, method, class or similar block in the common languages. */
const DECLARATION =
  /\b(?:function|def|class|fn|func|interface|struct|impl|trait|module|namespace|enum|sub|procedure)\b|=>\s*\{?\s*$|^\s*(?:public|private|protected|internal|static|async|export)\b/;
/** A line that closes the block opened by its header (`}`, `]`, `)`, `end`). */
const BLOCK_END = /^\s*(?:[}\])]|end\b)/;

export interface LineWindow {
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

function indentOf(line: string): number {
  return (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;
}

/**
 * The lines around a changed range that a reviewer needs to judge it: up to the declaration that
 * encloses it and down to the end of that block, each at most ENCLOSING_LINES_LIMIT lines away.
 * Indentation-based, so it works for any language without parsing it.
 */
export function enclosingWindow(lines: readonly string[], range: LineWindow, limit = ENCLOSING_LINES_LIMIT): LineWindow {
  const at = (line: number) => lines[line - 1] ?? '';
  let minIndent = Infinity;
  for (let line = range.start; line <= Math.min(range.end, lines.length); line++) {
    if (at(line).trim() !== '') minIndent = Math.min(minIndent, indentOf(at(line)));
  }
  let start = range.start;
  let headerIndent = DECLARATION.test(at(range.start)) ? indentOf(at(range.start)) : undefined;
  for (let line = range.start - 1; line >= 1 && range.start - line <= limit; line--) {
    const text = at(line);
    if (text.trim() === '' || indentOf(text) >= minIndent) continue;
    start = line;
    minIndent = indentOf(text);
    headerIndent = minIndent;
    if (DECLARATION.test(text) || minIndent === 0) break;
  }
  let end = Math.min(range.end, lines.length);
  if (headerIndent !== undefined) {
    for (let line = end + 1; line <= lines.length && line - range.end <= limit; line++) {
      const text = at(line);
      if (text.trim() === '') continue;
      if (indentOf(text) <= headerIndent) {
        if (BLOCK_END.test(text)) end = line;
        break;
      }
      end = line;
    }
  }
  return { start, end };
}
