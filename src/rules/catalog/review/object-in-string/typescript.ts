import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { declaredTypeOf } from '../../../syntax/javascript/declared-type.js';

/**
 * Names of the interfaces and type aliases of the file that are plain object types without a `toString` of their own
 * (`interface User { name: string }`, `type Point = { x: number }`).
 */
const plainObjectTypesOf = perFile((context): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const declaration of context.root.descendantsOfType(['interface_declaration', 'type_alias_declaration'])) {
    const name = declaration.childForFieldName('name')?.text;
    const body = declaration.type === 'interface_declaration' ? declaration.childForFieldName('body') : declaration.childForFieldName('value');
    if (!name || (body?.type !== 'interface_body' && body?.type !== 'object_type')) continue;
    // `extends` may bring in a `toString`; a declared one is printed.
    if (declaration.namedChildren.some((child) => child.type === 'extends_type_clause') || /\btoString\b/.test(body.text)) continue;
    names.add(name);
  }
  return names;
});

/**
 * Names the file declares (parameters, variables) with a type that prints uselessly: the rule resolves a name's
 * declaration only when its name is among them, since template substitutions are everywhere and most are strings.
 */
const objectTypedNamesOf = perFile((context): ReadonlySet<string> => {
  const names = new Set<string>();
  const plain = plainObjectTypesOf(context);
  for (const declaration of context.root.descendantsOfType(['required_parameter', 'optional_parameter', 'variable_declarator'])) {
    const type = declaration.childForFieldName('type')?.text.replace(/^:\s*/, '');
    const name = declaration.childForFieldName('pattern') ?? declaration.childForFieldName('name');
    if (type !== undefined && name?.type === 'identifier' && printedAs(type, plain)) names.add(name.text);
  }
  return names;
});

/** What an object of the declared type prints as, or undefined when it may print something useful. */
function printedAs(type: string, plain: ReadonlySet<string>): string | undefined {
  const text = type.trim();
  if (/^(Map|ReadonlyMap)</.test(text)) return '[object Map]';
  if (/^(Set|ReadonlySet)</.test(text)) return '[object Set]';
  if (/^Record</.test(text) || text === 'object' || (text.startsWith('{') && !/\btoString\b/.test(text))) return '[object Object]';
  return plain.has(text) ? '[object Object]' : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['typescript', 'tsx'],
  query: `(template_substitution (identifier) @name) @target
((binary_expression left: [(string) (template_string)] operator: "+" right: (identifier) @name) @target)
((binary_expression left: (identifier) @name operator: "+" right: [(string) (template_string)]) @target)`,
  textGate: /\binterface\b|\btype\s+\w+\s*=\s*\{|:\s*(?:Map|Set|Record|ReadonlyMap|ReadonlySet)<|:\s*object\b|:\s*\{/,
  check: ({ target, captures, context }) => {
    const name = captures.name;
    if (!name || !objectTypedNamesOf(context).has(name.text)) return false;
    const type = declaredTypeOf(name);
    const printed = type === undefined ? undefined : printedAs(type, plainObjectTypesOf(context));
    if (!type || !printed) return false;
    const expression = target.type === 'template_substitution' ? (target.parent ?? target) : target;
    return { details: { name: name.text, type: excerpt(type, 40), expression: excerpt(expression.text, 50), printed } };
  },
  examples: {
    match: [
      'interface User {\n  id: string;\n  name: string;\n}\n\nexport function greet(user: User) {\n  log(`hello ${user}`);\n}',
      'export function describe(counts: Map<string, number>) {\n  return "counts: " + counts;\n}',
      'type Point = { x: number; y: number };\n\nexport function key(point: Point) {\n  return `cell-${point}`;\n}',
    ],
    noMatch: [
      'interface User {\n  id: string;\n  name: string;\n}\n\nexport function greet(user: User) {\n  log(`hello ${user.name}`);\n}',
      'interface Version {\n  major: number;\n  toString(): string;\n}\n\nexport function show(version: Version) {\n  return `v${version}`;\n}',
      'export function greet(user: User) {\n  log(`hello ${user}`);\n}',
      'export function greet(name: string) {\n  log(`hello ${name}`);\n}',
      'class Money {\n  toString() {\n    return "1 EUR";\n  }\n}\n\nexport function show(price: Money) {\n  return `costs ${price}`;\n}',
    ],
  },
};
