/**
 * Text from a pull request (file names, descriptions, command output) reaches GitHub markdown only
 * through these functions, so it cannot add markup, links, images or hidden markers.
 */

/** Control characters (except tab and newline; ESC included), zero-width characters and bidi overrides ("Trojan Source"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Markdown punctuation that means something anywhere in a line ($ is math on GitHub). */
const INLINE_SPECIAL = /[\\`*_{}[\]()!|~$]/g;
/** Markers that start a block (heading, bullet, ordered list) when they open a line or a list item. */
const BLOCK_MARKER = /^(\s*)([#+-])(?=\s|$)/;
const ORDERED_MARKER = /^(\s*\d+)([.)])(?=\s|$)/;

/** Removes HTML comments, including an unterminated one (which would hide everything after it). */
export function stripHtmlComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}

/** Removes characters that are invisible on screen but change how text reads, renders, or drives a terminal. */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * One line of inert markdown: comments stripped, HTML entities for `& < >`, markdown
 * punctuation backslash-escaped, newlines folded to spaces, cut to `maxLength` characters.
 */
export function escapeMarkdown(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  let clean = stripHtmlComments(removeInvisible(text)).replace(/\s*\n\s*/g, ' ').replace(/\t/g, ' ');
  if (clean.length > maxLength) clean = `${clean.slice(0, Math.max(0, maxLength - 1))}…`;
  return clean
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(INLINE_SPECIAL, '\\$&')
    .replace(BLOCK_MARKER, '$1\\$2')
    .replace(ORDERED_MARKER, '$1\\$2');
}

/** A fenced code block that the content cannot close: the fence is longer than any backtick run inside. */
export function fencedCode(text: string, language = ''): string {
  const clean = stripHtmlComments(removeInvisible(text)).replace(/\r\n?/g, '\n');
  const longestRun = Math.max(0, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${clean.replace(/\n$/, '')}\n${fence}`;
}
