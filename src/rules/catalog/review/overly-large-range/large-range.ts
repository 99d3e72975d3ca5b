import type { AST } from '@eslint-community/regexpp';
import { characterClasses } from '../../../syntax/regex-pattern.js';

type Kind = 'digit' | 'capital' | 'lowercase' | 'punctuation';

const KIND_NAMES: Readonly<Record<Kind, string>> = {
  digit: 'the digits',
  capital: 'the capital letters',
  lowercase: 'the lowercase letters',
  punctuation: 'punctuation',
};

function kindOf(code: number): Kind {
  if (code >= 0x30 && code <= 0x39) return 'digit';
  if (code >= 0x41 && code <= 0x5a) return 'capital';
  if (code >= 0x61 && code <= 0x7a) return 'lowercase';
  return 'punctuation';
}

/** What a finding says about one range. */
export interface LargeRange {
  range: string;
  from: string;
  to: string;
  /** What the range takes in that neither end is: "the digits and the capital letters". */
  extra: string;
}

/**
 * The first range of a character class that is a slip: one from a capital to a lowercase letter (`[A-z]`, which
 * takes in `[\]^_` and the backtick), or one that runs across kinds of character neither end is while another
 * element of the class already matches some of them (`[\w.-_]`: a hyphen meant literally, making `.` to `_`,
 * whose digits and capitals `\w` has already). A wide range alone in its class, or beside elements it does not
 * overlap, is an ASCII table written on purpose (`[@-~]`, a cookie name's `[!#-:<>-[\]-~]`).
 */
export function largeRange(pattern: AST.Pattern): LargeRange | undefined {
  for (const set of characterClasses(pattern)) {
    for (const element of set.elements) {
      if (element.type !== 'CharacterClassRange') continue;
      const { min, max } = element;
      // An end that is a space, a control character or beyond ASCII was written as an escape: code points on purpose.
      if (min.value < 0x21 || max.value > 0x7e) continue;
      const from = kindOf(min.value);
      const to = kindOf(max.value);
      const caseSlip = from === 'capital' && to === 'lowercase';
      const extra = new Set<Kind>();
      for (let code = min.value + 1; code < max.value; code += 1) if (kindOf(code) !== from && kindOf(code) !== to) extra.add(kindOf(code));
      if (!caseSlip && (extra.size === 0 || !set.elements.some((other) => other !== element && overlaps(other, min.value + 1, max.value - 1)))) continue;
      if (caseSlip) extra.add('punctuation');
      const names = [...extra].map((kind) => KIND_NAMES[kind]);
      return {
        range: element.raw,
        from: min.raw,
        to: max.raw,
        extra: names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''),
      };
    }
  }
  return undefined;
}

/** The characters `\w` and `\d` stand for, as code-point ranges. */
const SET_RANGES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  word: [
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x5f, 0x5f],
    [0x61, 0x7a],
  ],
  digit: [[0x30, 0x39]],
};

/** Whether a class element matches some character from `low` to `high`; unknown for negated and property sets, so no. */
function overlaps(element: AST.CharacterClassElement, low: number, high: number): boolean {
  const within = ([start, end]: readonly [number, number]) => start <= high && end >= low;
  if (element.type === 'Character') return within([element.value, element.value]);
  if (element.type === 'CharacterClassRange') return within([element.min.value, element.max.value]);
  if (element.type === 'CharacterSet' && (element.kind === 'word' || element.kind === 'digit') && !element.negate)
    return SET_RANGES[element.kind]?.some(within) ?? false;
  return false;
}
