import { visitRegExpAST } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { LiteralRegex } from '../../../syntax/regex-pattern.js';

/** The pattern's elements as one letter each: label characters as themselves, `E` an escaped dot, `A` any character. */
const ESCAPED_DOT = 'E';
const ANY = 'A';
/** The top-level domains CodeQL's hostname queries take as common, after labels joined by dots (escaped or not). */
/** A dot between two label characters (or a group of them), then a top-level domain on the same line: a file or literal without one has no finding. */
export const HOST_GATE = /[\w)-]\.[\w(-][^\n]*(?:com|org|net|edu|gov|uk|io)\b/i;
const HOST = /(?<![a-z0-9-])((?:[a-z0-9-]+[EA])+)(?:com|org|net|edu|gov|uk|io)(?![a-z0-9-])/g;

/**
 * The finding for a literal pattern with a host name whose dot between two labels matches any character;
 * false when there is none.
 */
export function unescapedHostDot(regex: LiteralRegex): RuleHit | false {
  let hit: RuleHit | false = false;
  visitRegExpAST(regex.pattern, {
    onAlternativeEnter: (alternative) => {
      if (hit === false) hit = hostIn(alternative.elements, regex.source);
    },
  });
  return hit;
}

function hostIn(elements: readonly AST.Element[], source: string): RuleHit | false {
  const letters = elements.map(letterOf).join('');
  for (const match of letters.matchAll(HOST)) {
    const labels = match[1] ?? '';
    // The dot right before the top-level domain is not reported: the look-alike would need a domain of its own.
    const dot = labels.slice(0, -1).search(/[a-z0-9-]A/) + 1;
    if (dot === 0) continue;
    const start = match.index;
    const host = elements.slice(start, start + match[0].length);
    const label = host
      .slice(0, dot)
      .map((element) => element.raw)
      .join('');
    return {
      details: {
        pattern: excerpt(source, 60),
        host: host.map((element) => element.raw).join(''),
        label: label.slice(label.search(/[^.\\]*$/)),
        lookalike: host.map((element, index) => (index === dot ? 'x' : textOf(element))).join(''),
        escaped: host.map((element) => (element.type === 'CharacterSet' ? '\\.' : element.raw)).join(''),
      },
    };
  }
  return false;
}

function letterOf(element: AST.Element): string {
  if (element.type === 'CharacterSet' && element.kind === 'any') return ANY;
  // `(www|docs)`: a choice of labels stands for a label.
  if (labelChoice(element)) return 'x';
  if (element.type !== 'Character') return ' ';
  if (element.value === 0x2e) return ESCAPED_DOT;
  const character = String.fromCodePoint(element.value).toLowerCase();
  return /^[a-z0-9-]$/.test(character) ? character : ' ';
}

/** A group of plain labels (`(www|docs)`, `(?:api)`): each alternative letters, digits and hyphens only. */
function labelChoice(element: AST.Element): element is AST.Group | AST.CapturingGroup {
  return (
    (element.type === 'Group' || element.type === 'CapturingGroup') &&
    element.alternatives.every(
      (alternative) =>
        alternative.elements.length > 0 &&
        alternative.elements.every((inner) => inner.type === 'Character' && /^[a-z0-9-]$/i.test(String.fromCodePoint(inner.value))),
    )
  );
}

/** What an element of a host name matches, as text: a choice of labels its first, any character a dot. */
function textOf(element: AST.Element): string {
  if (element.type === 'Character') return String.fromCodePoint(element.value);
  if (labelChoice(element)) return (element.alternatives[0]?.elements ?? []).map(textOf).join('');
  return '.';
}
