import globals from 'globals';
import { FUNCTION_TYPES } from './javascript-syntax.js';
import { ScopeBindings, walkInScopes } from '../../scope-bindings.js';
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

/** Every node type that binds a name or opens a function scope. */
const BINDING_NODE_TYPES = [
  ...new Set([
    'variable_declarator',
    'for_in_statement',
    'assignment_expression',
    'catch_clause',
    'import_specifier',
    'namespace_import',
    ...BINDING_HOLDERS,
    ...NAMED_DECLARATIONS,
    ...FUNCTION_TYPES,
  ]),
];

/** The identifiers a binding target names: `a`, `{ a, b: c }`, `[a, ...rest]`, with defaults. */
function identifiersIn(target: Node | null): string[] {
  if (!target) return [];
  if (target.type === 'identifier' || target.type === 'shorthand_property_identifier_pattern') return [target.text];
  return target.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']).map((node) => node.text);
}

/**
 * The names each scope binds, by the scope node's id (a function, or the module's root): declarations, parameters,
 * patterns, imports, loop heads, catch parameters, plain assignments (sloppy scripts create globals by assigning)
 * and properties of the global object (`window.name = …`). Over-approximated: a block's `let` and `const` count as
 * its function's.
 */
export function namesByScope(root: Node): ScopeBindings {
  const scopes = new ScopeBindings();
  const bind = (scope: Node, names: readonly string[]) => {
    for (const name of names) scopes.bind(scope, name);
  };
  walkInScopes(
    root,
    BINDING_NODE_TYPES,
    (type) => FUNCTION_TYPES.includes(type),
    (node, scope) => bindAt(node, scope, root, bind),
  );
  return scopes;
}

/** Binds what `node` declares; `scope` is the function around it, or the module. */
function bindAt(node: Node, scope: Node, root: Node, bind: (scope: Node, names: readonly string[]) => void): void {
  switch (node.type) {
    case 'variable_declarator':
      return bind(scope, identifiersIn(node.childForFieldName('name')));
    case 'catch_clause':
      return bind(scope, identifiersIn(node.childForFieldName('parameter')));
    case 'for_in_statement':
      return bind(scope, identifiersIn(node.childForFieldName('left')));
    case 'arrow_function':
      return bind(node, identifiersIn(node.childForFieldName('parameter')));
    case 'import_specifier':
    case 'namespace_import':
      return bind(root, identifiersIn(node));
    case 'assignment_expression': {
      const left = node.childForFieldName('left');
      if (left?.type === 'identifier') bind(root, [left.text]);
      const object = left?.type === 'member_expression' ? left.childForFieldName('object')?.text : undefined;
      if (object && ['window', 'self', 'global', 'globalThis'].includes(object)) bind(root, [left?.childForFieldName('property')?.text ?? '']);
      return;
    }
    default:
      // A parameter list's or pattern's function is the one around it (a pattern in `({ a } = value)` assigns there).
      if (BINDING_HOLDERS.includes(node.type)) return bind(scope, identifiersIn(node));
      if (FUNCTION_EXPRESSIONS.has(node.type)) return bind(node, identifiersIn(node.childForFieldName('name')));
      if (NAMED_DECLARATIONS.includes(node.type)) return bind(scope, identifiersIn(node.childForFieldName('name')));
  }
}

/** Whether a scope `identifier` sees binds its name: its function, the functions around it, the module. */
export function isVisible(identifier: Node, scopes: ScopeBindings, name = identifier.text): boolean {
  return scopes.around(identifier, name).length > 0;
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
