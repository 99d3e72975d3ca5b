import { createHash } from 'node:crypto';
import { stripHtmlComments } from '../report/markdown-escape.js';

/**
 * Characters that change what a model reads without changing what a reviewer sees: zero-width and
 * bidirectional controls (Trojan Source), soft hyphens, Unicode tag characters (ASCII smuggling) and
 * the supplementary variation selectors that can carry hidden bytes.
 */
// eslint-disable-next-line no-misleading-character-class -- joiners and selectors are listed on purpose, to remove them
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
/** C0 and C1 control characters, except tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Untrusted text (code, paths, descriptions) made safe to show a model: HTML comments (to a fixed
 * point), invisible and control characters removed. Newlines are kept, so line numbers still match the file.
 */
export function sanitizeUntrusted(text: string): string {
  // Invisible characters go first: removed later, they could join the pieces of a `<!--`.
  return stripHtmlComments(text.replace(INVISIBLE, '').replace(CONTROL, ''), { keepNewlines: true });
}

/**
 * Wraps untrusted text in a fence the review rules name as data. The fence tag is derived from the
 * content, so the content cannot close it early, and it is the same on every call, so prompts that
 * share this block stay byte-identical for the provider's prompt cache.
 */
export function fenceUntrusted(kind: string, text: string): string {
  const tag = `DATA-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  return `<<<${tag} ${kind}\n${text}\n${tag}>>>`;
}
