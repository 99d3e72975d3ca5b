import { parametersOf } from './python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Nodes that start a new scope: what is bound inside them is not bound around them. */
export const SCOPE_TYPES = new Set(['function_definition', 'lambda', 'class_definition']);

/** The leaves of `node` without comments; a string is one token (its escapes would otherwise split it). */
export function tokensOf(node: Node): Node[] {
  const tokens: Node[] = [];
  const walk = (current: Node): void => {
    if (current.type === 'comment') return;
    if (current.childCount === 0 || current.type === 'string') {
      tokens.push(current);
      return;
    }
    for (const child of current.children) if (child) walk(child);
  };
  walk(node);
  return tokens;
}

/** Whether two nodes are the same code, ignoring layout and comments. */
export function sameCode(a: Node, b: Node): boolean {
  const left = tokensOf(a);
  const right = tokensOf(b);
  return left.length === right.length && left.every((token, index) => token.text === right[index]?.text);
}

/** Whether `identifier` reads or binds a variable: not the `b` of `a.b`, nor the `key` of `f(key=…)`. */
export function isVariableName(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return true;
  if (parent.type === 'attribute') return parent.childForFieldName('attribute')?.id !== identifier.id;
  if (parent.type === 'keyword_argument') return parent.childForFieldName('name')?.id !== identifier.id;
  return true;
}

/** Subtrees whose identifiers bind (parameters, patterns, type parameters) or are not evaluated as names here. */
const NOT_READ = new Set([
  'import_statement',
  'import_from_statement',
  'future_import_statement',
  'global_statement',
  'nonlocal_statement',
  'parameters',
  'lambda_parameters',
  'type_parameter',
  'case_pattern',
  'type',
]);

/** Whether `identifier` is evaluated as a variable: not in an import, a parameter list, a pattern or an annotation. */
export function isNameRead(identifier: Node): boolean {
  const parent = identifier.parent;
  // A definition's own name binds (in the scope around it).
  if (!isVariableName(identifier) || (SCOPE_TYPES.has(parent?.type ?? '') && parent?.childForFieldName('name')?.id === identifier.id)) return false;
  for (let parent = identifier.parent; parent; parent = parent.parent) if (NOT_READ.has(parent.type)) return false;
  return true;
}

/** The identifiers a binding target names: `a`, `(a, b)`, `[a, *rest]`; not `a.b` or `a[0]`. */
export function targetNames(target: Node | null): Node[] {
  if (!target) return [];
  if (target.type === 'identifier') return [target];
  if (['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list', 'parenthesized_expression', 'list_splat_pattern'].includes(target.type)) {
    return target.namedChildren.flatMap((child) => targetNames(child));
  }
  return [];
}

/** The identifiers `node` binds in its own scope, when it is a binding construct. */
export function boundBy(node: Node): Node[] {
  switch (node.type) {
    case 'assignment':
    case 'augmented_assignment':
    case 'for_statement':
    case 'for_in_clause':
      return targetNames(node.childForFieldName('left'));
    case 'named_expression':
      return targetNames(node.childForFieldName('name'));
    case 'as_pattern':
      return targetNames(node.childForFieldName('alias')?.namedChildren[0] ?? node.childForFieldName('alias'));
    case 'with_item': {
      const value = node.childForFieldName('value');
      return value?.type === 'as_pattern' ? targetNames(value.childForFieldName('alias')?.namedChildren[0] ?? null) : [];
    }
    case 'function_definition':
    case 'class_definition':
      return targetNames(node.childForFieldName('name'));
    case 'except_clause':
      return node.namedChildren
        .filter((child) => child.type === 'as_pattern')
        .flatMap((pattern) => targetNames(pattern.childForFieldName('alias')?.namedChildren[0] ?? null));
    case 'import_statement':
    case 'import_from_statement':
    case 'future_import_statement':
      return node.namedChildren.flatMap((child) => {
        if (node.type === 'import_from_statement' && child.id === node.childForFieldName('module_name')?.id) return [];
        if (child.type === 'aliased_import') return targetNames(child.childForFieldName('alias'));
        if (child.type === 'dotted_name') return child.namedChildren.slice(0, 1);
        return [];
      });
    default:
      return [];
  }
}

export const BINDING_TYPES = [
  'assignment',
  'augmented_assignment',
  'for_statement',
  'for_in_clause',
  'named_expression',
  'with_item',
  'function_definition',
  'class_definition',
  'except_clause',
  'import_statement',
  'import_from_statement',
];

/** The scope `node` belongs to: its function, lambda or class, else the module. */
export function scopeOf(node: Node): Node {
  for (let current = node.parent; current; current = current.parent) {
    if (SCOPE_TYPES.has(current.type)) return current;
  }
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

/**
 * The names bound in `scope` itself (not in the scopes nested in it) before `position`: its parameters,
 * assignments, loop and `with` targets, imports, definitions. The names of a comprehension's loop count too.
 */
export function namesBoundBefore(scope: Node, position: number): Set<string> {
  const names = new Set<string>();
  if (scope.type === 'function_definition') for (const parameter of parametersOf(scope)) names.add(parameter.name);
  if (scope.type === 'lambda') {
    for (const parameter of scope.childForFieldName('parameters')?.namedChildren ?? []) {
      const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('name');
      if (name) names.add(name.text);
    }
  }
  const body =
    scope.type === 'function_definition' || scope.type === 'class_definition'
      ? scope.childForFieldName('body')
      : scope.type === 'lambda'
        ? scope.childForFieldName('body')
        : scope;
  if (!body) return names;
  for (const node of body.descendantsOfType(BINDING_TYPES)) {
    if (node.startIndex >= position) break;
    // A nested definition's name is bound here; what it binds inside is not.
    if (node.id !== scope.id && scopeOf(node).id !== scope.id && !(SCOPE_TYPES.has(node.type) && scopeOf(node).id === scope.id)) continue;
    for (const name of boundBy(node)) names.add(name.text);
  }
  return names;
}

/**
 * Whether line `line` (1-based) carries a `# noqa` that silences the same check in flake8 or Ruff: bare, or
 * naming one of `codes`. The author has seen that warning and kept the code on purpose.
 */
export function silencedByNoqa(lines: readonly string[], line: number, codes: readonly string[]): boolean {
  const match = /#\s*noqa\b(?::\s*([\w\s,]+))?/i.exec(lines[line - 1] ?? '');
  if (!match) return false;
  const listed = match[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
  return listed.length === 0 || listed.some((code) => codes.includes(code.toUpperCase()));
}
