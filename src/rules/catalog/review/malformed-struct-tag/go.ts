import type { Node } from 'web-tree-sitter';
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

/** The JSON name an earlier named field of the same struct already uses, if any. */
function duplicateJsonName(field: Node, name: string): string | undefined {
  for (let sibling = field.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
    if (sibling.type !== 'field_declaration' || sibling.childrenForFieldName('name').length === 0) continue;
    const text = tagText(sibling);
    const reading = text === undefined ? undefined : readTag(text);
    if (reading && 'pairs' in reading && reading.pairs.get('json')?.split(',')[0] === name) return fieldName(sibling);
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(field_declaration tag: (raw_string_literal)) @target',
  textGate: /`/,
  check: ({ target }) => {
    const text = tagText(target);
    if (text === undefined) return false;
    const field = fieldName(target);
    const line = (target.childForFieldName('tag')?.startPosition.row ?? target.startPosition.row) + 1;
    const reading = readTag(text);
    if ('problem' in reading) return { line, details: { field, problem: reading.problem, fix: reading.fix } };
    const names = target.childrenForFieldName('name');
    const json = reading.pairs.get('json')?.split(',')[0] ?? '';
    if (names.length === 0 || json === '' || json === '-') return false;
    const other = names.length > 1 ? fieldName(target) : duplicateJsonName(target, json);
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
