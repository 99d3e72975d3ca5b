import type { RuleHit } from '../../../rule-definition.js';
import { excerpt } from '../../../excerpt.js';
import { capturingGroups } from '../../../syntax/regex-pattern.js';
import type { LiteralRegex } from '../../../syntax/regex-pattern.js';

/** One reference in a replacement string: a group number, or a name. */
export interface GroupReference {
  text: string;
  group: number | string;
}

/** The capturing groups a pattern has: how many, and their names. */
export type Groups = ReturnType<typeof capturingGroups>;

/**
 * The first reference to a group the pattern lacks, as a finding; false when all of them exist. `references`
 * reads the replacement, given the groups (JavaScript's `$12` depends on how many there are).
 */
export function missingGroup(
  regex: LiteralRegex | undefined,
  replacement: string,
  references: (groups: Groups) => readonly GroupReference[],
  effect: string,
): RuleHit | false {
  if (!regex) return false;
  const groups = capturingGroups(regex.pattern);
  const { count, names } = groups;
  const missing = references(groups).find(({ group }) => (typeof group === 'number' ? group > count : !names.has(group)));
  if (!missing) return false;
  const group = typeof missing.group === 'number' ? `group ${missing.group}` : `the group named \`${missing.group}\``;
  const has = typeof missing.group === 'string' ? 'has no group of that name' : `has ${count === 0 ? 'no' : count} capturing group${count === 1 ? '' : 's'}`;
  return {
    details: {
      reference: missing.text,
      replacement: excerpt(replacement, 40),
      pattern: excerpt(regex.source, 50),
      group,
      has,
      effect: effect.replace('{{reference}}', missing.text),
    },
  };
}
