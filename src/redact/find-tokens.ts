import { decodedViews } from './decoded-views.js';
import type { TextView } from './decoded-views.js';
import { TOKEN_SHAPES, TOKEN_TRIGGER } from './token-shapes.js';
import type { TokenShape } from './token-shapes.js';

/** A credential-shaped token found in a text. */
export interface FoundToken {
  shape: TokenShape;
  /** The stretch of the searched text that spells the token (escaped or encoded as it stands there). */
  start: number;
  end: number;
  /** The token itself, decoded. */
  value: string;
}

/** Every occurrence of every token shape in one reading of a text, with the stretch of the original it comes from. */
export function* tokensInView(view: TextView): Generator<FoundToken> {
  if (!TOKEN_TRIGGER.test(view.text)) return;
  for (const shape of TOKEN_SHAPES) {
    for (const found of view.text.matchAll(shape.pattern)) {
      const [start, end] = view.toOriginal(found.index, found.index + found[0].length);
      yield { shape, start, end, value: found[0] };
    }
  }
}

/**
 * Every occurrence of every token shape in `text`, however it is written there: plain, after escapes or
 * percent-encoding, inside base64. Each occurrence is its own entry, in the order of the text; where two
 * readings find the same stretch, the first found is kept.
 */
export function findTokens(text: string): FoundToken[] {
  if (!TOKEN_TRIGGER.test(text)) return [];
  const found = new Map<string, FoundToken>();
  for (const view of decodedViews(text)) {
    for (const token of tokensInView(view)) {
      const stretch = `${token.start}:${token.end}`;
      if (!found.has(stretch)) found.set(stretch, token);
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}
