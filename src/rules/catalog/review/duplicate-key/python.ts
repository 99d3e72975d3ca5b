import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isPlainString } from '../../../syntax/python/python-syntax.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/**
 * The key a dict entry defines when it is a literal, as the source spells it: a string by its prefix (bytes,
 * raw) and the text between its quotes, an integer by its value. Other keys, and the spellings of one value
 * that differ (`'\x41'` and `'A'`, `1` and `True`), are left alone: a miss, never a false report.
 */
function keyOf(member: Node): string | undefined {
  const key = member.type === 'pair' ? member.childForFieldName('key') : null;
  if (key?.type === 'integer' && /^(?:0[xob])?[\da-f_]+$/i.test(key.text)) return `int ${BigInt(key.text.replace(/_/g, ''))}`;
  if (key?.type !== 'string' || !isPlainString(key)) return undefined;
  const start = key.namedChildren.find((child) => child?.type === 'string_start');
  const end = key.namedChildren.find((child) => child?.type === 'string_end');
  if (!start || !end) return undefined;
  const prefix = start.text.replace(/['"]/g, '').toLowerCase();
  return `${prefix.includes('b') ? 'bytes' : 'str'}${prefix.includes('r') ? ' raw' : ''} ${key.text.slice(start.endIndex - key.startIndex, end.startIndex - key.startIndex)}`;
}

/** For each entry that repeats an earlier key of its dict, the nearest such entry. */
function repeatedKeys(dictionary: Node): Map<number, Node> {
  const repeated = new Map<number, Node>();
  let seen = new Map<string, Node>();
  for (const member of dictionary.namedChildren) {
    if (!member) continue;
    // A `**defaults` in between makes the later key an override on purpose.
    if (member.type === 'dictionary_splat') {
      seen = new Map();
      continue;
    }
    const key = keyOf(member);
    if (key === undefined) continue;
    const earlier = seen.get(key);
    if (earlier) repeated.set(member.id, earlier);
    seen.set(key, member);
  }
  return repeated;
}

/** Each dict's repeated keys, by the dict's node id: read once per dict, not once per entry (a large literal's entries squared). */
const dictionariesOf = perFile((): Map<number, ReadonlyMap<number, Node>> => new Map());

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    message: '`{{key}}` is a key twice in this dict literal (first on line {{first}}): the later value silently replaces the earlier one.',
    reason: 'Python calls it a dict literal.',
  },
  query: '(dictionary (pair) @member) @target',
  check: ({ target, captures, context }) => {
    const member = captures.member;
    if (!member || silencedByNoqa(context.lines, lineOf(member), ['F601', 'PLW0109', 'B041'])) return false;
    const dictionaries = dictionariesOf(context);
    let repeated = dictionaries.get(target.id);
    if (!repeated) {
      repeated = repeatedKeys(target);
      dictionaries.set(target.id, repeated);
    }
    const earlier = repeated.get(member.id);
    if (!earlier) return false;
    return {
      line: member.startPosition.row + 1,
      details: { key: excerpt(member.childForFieldName('key')?.text ?? '', 40), first: String(earlier.startPosition.row + 1) },
    };
  },
  examples: {
    match: [
      'user = {\n    "id": 1,\n    "name": "Ada",\n    "id": 2,\n}',
      "codes = {200: 'ok', 404: 'missing', 0xC8: 'fine'}",
      "headers = {'accept': 'json', \"accept\": 'xml'}",
    ],
    noMatch: [
      'user = {"id": 1, "name": "Ada"}',
      'merged = {"retries": 1, **options, "retries": 3}',
      'table = {key: 1, key: 2}',
      'raw = {b"a": 1, "a": 2}',
      'escapes = {"\\n": 1, "\\t": 2}',
      'names = {f"{a}": 1, f"{b}": 2}',
    ],
  },
};
