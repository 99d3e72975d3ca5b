import type { AST } from '@eslint-community/regexpp';
import type { RuleHit } from '../../../rule-definition.js';
import type { LiteralRegex } from '../../../syntax/regex-pattern.js';
import { excerpt } from '../../../excerpt.js';

const startsAnchored = (alternative: AST.Alternative): boolean => {
  const first = alternative.elements[0];
  return first?.type === 'Assertion' && first.kind === 'start';
};

const endsAnchored = (alternative: AST.Alternative): boolean => {
  const last = alternative.elements.at(-1);
  return last?.type === 'Assertion' && last.kind === 'end';
};

/** A word written out: letters, digits, `_`, `-` and spaces, nothing a pattern would be built from. */
const isWord = (alternative: AST.Alternative): boolean =>
  alternative.elements.length > 0 && alternative.elements.every((element) => element.type === 'Character' && /^[\w -]$/.test(element.raw));

/**
 * The finding for `^yes|no|maybe$`: a top-level alternation of plain words whose anchors stand only on its first
 * and last alternatives, with a word anchored at neither end, which therefore matches anywhere. Alternatives
 * that are patterns of their own (`^(?:-?>)+|<!--|-->`, `^[!?]|[\s"'<>]`) say "this at the start, or that
 * anywhere" as often as not, and `^\s+|\s+$` (a trim) and `^a$|^b$` (every alternative anchored) are meant.
 */
export function looseAlternative(regex: LiteralRegex): RuleHit | false {
  const alternatives = regex.pattern.alternatives;
  const first = alternatives[0];
  const last = alternatives.at(-1);
  if (!first || !last || alternatives.length < 2) return false;
  const start = startsAnchored(first);
  const end = endsAnchored(last);
  if (!start && !end) return false;
  // Each alternative without the outer anchors: every one must be a plain word, and none anchored otherwise.
  const inner = alternatives.map((alternative, index) => ({
    ...alternative,
    elements: alternative.elements.slice(index === 0 && start ? 1 : 0, index === alternatives.length - 1 && end ? -1 : undefined),
  }));
  const loose = alternatives.find((alternative) => !startsAnchored(alternative) && !endsAnchored(alternative));
  if (!loose || !inner.every(isWord)) return false;
  const words = inner.map((alternative) => alternative.elements.map((element) => element.raw).join(''));
  return {
    details: {
      pattern: excerpt(regex.source, 60),
      anchors: start && end ? '`^` and `$` bind' : start ? '`^` binds' : '`$` binds',
      which: start && end ? 'first and the last alternative' : start ? 'first alternative' : 'last alternative',
      loose: excerpt(loose.raw, 30),
      grouped: excerpt(`${start ? '^' : ''}(?:${words.join('|')})${end ? '$' : ''}`, 60),
    },
  };
}
