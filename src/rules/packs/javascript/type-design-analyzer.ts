import { fileRoleOf } from '../../../diff/file-role.js';
import type { Node } from 'web-tree-sitter';
import { changedLineOf } from '../../changed-line-of.js';
import { excerpt } from '../../excerpt.js';
import { JS_FAMILY, TYPESCRIPT_FAMILY } from '../../../diff/language.js';
import { perFile } from '../../per-file.js';
import type { RuleContext, RuleDefinition } from '../../rule-definition.js';
import { enclosingFunction, functionName, isFunction } from './javascript-syntax.js';

/** Places where the types stop protecting: `any`, double casts, chains of `!`, partial switches, shared mutable exports. */

const PARAMETER_TYPES = new Set(['required_parameter', 'optional_parameter']);
const DECLARATION_NAMES: ReadonlyMap<string, string> = new Map([
  ['variable_declarator', 'variable'],
  ['public_field_definition', 'property'],
  ['property_signature', 'property'],
  ['type_alias_declaration', 'type'],
  ['interface_declaration', 'interface'],
  ['catch_clause', 'catch binding'],
]);

/** The `unknown` or `any` of `x as unknown`, alone or in parentheses; else undefined. */
function castThrough(expression: Node): Node | undefined {
  const cast = expression.type === 'parenthesized_expression' ? expression.namedChildren.find((child) => child.type === 'as_expression') : expression;
  // The type comes after the expression being cast.
  return cast?.namedChildren.slice(1).find((child) => child.type === 'predefined_type' && (child.text === 'unknown' || child.text === 'any'));
}

/** Where an `any` sits, for the message. */
function describeAny(anyType: Node): string {
  let child = anyType;
  for (let node = anyType.parent; node; child = node, node = node.parent) {
    if (PARAMETER_TYPES.has(node.type)) return `parameter \`${node.childForFieldName('pattern')?.text ?? '?'}\``;
    if (isFunction(node) || node.type === 'method_signature' || node.type === 'function_signature') {
      const name = functionName(node) ?? 'an anonymous function';
      const isReturnType = node.childForFieldName('return_type')?.equals(child) ?? false;
      return isReturnType ? `the return type of \`${name}\`` : `\`${name}\``;
    }
    const kind = DECLARATION_NAMES.get(node.type);
    if (kind === 'catch binding') return `catch binding \`${node.childForFieldName('parameter')?.text ?? '?'}\``;
    if (kind) return `${kind} \`${node.childForFieldName('name')?.text ?? '?'}\``;
    if (node.type.endsWith('statement') || node.type === 'program') break;
  }
  return 'a type annotation';
}

/** The expression a non-null assertion wraps, or the object/callee a chain continues through. */
function chainInner(node: Node): Node | null {
  switch (node.type) {
    case 'non_null_expression':
      return node.namedChildren[0] ?? null;
    case 'member_expression':
    case 'subscript_expression':
      return node.childForFieldName('object');
    case 'call_expression':
      return node.childForFieldName('function');
    default:
      return null;
  }
}

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
    const members = declaration.childForFieldName('body')?.namedChildren.map((member) =>
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

const MUTATING_METHODS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'set', 'add', 'delete', 'clear']);
const MUTABLE_VALUE = new Set(['object', 'array']);
const MUTABLE_CONSTRUCTORS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array', 'Object']);

function isMutableValue(value: Node): boolean {
  if (MUTABLE_VALUE.has(value.type)) return true;
  return value.type === 'new_expression' && MUTABLE_CONSTRUCTORS.has(value.childForFieldName('constructor')?.text ?? '');
}

/** Whether this identifier is the object of a change: `name.x = …`, `name.push(…)`, `delete name[k]`, `name.count++`. */
function isMutatedObject(identifier: Node): boolean {
  const access = identifier.parent;
  if ((access?.type !== 'member_expression' && access?.type !== 'subscript_expression') || !access.childForFieldName('object')?.equals(identifier)) {
    return false;
  }
  const user = access.parent;
  if (!user) return false;
  if ((user.type === 'assignment_expression' || user.type === 'augmented_assignment_expression') && user.childForFieldName('left')?.equals(access)) return true;
  if (user.type === 'unary_expression' && user.childForFieldName('operator')?.text === 'delete') return true;
  if (user.type === 'update_expression') return true;
  const method = access.type === 'member_expression' ? access.childForFieldName('property')?.text : undefined;
  return user.type === 'call_expression' && method !== undefined && MUTATING_METHODS.has(method);
}

/** The places inside functions of this file that change an object, by the name it is changed through. */
const mutationsInFunctions = perFile((context) => {
  const mutations = new Map<string, Node[]>();
  for (const identifier of context.root.descendantsOfType('identifier')) {
    if (!isMutatedObject(identifier) || !enclosingFunction(identifier)) continue;
    const places = mutations.get(identifier.text);
    if (places) places.push(identifier);
    else mutations.set(identifier.text, [identifier]);
  }
  return mutations;
});

export const javascriptTypeDesignAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'type-design/explicit-any',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'info',
    confidence: 80,
    languages: TYPESCRIPT_FAMILY,
    category: 'type-safety',
    message: '{{subject}} turns off type checking for every value that flows through it.',
    recommendation:
      'Use a precise type, a generic parameter, or `unknown` (narrowed before use). For untyped input, validate it at the boundary and give the result a type.',
    query: '((predefined_type) @target (#eq? @target "any"))',
    textGate: /any/,
    check: ({ target, context }) => {
      const line = target.startPosition.row;
      // The team has already decided about this one.
      const acknowledged = [context.lines[line], context.lines[line - 1]].some((text) => text?.includes('no-explicit-any'));
      if (acknowledged) return false;
      // Tests feed deliberately wrong values through `any`; that is rarely worth a comment.
      const inTests = context.isTestFile ? { confidence: 60 } : {};
      const cast = target.parent?.type === 'as_expression' ? target.parent : undefined;
      if (cast) {
        // `x as any as T` is type-design/double-cast's finding.
        let outer = cast.parent;
        while (outer?.type === 'parenthesized_expression') outer = outer.parent;
        if (outer?.type === 'as_expression') return false;
        return { details: { subject: 'Cast to `any`' }, ...inTests };
      }
      // Many projects allow `any` on purpose (lint rule off): style, not a bug, wherever it stands.
      return { details: { subject: `Explicit \`any\` in ${describeAny(target)}` }, ...inTests };
    },
    examples: {
      match: [
        'export function parse(input: any): Config {\n  return input;\n}',
        'let payload: Record<string, any> = {};',
        'const user = response as any;',
      ],
      noMatch: [
        'export function parse(input: unknown): Config {\n  return schema.parse(input);\n}',
        '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst legacy: any = window.legacy;',
        'const company = { anything: true };',
      ],
    },
  },
  {
    id: 'type-design/double-cast',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'info',
    confidence: 85,
    languages: TYPESCRIPT_FAMILY,
    category: 'type-safety',
    message: 'Double cast `as {{via}} as {{type}}` forces a type the compiler says does not fit.',
    recommendation:
      'Fix the types so a single cast (or none) is enough, or validate the value at runtime (a type guard or schema) before treating it as the target type.',
    // Nested patterns are slow to compile: the query finds a cast of a cast or of a parenthesized expression,
    // the check looks inside for `as unknown` or `as any`.
    query: '(as_expression [(as_expression) (parenthesized_expression)] @inner (_) @type) @target',
    textGate: /unknown|any/,
    check: ({ captures, context }) => {
      const via = captures.inner ? castThrough(captures.inner) : undefined;
      if (!via) return false;
      return { details: { via: via.text }, ...(context.isTestFile ? { confidence: 60 } : {}) };
    },
    examples: {
      match: ['const config = raw as unknown as AppConfig;', 'const id = (value as any) as UserId;'],
      noMatch: ['const config = raw as AppConfig;', 'const input = value as unknown;'],
    },
  },
  {
    id: 'type-design/non-null-chain',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: TYPESCRIPT_FAMILY,
    // In a test a wrong assertion just fails the test, which is what the test is for.
    files: 'source',
    category: 'type-safety',
    message: '`{{target}}` asserts non-null {{count}} times in one chain; any of those values being missing is a runtime crash.',
    recommendation:
      'Narrow once with a guard (`if (!a?.b) return …`), use optional chaining with a fallback, or make the type non-optional where the value is known to exist.',
    query: '(non_null_expression) @target',
    check: ({ target }) => {
      // Report each chain once, at its outermost assertion.
      for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
        if (!chainInner(parent)?.equals(child)) break;
        if (parent.type === 'non_null_expression') return false;
      }
      let count = 0;
      for (let node: Node | null = target; node; node = chainInner(node)) {
        if (node.type === 'non_null_expression') count += 1;
      }
      return count >= 2 ? { details: { count: String(count) } } : false;
    },
    examples: {
      match: ['const name = session!.user!.name;', 'const port = config.servers![0]!.port;'],
      noMatch: ['const name = session!.user.name;', 'const name = session?.user?.name ?? "anonymous";'],
    },
  },
  {
    id: 'type-design/non-exhaustive-switch',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 80,
    languages: TYPESCRIPT_FAMILY,
    category: 'type-safety',
    message: 'The switch over `{{subject}}` handles {{handled}} of `{{type}}` but not {{missing}}, and has no `default`.',
    recommendation:
      "Handle the missing cases, or add `default:` with an exhaustiveness check (`const unreachable: never = value;`) so a new member fails to compile instead of being skipped.",
    query: '(switch_statement value: (parenthesized_expression (_) @subject) body: (switch_body) @body) @target',
    textGate: /switch/,
    check: ({ captures, context }) => {
      const { subject, body } = captures;
      if (!subject || !body || body.namedChildren.some((clause) => clause.type === 'switch_default')) return false;
      const labels = caseValues(body);
      if (!labels) return false;
      const { values: cases, isEnum } = labels;
      const property = subject.type === 'member_expression' ? subject.childForFieldName('property')?.text : undefined;
      const declared = isEnum ? enumsIn(context) : [...literalUnionsIn(context, undefined), ...(property === undefined ? [] : literalUnionsIn(context, property))];
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
  },
  {
    id: 'type-design/mutable-export',
    agent: 'type-design-analyzer',
    dimension: 'architecture',
    severity: 'low',
    confidence: 80,
    languages: JS_FAMILY,
    files: 'source',
    category: 'design',
    message: '{{what}}: module state that every importer shares and that can change under them.',
    recommendation:
      'Keep the state private to the module and export functions that read or update it (or a class whose instances own it), so changes go through one place and tests can start fresh.',
    query: '(export_statement declaration: [(lexical_declaration) (variable_declaration)] @declaration) @target',
    check: ({ captures, context }) => {
      const declaration = captures.declaration;
      // A script's or benchmark's module state has no importers to surprise.
      if (!declaration || fileRoleOf(context.path) === 'tooling') return false;
      const kind = declaration.type === 'variable_declaration' ? 'var' : declaration.childForFieldName('kind')?.text;
      for (const declarator of declaration.namedChildren.filter((child) => child.type === 'variable_declarator')) {
        const name = declarator.childForFieldName('name');
        if (name?.type !== 'identifier') continue;
        if (kind === 'let' || kind === 'var') return { details: { what: `\`export ${kind} ${name.text}\` is a mutable exported binding` } };
        const value = declarator.childForFieldName('value');
        const mutations = value && isMutableValue(value) ? (mutationsInFunctions(context).get(name.text) ?? []) : [];
        const first = mutations[0];
        // The change exported it or changes it in a function; a new entry in its initializer is neither.
        const line = changedLineOf(context, name, ...mutations);
        if (first && context.isChanged(line)) {
          return {
            line,
            details: { what: `Exported \`${name.text}\` is changed inside functions of this module (line ${first.startPosition.row + 1})` },
          };
        }
      }
      return false;
    },
    examples: {
      match: [
        'export let currentUser = null;\nexport function login(user) {\n  currentUser = user;\n}',
        'export const handlers = new Map();\nexport function register(name, handler) {\n  handlers.set(name, handler);\n}',
        'export const settings = { debug: false };\nexport function enableDebug() {\n  settings.debug = true;\n}',
      ],
      noMatch: [
        "export const DEFAULTS = { retries: 3, timeoutMs: 5000 };",
        "export const routes = new Map();\nroutes.set('/', home);\nroutes.set('/about', about);",
        "export const cache = new Map();\nexport function lookup(key) {\n  return cache.get(key);\n}",
        {
          before: "export const names = {\n  a: 'a',\n};\nexport function register(key, name) {\n  names[key] = name;\n}",
          after: "export const names = {\n  a: 'a',\n  b: 'b',\n};\nexport function register(key, name) {\n  names[key] = name;\n}",
        },
      ],
    },
  },
];
