import { excerpt } from '../../../excerpt.js';
import { TYPESCRIPT_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** A closed set of values a switch can be checked against: a union's literals or an enum's members. */
interface ClosedSet {
  name: string;
  /** String literal contents, or `Enum.Member` for enums. */
  values: readonly string[];
}

/** `A | B | C` parses as nested unions: its members, flattened. */
function unionMembers(node: Node): Node[] {
  if (node.type !== 'union_type') return [node];
  return node.namedChildren.flatMap(unionMembers);
}

function stringLiteralOf(type: Node | null | undefined): string | undefined {
  const literal = type?.type === 'type_annotation' ? type.namedChildren[0] : type;
  const string = literal?.type === 'literal_type' ? literal.namedChildren[0] : undefined;
  return string?.type === 'string' ? string.text.slice(1, -1) : undefined;
}

/** The literal value of property `property` in an object type or interface body. */
function propertyLiteral(body: Node, property: string): string | undefined {
  for (const member of body.namedChildren) {
    if (member.type === 'property_signature' && member.childForFieldName('name')?.text === property) {
      return stringLiteralOf(member.childForFieldName('type'));
    }
  }
  return undefined;
}

/** The type declarations of a file: object types and interfaces by name, and every union alias. */
const declaredTypes = perFile((context) => {
  const objectTypes = new Map<string, Node>();
  for (const declaration of context.root.descendantsOfType(['interface_declaration', 'type_alias_declaration'])) {
    const name = declaration.childForFieldName('name')?.text;
    const body = declaration.childForFieldName('body') ?? declaration.childForFieldName('value');
    if (name && body && (body.type === 'interface_body' || body.type === 'object_type')) objectTypes.set(name, body);
  }
  const unions = context.root.descendantsOfType('type_alias_declaration').flatMap((alias) => {
    const name = alias.childForFieldName('name')?.text;
    const value = alias.childForFieldName('value');
    return name && value?.type === 'union_type' ? [{ name, members: unionMembers(value) }] : [];
  });
  return { objectTypes, unions, setsByProperty: new Map<string, ClosedSet[]>() };
});

/**
 * The literal unions declared in this file that a switch over `property` (or over a plain value, when
 * `property` is undefined) can be checked against: `type Kind = 'a' | 'b'`, and discriminated unions
 * `type Shape = { kind: 'circle' } | Square` whose members (inline, or interfaces here) fix `kind`.
 */
function literalUnionsIn(context: RuleContext, property: string | undefined): ClosedSet[] {
  const { objectTypes, unions, setsByProperty } = declaredTypes(context);
  const key = property ?? '';
  let sets = setsByProperty.get(key);
  if (!sets) {
    sets = unions.flatMap(({ name, members }) => {
      const values = members.map((member) => {
        if (property === undefined) return stringLiteralOf(member);
        const body = member.type === 'object_type' ? member : member.type === 'type_identifier' ? objectTypes.get(member.text) : undefined;
        return body ? propertyLiteral(body, property) : undefined;
      });
      return values.every((item) => item !== undefined) ? [{ name, values: values as string[] }] : [];
    });
    setsByProperty.set(key, sets);
  }
  return sets;
}

/** The enums declared in this file, their members as `Enum.Member`. */
const enumsIn = perFile((context) => {
  const sets: ClosedSet[] = [];
  for (const declaration of context.root.descendantsOfType('enum_declaration')) {
    const name = declaration.childForFieldName('name')?.text;
    const members = declaration
      .childForFieldName('body')
      ?.namedChildren.map((member) =>
        member.type === 'enum_assignment' ? member.childForFieldName('name')?.text : member.type === 'property_identifier' ? member.text : undefined,
      );
    if (name && members?.every((member) => member !== undefined)) sets.push({ name, values: (members as string[]).map((member) => `${name}.${member}`) });
  }
  return sets;
});

/** Case labels as comparable values: all string literals (by content) or all enum members (`Enum.Member`); undefined otherwise. */
function caseValues(body: Node): { values: string[]; isEnum: boolean } | undefined {
  const clauses = body.namedChildren.filter((clause) => clause.type === 'switch_case').map((clause) => clause.childForFieldName('value'));
  const first = clauses[0];
  if (!first) return undefined;
  const isEnum = first.type === 'member_expression';
  const values: string[] = [];
  for (const value of clauses) {
    if (!isEnum && value?.type === 'string') values.push(value.text.slice(1, -1));
    else if (isEnum && value?.type === 'member_expression' && value.childForFieldName('object')?.type === 'identifier') values.push(value.text);
    else return undefined;
  }
  return { values, isEnum };
}

export const implementation: LanguageImplementation = {
  languages: TYPESCRIPT_FAMILY,
  query: '(switch_statement value: (parenthesized_expression (_) @subject) body: (switch_body) @body) @target',
  textGate: /switch/,
  check: ({ captures, context }) => {
    const { subject, body } = captures;
    if (!subject || !body || body.namedChildren.some((clause) => clause.type === 'switch_default')) return false;
    const labels = caseValues(body);
    if (!labels) return false;
    const { values: cases, isEnum } = labels;
    const property = subject.type === 'member_expression' ? subject.childForFieldName('property')?.text : undefined;
    const declared = isEnum
      ? enumsIn(context)
      : [...literalUnionsIn(context, undefined), ...(property === undefined ? [] : literalUnionsIn(context, property))];
    // The smallest declared set holding every case label is the one the switch is over.
    const closed = declared.filter((set) => cases.every((value) => set.values.includes(value))).sort((a, b) => a.values.length - b.values.length)[0];
    const missing = closed?.values.filter((value) => !cases.includes(value)) ?? [];
    if (!closed || missing.length === 0) return false;
    const quote = (value: string): string => (isEnum ? `\`${value}\`` : `'${value}'`);
    return {
      details: {
        subject: excerpt(subject.text, 40),
        type: closed.name,
        handled: `${cases.length} of ${closed.values.length} members`,
        missing: missing.map(quote).join(', '),
      },
    };
  },
  examples: {
    match: [
      "type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number } | { kind: 'triangle'; base: number; height: number };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      drawCircle(shape);\n      break;\n    case 'square':\n      drawSquare(shape);\n      break;\n  }\n}",
      'enum Status { Active, Suspended, Deleted }\nfunction label(status: Status) {\n  switch (status) {\n    case Status.Active:\n      return "active";\n    case Status.Suspended:\n      return "suspended";\n  }\n  return "?";\n}',
    ],
    noMatch: [
      "type Shape = { kind: 'circle' } | { kind: 'square' };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      return 1;\n    case 'square':\n      return 2;\n  }\n}",
      "type Level = 'debug' | 'info' | 'warn';\nfunction rank(level: Level) {\n  switch (level) {\n    case 'debug':\n      return 0;\n    default:\n      return 1;\n  }\n}",
      "function rank(level: string) {\n  switch (level) {\n    case 'debug':\n      return 0;\n  }\n}",
    ],
  },
};
