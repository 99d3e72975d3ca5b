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

/** The places inside functions of a file that change an object, by the name it is changed through. */
function mutationsIn(root: Node): Map<string, Node[]> {
  const mutations = new Map<string, Node[]>();
  for (const identifier of root.descendantsOfType('identifier')) {
    if (!isMutatedObject(identifier) || !enclosingFunction(identifier)) continue;
    const places = mutations.get(identifier.text);
    if (places) places.push(identifier);
    else mutations.set(identifier.text, [identifier]);
  }
  return mutations;
}

const mutationsInFunctions = perFile((context) => mutationsIn(context.root));

/** The names the file exported as mutable state before the change: `export let`/`var`, or a `const` changed in its functions. */
const mutableExportsBefore = perFile((context) => {
  const names = new Set<string>();
  const before = context.before();
  if (!before) return names;
  const mutated = mutationsIn(before.root);
  for (const statement of before.root.descendantsOfType('export_statement')) {
    const declaration = statement.childForFieldName('declaration');
    if (declaration?.type !== 'lexical_declaration' && declaration?.type !== 'variable_declaration') continue;
    const constant = declaration.childForFieldName('kind')?.text === 'const';
    for (const declarator of declaration.namedChildren.filter((child) => child.type === 'variable_declarator')) {
      const name = declarator.childForFieldName('name')?.text;
      if (name && (!constant || mutated.has(name))) names.add(name);
    }
  }
  return names;
});

/** Whether `node` runs as part of a top-level expression statement (`import('x').then((m) => { … })`), not a declared function. */
function runsWhileLoading(node: Node): boolean {
  let statement = node;
  while (statement.parent && statement.parent.type !== 'program') statement = statement.parent;
  return statement.type === 'expression_statement';
}

/**
 * An exported binding that only statements run while the module loads reassign: a placeholder replaced once an
 * optional import resolves is ES modules' live binding used on purpose, and no importer's call changes it later.
 */
function setOnlyWhileLoading(name: string, root: Node): boolean {
  const assignments = root
    .descendantsOfType(['assignment_expression', 'augmented_assignment_expression', 'update_expression'])
    .filter((assignment) => (assignment.childForFieldName('left') ?? assignment.childForFieldName('argument'))?.text === name);
  return assignments.length > 0 && assignments.every(runsWhileLoading);
}

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
      // State the module already shared before the change is its design, not the change's: a reformatted or
      // moved declaration, or one more function updating it, introduces nothing to review.
      if (mutableExportsBefore(context).has(name.text)) continue;
      if (kind === 'let' || kind === 'var') {
        const what = `\`export ${kind} ${name.text}\` is a mutable exported binding`;
        return { details: { what }, ...(setOnlyWhileLoading(name.text, context.root) ? { confidence: 70 } : {}) };
      }
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
      {
        before:
          'export const types: Record<\n  string,\n  Reporter\n> = {};\nexport const addType = (name: string, report: Reporter) => {\n  types[name] = report;\n};',
        after: 'export const types: Record<string, Reporter> = {};\nexport const addType = (name: string, report: Reporter) => {\n  types[name] = report;\n};',
      },
    ],
  },
};
