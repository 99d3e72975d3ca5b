import type { Node } from 'web-tree-sitter';
import { isField } from './capability-dialect.js';
import type { Dialect, Reach } from './capability-dialect.js';

// Go: a name nothing declares does not compile, and the universe scope reaches no process, network or
// code loading, so a Go fix can only reach further through packages: its imports and their members.

const GO_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['short_var_declaration', 'left'],
  ['range_clause', 'left'],
  ['var_spec', 'name'],
  ['const_spec', 'name'],
  ['parameter_declaration', 'name'],
  ['variadic_parameter_declaration', 'name'],
  ['function_declaration', 'name'],
  ['method_declaration', 'name'],
  ['labeled_statement', 'label'],
];

function isGoBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'expression_list' && ['short_var_declaration', 'range_clause'].includes(parent.parent?.type ?? '') && isField(parent, 'left'))
    return true;
  return GO_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function visitGo(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier':
      reach.references.push({ name: node.text, declared: isGoBinding(node) });
      return;
    case 'package_identifier':
      if (node.parent?.type !== 'package_clause' && node.parent?.type !== 'import_spec') reach.references.push({ name: node.text, declared: false });
      return;
    case 'field_identifier':
      if (node.parent?.type === 'selector_expression') reach.properties.push(node.text);
      return;
    case 'import_spec': {
      const path = node.childForFieldName('path');
      if (path) reach.modules.push(path.text.slice(1, -1));
      return;
    }
    default:
      return;
  }
}

export const GO_DIALECT: Dialect = { globals: new Set(), visit: visitGo };
