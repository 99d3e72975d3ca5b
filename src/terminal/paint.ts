import * as util from 'node:util';

/** The styles the renderers use (a subset of node:util's styleText formats). */
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan';

/** Wraps text in ANSI styles, or returns it as it is. */
export type Paint = (styles: Style | readonly Style[], text: string) => string;

export const noPaint: Paint = (_styles, text) => text;

type StyleText = (format: Style, text: string, options?: { validateStream?: boolean }) => string;

/**
 * A painter for a stream the caller already decided gets colour: node:util's styleText (Node ≥ 20.12),
 * told not to second-guess that decision; without styleText, plain text.
 */
export function createPaint(enabled: boolean): Paint {
  const styleText = (util as unknown as { styleText?: StyleText }).styleText;
  if (!enabled || typeof styleText !== 'function') return noPaint;
  // One style per call, innermost last: Node 20.12 takes no arrays, and the result is the same escapes.
  return (styles, text) =>
    text === ''
      ? text
      : (typeof styles === 'string' ? [styles] : styles).reduceRight((styled, style) => styleText(style, styled, { validateStream: false }), text);
}
