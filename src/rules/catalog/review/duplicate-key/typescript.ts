import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** The property name a member of an object literal defines, or undefined for computed keys, accessors and spreads. */
function keyOf(member: Node): string | undefined {
  if (member.type === 'shorthand_property_identifier') return member.text;
  if (member.type !== 'pair' && member.type !== 'method_definition') return undefined;
  // A getter and a setter of one name are a pair, not a duplicate.
  if (member.type === 'method_definition' && member.children.some((child) => child?.type === 'get' || child?.type === 'set')) return undefined;
  const key = member.childForFieldName(member.type === 'pair' ? 'key' : 'name');
  if (!key) return undefined;
  if (key.type === 'property_identifier') return key.text;
  if (key.type === 'string') return key.text.slice(1, -1);
  if (key.type === 'number') return String(Number(key.text));
  return undefined;
}

/** For each member that repeats an earlier key of its object, the row of the nearest such key. */
function repeatedKeys(object: Node): Map<number, number> {
  const repeated = new Map<number, number>();
  let seen = new Map<string, number>();
  for (const member of object.namedChildren) {
    if (!member) continue;
    // A spread in between makes the later key an override on purpose.
    if (member.type === 'spread_element') {
      seen = new Map();
      continue;
    }
    const key = keyOf(member);
    if (key === undefined) continue;
    const earlier = seen.get(key);
    if (earlier !== undefined) repeated.set(member.id, earlier);
    seen.set(key, member.startPosition.row);
  }
  return repeated;
}

/** Each object's repeated keys, by the object's node id: read once per object, not once per member (a large literal's members squared). */
const objectsOf = perFile((): Map<number, ReadonlyMap<number, number>> => new Map());

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(object [(pair) (shorthand_property_identifier) (method_definition)] @member) @target',
  check: ({ target, captures, context }) => {
    const member = captures.member;
    const key = member && keyOf(member);
    if (!member || key === undefined) return false;
    const objects = objectsOf(context);
    let repeated = objects.get(target.id);
    if (!repeated) {
      repeated = repeatedKeys(target);
      objects.set(target.id, repeated);
    }
    const earlier = repeated.get(member.id);
    return earlier === undefined ? false : { line: member.startPosition.row + 1, details: { key: excerpt(key, 40), first: String(earlier + 1) } };
  },
  examples: {
    match: ["const user = {\n  id: 1,\n  name: 'Ada',\n  id: 2,\n};", "const headers = { accept: 'json', 'accept': 'xml' };"],
    noMatch: [
      "const user = { id: 1, name: 'Ada' };",
      'const box = {\n  get size() { return this.n; },\n  set size(value) { this.n = value; },\n};',
      'const merged = { retries: 1, ...options, retries: 3 };',
      'const table = { [key]: 1, [key]: 2 };',
    ],
  },
};
