/** A token of a tree-sitter query's source and where it starts. */
export interface QueryToken {
  text: string;
  start: number;
}

/** Brackets, strings (kept quoted) and words, with their offsets; comments and whitespace dropped. */
export function tokenizeQuery(source: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  const pattern = /\s+|;[^\n]*|"(?:[^"\\]|\\.)*"|[()[\]]|[^\s()[\]";]+/g;
  for (const found of source.matchAll(pattern)) {
    if (/^\s/.test(found[0]) || found[0].startsWith(';')) continue;
    tokens.push({ text: found[0], start: found.index });
  }
  return tokens;
}

/** One top-level pattern of a query: its text as written, and the same with its tokens one space apart. */
export interface QueryPattern {
  source: string;
  normalized: string;
}

/**
 * The top-level patterns of a query's source, in order, as tree-sitter counts them: each node, grouping,
 * alternation, string or `_` at the top level, with the captures and quantifiers that follow it. (A predicate
 * belongs inside a grouping; at the top level tree-sitter would make it a pattern of its own, too.)
 */
export function splitPatterns(source: string): QueryPattern[] {
  const patterns: QueryToken[][] = [];
  let depth = 0;
  for (const token of tokenizeQuery(source)) {
    const opens = token.text === '(' || token.text === '[';
    if (depth === 0 && (opens || token.text.startsWith('"') || token.text === '_')) patterns.push([]);
    patterns.at(-1)?.push(token);
    if (opens) depth += 1;
    else if (token.text === ')' || token.text === ']') depth -= 1;
  }
  return patterns.map((tokens) => {
    const first = tokens[0] as QueryToken;
    const last = tokens.at(-1) as QueryToken;
    return { source: source.slice(first.start, last.start + last.text.length), normalized: tokens.map((token) => token.text).join(' ') };
  });
}
