import { renderReplyMarker } from '../github/review-markers.js';
import { escapeMarkdown, fencedCode } from '../report/markdown-escape.js';
import { redactSecrets } from '../redact/create-redactor.js';

/** A reply stays well under GitHub's 65,536-character body limit, and readable in a thread. */
const REPLY_TEXT_LIMIT = 12_000;
/** One line of an answer, escaped: longer lines are cut. */
const LINE_LIMIT = 2_000;
/** A code block's language tag, as GitHub's highlighter names them; anything else is dropped. */
const LANGUAGE_TAG = /^[A-Za-z0-9+#-]{1,20}$/;

/**
 * One reply of Sextant's to a person's comment: the marker naming that comment first (what makes the
 * reply exactly-once), then any further marker, then the text. `lines` are Sextant's own markdown;
 * whatever they quote was escaped by the caller.
 */
export function renderReply(triggerId: number, lines: readonly string[], marker?: string): string {
  const text = lines.join('\n');
  const cut = text.length > REPLY_TEXT_LIMIT ? `${text.slice(0, REPLY_TEXT_LIMIT)}\n\n… (cut)` : text;
  return [renderReplyMarker(triggerId), ...(marker ? [marker] : []), cut].join('\n');
}

/**
 * Text a model wrote, made inert for a comment: credentials redacted, every line escaped like the pull
 * request's own text (no markup, mention, reference, link or hidden marker), except fenced code blocks,
 * which are kept as code in a fence the code cannot close. The model read the pull request, so its
 * words are the pull request's as far as GitHub is concerned.
 */
export function renderUntrustedAnswer(text: string): string[] {
  const out: string[] = [];
  const lines = redactSecrets(text.replace(/\r\n?/g, '\n')).split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const open = /^\s*(`{3,}|~{3,})\s*([^`\s]*)\s*$/.exec(line);
    if (!open) {
      out.push(line.trim() === '' ? '' : escapeMarkdown(line, LINE_LIMIT));
      continue;
    }
    const fence = open[1] as string;
    const code: string[] = [];
    for (index++; index < lines.length && !(lines[index] as string).trim().startsWith(fence); index++) code.push(lines[index] as string);
    // Never `suggestion`: a committable change comes only from Sextant's fixer, never from a model's prose.
    const tag = open[2] ?? '';
    const language = LANGUAGE_TAG.test(tag) && tag.toLowerCase() !== 'suggestion' ? tag : '';
    out.push(fencedCode(code.join('\n'), language));
  }
  return out;
}
