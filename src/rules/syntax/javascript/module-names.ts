import globals from 'globals';
import { enclosingFunction } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/**
 * Every global of every environment ESLint knows (browsers, Node, workers, test runners, jQuery, AMD, …): a script
 * may run in any of them, and a name one of them provides is never reported as undefined.
 */
export const KNOWN_GLOBALS: ReadonlySet<string> = new Set([
  ...Object.values(globals).flatMap((environment) => Object.keys(environment)),
  // The global object inherits them from `Object.prototype`.
  ...Object.getOwnPropertyNames(Object.prototype),
]);

/** Nodes whose identifiers, anywhere below them, bind a name: parameter lists and destructuring patterns. */
const BINDING_HOLDERS = ['formal_parameters', 'object_pattern', 'array_pattern', 'import_clause', 'import_require_clause', 'import_alias'];

/** Function expressions, whose own name binds inside them only. */
const FUNCTION_EXPRESSIONS = new Set(['function_expression', 'generator_function', 'function']);

/** Declarations whose `name` field binds (functions, classes, and TypeScript's enums, namespaces and types). */
const NAMED_DECLARATIONS = [
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'function',
  'class_declaration',
  'abstract_class_declaration',
  'class',
  'enum_declaration',
  'internal_module',
  'module',
  'interface_declaration',
  'type_alias_declaration',
];

/** The identifiers a binding target names: `a`, `{ a, b: c }`, `[a, ...rest]`, with defaults. */
function identifiersIn(target: Node | null): string[] {
  if (!target) return [];
  if (target.type === 'identifier' || target.type === 'shorthand_property_identifier_pattern') return [target.text];
  return target.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).map((node) => node.text);
}

/** The function a binding or read belongs to, or the module. */
function scopeOf(node: Node, root: Node): Node {
  return enclosingFunction(node) ?? root;
}

/**
 * The names each scope binds, by the scope node's id (a function, or the module's root): declarations, parameters,
 * patterns, imports, loop heads, catch parameters, plain assignments (sloppy scripts create globals by assigning)
 * and properties of the global object (`window.name = …`). Over-approximated: a block's `let` and `const` count as
 * its function's.
 */
export function namesByScope(root: Node): Map<number, Set<string>> {
  const scopes = new Map<number, Set<string>>();
  const bind = (scope: Node, names: readonly string[]) => {
    const bound = scopes.get(scope.id) ?? new Set<string>();
    for (const name of names) bound.add(name);
    scopes.set(scope.id, bound);
  };
  for (const node of root.descendantsOfType([
    'variable_declarator',
    'for_in_statement',
    'assignment_expression',
    'arrow_function',
    'catch_clause',
    ...NAMED_DECLARATIONS,
  ])) {
    if (node.type === 'variable_declarator') bind(scopeOf(node, root), identifiersIn(node.childForFieldName('name')));
    else if (node.type === 'catch_clause') bind(scopeOf(node, root), identifiersIn(node.childForFieldName('parameter')));
    else if (node.type === 'for_in_statement') bind(scopeOf(node, root), identifiersIn(node.childForFieldName('left')));
    else if (node.type === 'arrow_function') bind(node, identifiersIn(node.childForFieldName('parameter')));
    else if (node.type === 'assignment_expression') {
      const left = node.childForFieldName('left');
      if (left?.type === 'identifier') bind(root, [left.text]);
      const object = left?.type === 'member_expression' ? left.childForFieldName('object')?.text : undefined;
      if (object && ['window', 'self', 'global', 'globalThis'].includes(object)) bind(root, [left?.childForFieldName('property')?.text ?? '']);
    } else if (FUNCTION_EXPRESSIONS.has(node.type)) bind(node, identifiersIn(node.childForFieldName('name')));
    else bind(scopeOf(node, root), identifiersIn(node.childForFieldName('name')));
  }
  // A parameter list's or pattern's function is the one around it (a pattern in `({ a } = value)` assigns there).
  for (const holder of root.descendantsOfType(BINDING_HOLDERS)) bind(scopeOf(holder, root), identifiersIn(holder));
  for (const specifier of root.descendantsOfType(['import_specifier', 'namespace_import'])) bind(root, identifiersIn(specifier));
  return scopes;
}

/** Whether a scope `identifier` sees binds its name: its function, the functions around it, the module. */
export function isVisible(identifier: Node, scopes: ReadonlyMap<number, ReadonlySet<string>>, root: Node): boolean {
  for (let scope = scopeOf(identifier, root); ; scope = scopeOf(scope, root)) {
    if (scopes.get(scope.id)?.has(identifier.text)) return true;
    if (scope.id === root.id) return false;
  }
}

/** Whether `identifier` reads a variable: not a declaration's name, a label, a re-export's names, an intrinsic JSX tag, `typeof x`. */
export function isRead(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'jsx_opening_element':
    case 'jsx_closing_element':
    case 'jsx_self_closing_element':
      return !/^[a-z]/.test(identifier.text);
    case 'unary_expression':
      return parent.childForFieldName('operator')?.text !== 'typeof';
    case 'namespace_export':
      return false;
    case 'export_specifier':
      return parent.parent?.parent?.childForFieldName('source') === null && parent.childForFieldName('name')?.id === identifier.id;
    case 'variable_declarator':
      return parent.childForFieldName('name')?.id !== identifier.id;
    case 'catch_clause':
      return parent.childForFieldName('parameter')?.id !== identifier.id;
    default:
      break;
  }
  for (let ancestor: Node | null = parent; ancestor; ancestor = ancestor.parent) {
    if (BINDING_HOLDERS.includes(ancestor.type)) return false;
    if (ancestor.type === 'import_statement' || ancestor.type === 'statement_block' || ancestor.type === 'expression_statement') break;
  }
  return true;
}
