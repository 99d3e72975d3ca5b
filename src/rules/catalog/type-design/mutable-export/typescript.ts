import { changedLineOf } from '../../../changed-line-of.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

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

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
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
      'export const DEFAULTS = { retries: 3, timeoutMs: 5000 };',
      "export const routes = new Map();\nroutes.set('/', home);\nroutes.set('/about', about);",
      'export const cache = new Map();\nexport function lookup(key) {\n  return cache.get(key);\n}',
      {
        before: "export const names = {\n  a: 'a',\n};\nexport function register(key, name) {\n  names[key] = name;\n}",
        after: "export const names = {\n  a: 'a',\n  b: 'b',\n};\nexport function register(key, name) {\n  names[key] = name;\n}",
      },
    ],
  },
};
