import { createHash } from 'node:crypto';
import { removeInvisible } from '../text/remove-invisible.js';
import { stripHtmlComments } from '../text/markdown-escape.js';

/**
 * Untrusted text (code, paths, descriptions) made safe to show a model: HTML comments (to a fixed
 * point), invisible and control characters removed. Newlines are kept, so line numbers still match the file.
 */
export function sanitizeUntrusted(text: string): string {
  // Invisible characters go first: removed later, they could join the pieces of a `<!--`.
  return stripHtmlComments(removeInvisible(text), { keepNewlines: true });
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
