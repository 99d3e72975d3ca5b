import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';

interface CountWords {
  /** What is counted: "argument", "value". */
  noun: string;
  /** Who gives them: "the call gives". */
  giver?: string;
  /** What the reader sees with too few values, and with too many. */
  tooFew: string;
  tooMany: string;
}

/** The finding when `format` takes `wanted` values and the call gives `given`: the counts and their consequence in words. */
export function countMismatchHit(format: string, wanted: number, given: number, words: CountWords): RuleHit | false {
  if (wanted === given) return false;
  const plural = (count: number): string => `${count} ${words.noun}${count === 1 ? '' : 's'}`;
  return {
    details: {
      format: excerpt(format, 40),
      wanted: plural(wanted),
      given: `${words.giver ?? 'the call gives'} ${plural(given)}`,
      consequence: given < wanted ? words.tooFew : words.tooMany,
    },
  };
}
