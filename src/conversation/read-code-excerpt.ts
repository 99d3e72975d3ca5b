import { decodeUtf8 } from '../diff/decode-utf8.js';
import type { RepositoryApi } from '../github/github-client.js';
import { removeInvisible } from '../text/remove-invisible.js';

/** Lines of code either side of the line a question is about. */
const CONTEXT_LINES = 25;
/** A line longer than this (minified code) is cut: the excerpt is for reading. */
const LINE_CHARS = 400;

/** Lines of a file at the head around one line: `lines[0]` is line `startLine`. */
export interface CodeExcerpt {
  path: string;
  startLine: number;
  lines: string[];
}

/** The code around `line` of `path` at `ref`, read through the API; undefined when the file is not there (or not text). */
export async function readCodeExcerpt(
  client: Pick<RepositoryApi, 'readFileContent'>,
  path: string,
  ref: string,
  line: number,
): Promise<CodeExcerpt | undefined> {
  const bytes = await client.readFileContent(path, ref);
  if (!bytes || bytes.includes(0)) return undefined;
  const all = removeInvisible(decodeUtf8(bytes)).split('\n');
  const startLine = Math.max(1, line - CONTEXT_LINES);
  const lines = all.slice(startLine - 1, line + CONTEXT_LINES).map((text) => (text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS)}…` : text));
  return lines.length > 0 ? { path, startLine, lines } : undefined;
}
