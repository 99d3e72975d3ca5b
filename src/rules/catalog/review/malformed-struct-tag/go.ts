import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { readTag } from './tag-syntax.js';

const fieldName = (field: Node): string =>
  field
    .childrenForFieldName('name')
    .map((name) => name?.text ?? '')
    .join(', ') ||
  field.childForFieldName('type')?.text ||
  '?';

const tagText = (field: Node): string | undefined => {
  const tag = field.childForFieldName('tag');
  return tag?.type === 'raw_string_literal' ? tag.text.slice(1, -1) : undefined;
};

/** For each named field of a field list, the JSON name its tag gives (when it reads), in order. */
function jsonNames(list: Node): Map<number, string> {
  const names = new Map<number, string>();
  for (const sibling of list.namedChildren) {
    if (sibling?.type !== 'field_declaration' || sibling.childrenForFieldName('name').length === 0) continue;
    const text = tagText(sibling);
    const reading = text === undefined ? undefined : readTag(text);
    const json = reading && 'pairs' in reading ? reading.pairs.get('json')?.split(',')[0] : undefined;
    if (json) names.set(sibling.id, json);
  }
  return names;
}

/** Each struct's JSON names, by its field list's node id: a struct of thousands of fields is read once, not once per field. */
const fieldListsOf = perFile((): Map<number, { fields: readonly Node[]; names: ReadonlyMap<number, string> }> => new Map());

/** The JSON name an earlier named field of the same struct already uses, if any. */
function duplicateJsonName(field: Node, name: string, context: RuleContext): string | undefined {
  const list = field.parent;
  if (!list) return undefined;
  const lists = fieldListsOf(context);
  let read = lists.get(list.id);
  if (!read) {
    read = { fields: list.namedChildren.filter((child): child is Node => child !== null), names: jsonNames(list) };
    lists.set(list.id, read);
  }
  for (const sibling of read.fields) {
    if (sibling.startIndex >= field.startIndex) break;
    if (read.names.get(sibling.id) === name) return fieldName(sibling);
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(field_declaration tag: (raw_string_literal)) @target',
  textGate: /`/,
  check: ({ target, context }) => {
    const text = tagText(target);
    if (text === undefined) return false;
    const field = fieldName(target);
    const line = (target.childForFieldName('tag')?.startPosition.row ?? target.startPosition.row) + 1;
    const reading = readTag(text);
    if ('problem' in reading) return { line, details: { field, problem: reading.problem, fix: reading.fix } };
    const names = target.childrenForFieldName('name');
    const json = reading.pairs.get('json')?.split(',')[0] ?? '';
    if (names.length === 0 || json === '' || json === '-') return false;
    const other = names.length > 1 ? fieldName(target) : duplicateJsonName(target, json, context);
    if (!other) return false;
    return {
      line,
      details: {
        field,
        problem: `uses the JSON name \`${json}\`, as \`${other}\` does: \`encoding/json\` drops both fields`,
        fix: 'Give each field its own JSON name (or `json:"-"` for the one not meant to be encoded).',
      },
    };
  },
  examples: {
    match: [
      'type User struct {\n\tID   int    `json: "id"`\n\tName string `json:"name"`\n}',
      'type User struct {\n\tID int `json:"id",omitempty`\n}',
      'type Page struct {\n\tTitle string `json:"title"`\n\tName  string `json:"title"`\n}',
    ],
    noMatch: [
      'type User struct {\n\tID   int    `json:"id,omitempty" db:"id"`\n\tName string `json:"name" xml:"name,attr"`\n\tSkip string `json:"-"`\n\tAlso string `json:"-"`\n}',
      'type Attach struct {\n\tContainer string `arg required help:"Container ID."`\n}',
      'type Page struct {\n\tBase `json:"base"`\n\tTitle string `json:",omitempty"`\n\tName  string `json:",omitempty"`\n}',
    ],
  },
};
