import globals from 'globals';
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

/**
 * Every name the module binds in any scope, over-approximated: declarations, parameters, patterns, imports, loop
 * heads, catch parameters, plain assignments (sloppy scripts create globals by assigning) and properties of the
 * global object (`window.name = …`).
 */
export function namesBoundIn(root: Node): Set<string> {
  const names = new Set<string>();
  const add = (list: readonly string[]) => list.forEach((name) => names.add(name));
  for (const node of root.descendantsOfType([
    'variable_declarator',
    'for_in_statement',
    'assignment_expression',
    'arrow_function',
    'catch_clause',
    ...NAMED_DECLARATIONS,
  ])) {
    if (node.type === 'variable_declarator') add(identifiersIn(node.childForFieldName('name')));
    else if (node.type === 'catch_clause') add(identifiersIn(node.childForFieldName('parameter')));
    else if (node.type === 'for_in_statement') add(identifiersIn(node.childForFieldName('left')));
    else if (node.type === 'arrow_function') add(identifiersIn(node.childForFieldName('parameter')));
    else if (node.type === 'assignment_expression') {
      const left = node.childForFieldName('left');
      if (left?.type === 'identifier') names.add(left.text);
      const object = left?.type === 'member_expression' ? left.childForFieldName('object')?.text : undefined;
      if (object && ['window', 'self', 'global', 'globalThis'].includes(object)) names.add(left?.childForFieldName('property')?.text ?? '');
    } else add(identifiersIn(node.childForFieldName('name')));
  }
  for (const holder of root.descendantsOfType(BINDING_HOLDERS)) add(identifiersIn(holder));
  for (const specifier of root.descendantsOfType(['import_specifier', 'namespace_import'])) add(identifiersIn(specifier));
  return names;
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
