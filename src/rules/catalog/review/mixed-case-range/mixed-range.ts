import { visitRegExpAST } from '@eslint-community/regexpp';
import type { AST } from '@eslint-community/regexpp';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { LiteralRegex } from '../../../syntax/regex-pattern.js';

/** A range between two alphanumeric characters written as themselves somewhere in the literal. */
export const MIXED_RANGE_GATE = /[0-9A-Za-z]-[0-9A-Za-z]/;

type Kind = 'digit' | 'upper' | 'lower';
const KIND_NAMES: Record<Kind, string> = { digit: 'a digit', upper: 'an upper-case letter', lower: 'a lower-case letter' };
const FULL: Record<Kind, string> = { digit: '0-9', upper: 'A-Z', lower: 'a-z' };

function kindOf(character: AST.Character): Kind | undefined {
  // An end written as an escape (`\x41`) says the code point is meant.
  if (character.raw.length !== 1) return undefined;
  const c = character.raw;
  if (c >= '0' && c <= '9') return 'digit';
  if (c >= 'A' && c <= 'Z') return 'upper';
  if (c >= 'a' && c <= 'z') return 'lower';
  return undefined;
}

/** The characters between two kinds' blocks that a range across them takes: `[\]^_\`` between Z and a. */
function between(min: number, max: number): string {
  let text = '';
  for (let code = min; code <= max; code += 1) {
    const c = String.fromCharCode(code);
    if (!/[0-9A-Za-z]/.test(c)) text += c;
  }
  return text;
}

/** The finding for the first range across letter cases or from digits to letters; false when there is none. */
export function mixedCaseRange(regex: LiteralRegex): RuleHit | false {
  let hit: RuleHit | false = false;
  visitRegExpAST(regex.pattern, {
    onCharacterClassRangeEnter: (range) => {
      if (hit) return;
      const from = kindOf(range.min);
      const to = kindOf(range.max);
      if (!from || !to || from === to || range.min.value > range.max.value) return;
      // `0-z` spans the upper-case letters too.
      const kinds = (['digit', 'upper', 'lower'] as const).filter((kind) => kind === from || kind === to || (from === 'digit' && to === 'lower'));
      hit = {
        details: {
          pattern: excerpt(regex.source, 60),
          range: range.raw,
          from: `${KIND_NAMES[from]} (\`${range.min.raw}\`)`,
          to: `${KIND_NAMES[to]} (\`${range.max.raw}\`)`,
          extra: `\`${between(range.min.value, range.max.value)}\``,
          fixed: kinds.map((kind) => FULL[kind]).join(''),
        },
      };
    },
  });
  return hit;
}
