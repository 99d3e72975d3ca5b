import type { LiteralRegex } from '../../../syntax/regex-pattern.js';
import type { RuleHit } from '../../../rule-definition.js';
import { excerpt } from '../../../excerpt.js';
import { largeRange } from './large-range.js';

/** The finding for a regex whose class has an overly large range; false for any other (or unreadable) pattern. */
export function overlyLargeRange(regex: LiteralRegex): RuleHit | false {
  const found = largeRange(regex.pattern);
  return found ? { details: { ...found, pattern: excerpt(regex.source, 60) } } : false;
}
