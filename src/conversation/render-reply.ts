import { renderReplyMarker } from '../github/review-markers.js';
import { renderModelMarkdown } from '../report/render-model-markdown.js';
import { redactSecrets } from '../redact/create-redactor.js';

/** A reply stays well under GitHub's 65,536-character body limit, and readable in a thread. */
const REPLY_TEXT_LIMIT = 12_000;

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
 * Text a model wrote, made safe for a comment: credentials redacted, its markdown kept where it is what
 * answers are made of (code, emphasis, lists) and neutralised where it could act (HTML, hidden markers,
 * images, links out of the repository, mentions, diagrams; see renderModelMarkdown). The model read the
 * pull request, so its words are the pull request's as far as GitHub is concerned.
 */
export function renderUntrustedAnswer(text: string, repository?: string): string[] {
  return renderModelMarkdown(redactSecrets(text), repository ? { repository } : {});
}
