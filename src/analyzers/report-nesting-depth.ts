/**
 * Nesting no report needs: SARIF, the deepest format read, nests about a dozen levels (a result's
 * location's region), and a tool's property bags add a few. Past this a report is built to exhaust the
 * parser's stack, so it is refused before parsing.
 */
export const MAX_REPORT_DEPTH = 256;

/**
 * Pure: whether a JSON or XML report nests deeper than `limit`, counted in one pass without parsing: JSON
 * objects and arrays outside strings, XML elements (comments, declarations and self-closing tags add none).
 */
export function nestsDeeperThan(text: string, xml: boolean, limit = MAX_REPORT_DEPTH): boolean {
  return xml ? xmlDeeperThan(text, limit) : jsonDeeperThan(text, limit);
}

function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) index++;
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) {
      if (++depth > limit) return true;
    } else if (character === 0x5d || character === 0x7d) depth--;
  }
  return false;
}

function xmlDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let open = text.indexOf('<'); open !== -1; open = text.indexOf('<', open + 1)) {
    const next = text.charCodeAt(open + 1);
    // `<!` (comment, CDATA) and `<?` (declaration) open no element.
    if (next === 0x21 || next === 0x3f) continue;
    if (next === 0x2f) {
      depth--;
      continue;
    }
    const close = text.indexOf('>', open + 1);
    if (close === -1) return false;
    if (text.charCodeAt(close - 1) !== 0x2f && ++depth > limit) return true;
  }
  return false;
}
