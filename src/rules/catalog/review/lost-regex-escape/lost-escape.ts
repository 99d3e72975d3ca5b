import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';

/** A string escape that a regular expression meant as its own, and what the string made of it. */
export interface LostEscape {
  escape: string;
  becomes: string;
}

/**
 * The first escape in a string literal's body that is a regular-expression escape the string takes for itself:
 * `\b` beside a word character (a backspace, meant as a word boundary), and with `dropped`, each character whose backslash the string drops (JavaScript's `\d`).
 * Doubled backslashes are passed over.
 */
export function lostEscape(body: string, dropped: ReadonlySet<string>): LostEscape | undefined {
  for (let index = 0; index < body.length - 1; index++) {
    if (body[index] !== '\\') continue;
    const next = body[index + 1] ?? '';
    // Beside a word character `\b` was meant as a word boundary; elsewhere (`.\b`, terminal overstrike) a backspace may be.
    if (next === 'b' && /\w/.test(`${body[index - 1] ?? ''}${body[index + 2] ?? ''}`)) return { escape: '\\b', becomes: 'a backspace character' };
    if (dropped.has(next)) return { escape: `\\${next}`, becomes: `a plain \`${next}\`` };
    index++;
  }
  return undefined;
}

/** The finding for a string pattern whose `\b` became a backspace (Python, Go), with the way to keep it; false without one. */
export function backspaceHit(node: Node, body: string, fix: string): RuleHit | false {
  const lost = lostEscape(body, new Set());
  return lost
    ? { details: { pattern: excerpt(node.text, 60), ...lost, consequence: 'the word boundary is never there, and the pattern never matches', fix } }
    : false;
}
