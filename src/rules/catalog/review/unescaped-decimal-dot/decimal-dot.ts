import { visitRegExpAST } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { LiteralRegex } from '../../../syntax/regex-pattern.js';

/** A digit pattern next to an unquoted dot in the literal's own text: a literal without one is not parsed. */
export const DECIMAL_GATE = /(?:\\d|[0-9])[^\n.]{0,4}(?<!\\)\.[^\n]{0,16}(?:\\d|\[[0-9])/;

type Side = 'first' | 'last';

/** `\d`, `[0-9]`, `[1-9]`, a digit, or any of them repeated or grouped alone: something that matches digits only. */
function isDigits(element: AST.Element | undefined, side: Side): boolean {
  if (!element) return false;
  switch (element.type) {
    case 'CharacterSet':
      return element.kind === 'digit' && !element.negate;
    case 'Character':
      return element.value >= 0x30 && element.value <= 0x39;
    case 'CharacterClass':
      return !element.negate && element.elements.length > 0 && element.elements.every((inner) => isDigitClassElement(inner));
    case 'Quantifier':
      return element.min >= 1 && isDigits(element.element, side);
    case 'Group':
    case 'CapturingGroup': {
      const [only, ...others] = element.alternatives;
      if (!only || others.length > 0) return false;
      return isDigits(side === 'first' ? only.elements[0] : only.elements.at(-1), side);
    }
    default:
      return false;
  }
}

function isDigitClassElement(element: AST.CharacterClassElement): boolean {
  if (element.type === 'CharacterClassRange') return element.min.value >= 0x30 && element.max.value <= 0x39;
  if (element.type === 'Character') return element.value >= 0x30 && element.value <= 0x39;
  return element.type === 'CharacterSet' && element.kind === 'digit' && !element.negate;
}

/**
 * The element next to `element` on `side`, leaving groups it opens or closes: in `[0-9]+(.[0-9]+)?` the element
 * before the dot is `[0-9]+`, outside the optional group the dot starts.
 */
function neighbour(element: AST.Node, side: 'before' | 'after'): AST.Element | undefined {
  const alternative = element.parent;
  if (alternative?.type !== 'Alternative') return undefined;
  const index = alternative.elements.indexOf(element as AST.Element);
  const next = alternative.elements[side === 'before' ? index - 1 : index + 1];
  if (next) return next;
  // At the edge of its alternative: only a group with one alternative passes the look outwards.
  const group = alternative.parent;
  if ((group.type !== 'Group' && group.type !== 'CapturingGroup') || group.alternatives.length !== 1) return undefined;
  const outer = group.parent.type === 'Quantifier' ? group.parent : group;
  return neighbour(outer, side);
}

/** The finding for the first dot between two digit patterns of a literal pattern; false when there is none. */
export function unescapedDecimalDot(regex: LiteralRegex): RuleHit | false {
  let dot: AST.CharacterSet | undefined;
  visitRegExpAST(regex.pattern, {
    onCharacterSetEnter: (set) => {
      if (dot || set.kind !== 'any') return;
      if (isDigits(neighbour(set, 'before'), 'last') && isDigits(neighbour(set, 'after'), 'first')) dot = set;
    },
  });
  if (!dot) return false;
  const before = neighbour(dot, 'before');
  const after = neighbour(dot, 'after');
  return {
    details: {
      pattern: excerpt(regex.source, 60),
      number: `${before?.raw ?? ''}.${after?.raw ?? ''}`,
    },
  };
}
