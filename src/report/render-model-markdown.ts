import { fencedCode, removeInvisible, splitAutolinks, stripHtmlComments } from '../text/markdown-escape.js';

/** One line of prose is cut here: a model's answer is read in a thread, not as a file. */
const LINE_LIMIT = 2_000;
/** A code block's language tag, as GitHub's highlighter names them; anything else is dropped. */
const LANGUAGE_TAG = /^[A-Za-z0-9+#-]{1,20}$/;
/**
 * Fences GitHub renders as something other than code (diagrams, maps, 3D models, maths) or turns into a
 * committable change: kept as plain code. A committable change comes only from Sextant's fixer.
 */
const RENDERED_FENCES = new Set(['mermaid', 'geojson', 'topojson', 'stl', 'math', 'suggestion']);
const FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*([^`\s]*)\s*$/;
/** What opens a line and stays markdown: indentation, quote markers, then a bullet, a number or a heading. */
const LINE_START = /^(\s*(?:>\s?)*\s*(?:(?:[-*+]|\d{1,9}[.)])\s+|#{1,6}\s+)?)/;
/** A code span on one line: runs of equal backticks around text that is neither empty nor only backticks. */
const CODE_SPAN = /(`+)(?!`)(.*?[^`])\1(?!`)/g;
/** An inline link or image; the destination has no space or parenthesis (anything else stays text). */
const LINK = /(!?)\[([^[\]\n]*)\]\(\s*<?([^\s()<>]*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;

interface ModelMarkdownOptions {
  /** `owner/name`: links into it stay links; every other link becomes text. */
  repository?: string;
}

/**
 * A model's markdown, safe for a GitHub comment: what answers are made of (inline code, emphasis, lists,
 * quotes, headings, code blocks) stays markdown, while HTML (every `<`), HTML comments (so no hidden
 * marker of Sextant's), images, links outside the repository, tables, mentions, references and bare
 * links are made text, and diagram fences become plain code. An allow-list: whatever markdown is not
 * named here is shown as typed.
 */
export function renderModelMarkdown(text: string, options: ModelMarkdownOptions = {}): string[] {
  const out: string[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const open = FENCE_OPEN.exec(line);
    if (!open) {
      out.push(line.trim() === '' ? '' : renderLine(line, options));
      continue;
    }
    const fence = open[1] as string;
    const code: string[] = [];
    for (index++; index < lines.length && !(lines[index] as string).trim().startsWith(fence); index++) code.push(lines[index] as string);
    const tag = open[2] ?? '';
    out.push(fencedCode(code.join('\n'), LANGUAGE_TAG.test(tag) && !RENDERED_FENCES.has(tag.toLowerCase()) ? tag : ''));
  }
  return out;
}

function renderLine(raw: string, options: ModelMarkdownOptions): string {
  let line = stripHtmlComments(removeInvisible(raw));
  if (line.length > LINE_LIMIT) line = `${line.slice(0, LINE_LIMIT - 1)}…`;
  const start = LINE_START.exec(line)?.[1] ?? '';
  const rest = line.slice(start.length);
  let out = start;
  let last = 0;
  for (const span of rest.matchAll(CODE_SPAN)) {
    out += renderProse(rest.slice(last, span.index), options) + span[0];
    last = span.index + span[0].length;
  }
  return out + renderProse(rest.slice(last), options);
}

/** Prose between code spans: links into the repository kept, other links and images as text, the rest plain. */
function renderProse(text: string, options: ModelMarkdownOptions): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, bang, label = '', destination = ''] = match;
    out += plain(text.slice(last, match.index));
    last = match.index + whole.length;
    const inside = bang ? undefined : repositoryLink(destination, options.repository);
    if (inside) out += `[${plain(label)}](${inside})`;
    else if (bang) out += `${plain(label || 'image')} (image not shown)`;
    else out += label && label !== destination ? `${plain(label)} (${plain(destination)})` : plain(destination);
  }
  return out + plain(text.slice(last));
}

/**
 * Text that is only text: `& < >` as entities, the characters of links, code, tables and maths
 * backslash-escaped (emphasis is left to work), mentions, references and bare links split.
 */
function plain(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`[\]|$]/g, '\\$&');
  return splitAutolinks(escaped);
}

/** The link as GitHub would follow it, when it stays in the repository (`https://github.com/owner/name/…`). */
function repositoryLink(destination: string, repository: string | undefined): string | undefined {
  if (!repository || !URL.canParse(destination)) return undefined;
  const url = new URL(destination);
  const home = `/${repository.toLowerCase()}`;
  const path = url.pathname.toLowerCase();
  const inside = url.protocol === 'https:' && url.host === 'github.com' && !url.username && !url.password && (path === home || path.startsWith(`${home}/`));
  return inside ? url.href : undefined;
}
