import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, isFunction } from '../../../syntax/javascript/javascript-syntax.js';

/** Node types that write the identifiers on their left: `x = 1`, `x += 1`, `[x] = pair`, `for (x of xs)`. */
const WRITES = ['assignment_expression', 'augmented_assignment_expression', 'for_in_statement'];

/** Whether anything in `scope` assigns `name`; with `var`, a second `var name = …` assigns the same variable. */
function writes(scope: Node, name: string, isVar: boolean): boolean {
  if (
    isVar &&
    scope.descendantsOfType('variable_declarator').some((other) => other.childForFieldName('name')?.text === name && other.childForFieldName('value'))
  )
    return true;
  for (const write of scope.descendantsOfType(WRITES)) {
    const left = write.childForFieldName('left');
    if (left && (left.text === name || left.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).some((node) => node.text === name)))
      return true;
  }
  return scope.descendantsOfType('update_expression').some((update) => update.childForFieldName('argument')?.text === name);
}

/** Whether a function between `identifier` and `scope` has a parameter of the same name, which the identifier then means. */
function shadowed(identifier: Node, scope: Node): boolean {
  for (let node = identifier.parent; node && !node.equals(scope); node = node.parent) {
    const parameters = isFunction(node) ? (node.childForFieldName('parameters') ?? node.childForFieldName('parameter')) : null;
    if (parameters?.descendantsOfType('identifier').some((parameter) => parameter.text === identifier.text)) return true;
  }
  return false;
}

/**
 * Whether `scope` reads the variable (not through a parameter of the same name) without ever testing whether it
 * is defined: `typeof define` says `undefined` is expected (a bundle's prelude declares `define` to hide the global).
 */
function readsUntested(scope: Node, declared: Node): boolean {
  const uses = scope
    .descendantsOfType('identifier')
    .filter((identifier) => identifier.text === declared.text && !identifier.equals(declared) && !shadowed(identifier, scope));
  return uses.length > 0 && !uses.some((identifier) => identifier.parent?.type === 'unary_expression' && identifier.parent.text.startsWith('typeof'));
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(lexical_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target
(variable_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target`,
  textGate: /let|var/,
  check: ({ target, captures }) => {
    const { name, declarator } = captures;
    // `declare let x` is defined elsewhere. A type annotation (`let x: T;`) leaves it to the compiler, which reports a
    // read before assignment (TS2454) and where type tests declare values only to check their types. `$name$` is a
    // placeholder that code generation replaces (webpack's runtime templates).
    if (!name || !declarator || declarator.childForFieldName('type') || target.parent?.type === 'ambient_declaration' || /^\$|\$$/.test(name.text))
      return false;
    const scope = enclosingFunction(target);
    // A `var` at the top of a file is a global that other scripts (or a template's user) may assign.
    if (!scope && target.type === 'variable_declaration') return false;
    const searched = scope ?? target.tree.rootNode;
    if (writes(searched, name.text, target.type === 'variable_declaration') || !readsUntested(searched, name)) return false;
    return { details: { name: name.text } };
  },
  examples: {
    match: [
      'export function total(items) {\n  let sum;\n  for (const item of items) {\n    const sum = item.price;\n  }\n  return sum;\n}',
      'let ready;\nexport function isReady() {\n  return ready === true;\n}',
    ],
    noMatch: [
      'export function total(items) {\n  let sum;\n  for (const item of items) sum = (sum ?? 0) + item.price;\n  return sum;\n}',
      'export function settle() {\n  let resolve;\n  const done = new Promise((r) => {\n    resolve = r;\n  });\n  return { done, resolve };\n}',
      'export function pair(entry) {\n  let key, value;\n  [key, value] = entry;\n  return key + value;\n}',
      'export function count(items) {\n  let n;\n  n ??= 0;\n  for (const _ of items) n++;\n  return n;\n}',
      'let unused;',
    ],
  },
};
