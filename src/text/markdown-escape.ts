/**
 * Text from a pull request (file names, descriptions, command output) reaches GitHub markdown only
 * through these functions, so it cannot add markup, links, images or hidden markers.
 */
import { removeInvisible } from './remove-invisible.js';

export { removeInvisible };

/** Markdown punctuation that means something anywhere in a line ($ is math on GitHub). */
const INLINE_SPECIAL = /[\\`*_{}[\]()!|~$]/g;
/** Markers that start a block (heading, bullet, ordered list) when they open a line or a list item. */
const BLOCK_MARKER = /^(\s*)([#+-])(?=\s|$)/;
const ORDERED_MARKER = /^(\s*\d+)([.)])(?=\s|$)/;

/**
 * Removes HTML comments, including an unterminated one (which would hide everything after it), to a
 * fixed point: what is left holds no `<!--`, even where removing one comment joins the pieces of
 * another (`<<!---->!-- … -->`). One left-to-right pass in linear time: a `<!--` completed by the
 * text kept so far opens a comment there. `keepNewlines` keeps a removed comment's line breaks, so
 * line numbers still match the file.
 */
export function stripHtmlComments(text: string, options: { keepNewlines?: boolean } = {}): string {
  if (!text.includes('<!')) return text;
  const kept: string[] = [];
  // The next line break at or after `at`, found once per break rather than once per comment.
  let newline = -1;
  let at = 0;
  while (at < text.length) {
    const character = text[at] as string;
    kept.push(character);
    at += 1;
    const length = kept.length;
    if (character !== '-' || length < 4 || kept[length - 2] !== '-' || kept[length - 3] !== '!' || kept[length - 4] !== '<') continue;
    kept.length -= 4;
    const close = text.indexOf('-->', at);
    const end = close === -1 ? text.length : close + 3;
    if (options.keepNewlines) {
      for (;;) {
        if (newline < at) newline = text.indexOf('\n', at);
        if (newline === -1) newline = text.length;
        if (newline >= end) break;
        kept.push('\n');
        at = newline + 1;
      }
    }
    at = end;
  }
  return kept.join('');
}

/**
 * What GitHub turns into a notification or a link when it scans the rendered text: mentions (`@user`,
 * `@org/team`), issue references (`#123`, `org/repo#123`, `GH-123`), bare links (`https://…`, `www.…`)
 * and e-mail addresses. Each is split by an empty HTML comment after its trigger, so it reads as typed
 * but is two pieces of text to GitHub, and no later step can join them again.
 */
const AUTOLINK_TRIGGER = /@(?=[A-Za-z0-9])|#(?=\d)|GH-(?=\d)|:(?=\/\/)|www(?=\.)/gi;
const SPLIT = '<!-- -->';

/** Splits mentions, references, bare links and e-mail addresses (see AUTOLINK_TRIGGER) so GitHub neither notifies nor links. */
export function splitAutolinks(text: string): string {
  return text.replace(AUTOLINK_TRIGGER, `$&${SPLIT}`);
}

/** Each whitespace run holding a line break becomes one space; `\s+` takes every run whole, so this is linear. */
function foldLines(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run.replace(/\t/g, ' ')));
}

/**
 * One line of inert markdown: comments stripped, HTML entities for `& < >`, markdown punctuation
 * backslash-escaped, newlines folded to spaces, mentions, references and links split so they neither
 * notify nor link, cut to `maxLength` characters. Linear in the length of `text`.
 */
export function escapeMarkdown(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  let clean = foldLines(stripHtmlComments(removeInvisible(text)));
  if (clean.length > maxLength) clean = `${clean.slice(0, Math.max(0, maxLength - 1))}…`;
  return clean
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(INLINE_SPECIAL, '\\$&')
    .replace(BLOCK_MARKER, '$1\\$2')
    .replace(ORDERED_MARKER, '$1\\$2')
    .replace(AUTOLINK_TRIGGER, `$&${SPLIT}`);
}

/** A `code span` on one line, holding no backtick. */
const CODE_SPAN = /`([^`\n]+)`/g;

/**
 * escapeMarkdown for a table cell whose text marks code with backticks, as finding descriptions do:
 * each `code span` stays one, shown as typed (markdown does not interpret it), with only `|` escaped
 * (it would end the cell) and HTML comments removed; the text around it is escaped as escapeMarkdown
 * does. A span holding `\|` stays escaped text: a table cannot keep that sequence inside code.
 */
export function escapeMarkdownCell(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  let clean = foldLines(stripHtmlComments(removeInvisible(text)));
  if (clean.length > maxLength) clean = `${clean.slice(0, Math.max(0, maxLength - 1))}…`;
  let out = '';
  let last = 0;
  for (const match of clean.matchAll(CODE_SPAN)) {
    const code = match[1] ?? '';
    if (code.includes('\\|')) continue;
    out += `${escapeMarkdown(clean.slice(last, match.index))}\`${code.replace(/\|/g, '\\|')}\``;
    last = match.index + match[0].length;
  }
  return out + escapeMarkdown(clean.slice(last));
}

/** A fence no backtick run in `code` can close: longer than the longest run, and at least three. */
export function fenceFor(code: string): string {
  let longest = 0;
  for (const run of code.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A fenced code block that the content cannot close, and that holds no HTML comment (so no hidden marker). */
export function fencedCode(text: string, language = ''): string {
  const clean = stripHtmlComments(removeInvisible(text)).replace(/\r\n?/g, '\n');
  const fence = fenceFor(clean);
  return `${fence}${language}\n${clean.replace(/\n$/, '')}\n${fence}`;
}
