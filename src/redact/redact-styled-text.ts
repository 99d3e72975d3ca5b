import type { Redact } from './create-redactor.js';

/** The colour codes Sextant's own painter writes (`ESC [ … m`), captured so `split` keeps them. */
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const STYLE_CODE = /(\u001b\[[0-9;]{0,32}m)/;

/**
 * Text for a terminal, redacted around the colour codes Sextant added: the codes stay, every piece of
 * text between them goes through `redact` (which would remove them as control characters). Untrusted
 * text was already cleaned of its own escape sequences before it was painted, so every code here is ours.
 */
export function redactStyledText(text: string, redact: Redact): string {
  if (!text.includes('\u001b')) return redact(text);
  return text
    .split(STYLE_CODE)
    .map((piece, index) => (index % 2 === 1 ? piece : redact(piece)))
    .join('');
}
