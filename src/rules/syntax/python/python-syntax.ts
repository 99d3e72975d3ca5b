import { type StringExpression, topLevelValuesBefore, valuesAssignedBefore } from '../../built-string.js';
import type { Node } from 'web-tree-sitter';
import { dottedNames } from '../dotted-names.js';
import { functionNodes } from '../function-nodes.js';

/** `os.path.join` → ['os', 'path', 'join']. */
export const { dottedName, calleePath } = dottedNames({
  names: ['identifier'],
  member: 'attribute',
  object: 'object',
  property: 'attribute',
  callee: ['function'],
});

export const isStatement = (child: Node): boolean => child.type !== 'comment';

/** A block's statements, leaving out comments. */
export function statementsOf(block: Node): Node[] {
  return block.namedChildren.filter(isStatement);
}

/** The expression of an expression statement (`foo()` → the call), else undefined. */
export function expressionOf(statement: Node): Node | undefined {
  return statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
}

export function unwrapParentheses(node: Node): Node {
  let current = node;
  while (current.type === 'parenthesized_expression' && current.namedChildren[0]) current = current.namedChildren[0];
  return current;
}

/** Functions and lambdas. */
const FUNCTIONS = functionNodes(['function_definition', 'lambda']);
export const { enclosingFunction } = FUNCTIONS;

/** Whether a node around `node` in its own function (or at the module's top level) passes `test`; lambdas are looked through. */
export function enclosedBy(node: Node, test: (ancestor: Node) => boolean): boolean {
  for (let current = node.parent; current && current.type !== 'function_definition' && current.type !== 'module'; current = current.parent) {
    if (test(current)) return true;
  }
  return false;
}

/** A function's docstring: a string as its first statement. */
export function docstringOf(fn: Node): Node | undefined {
  // The first statement only: the others' types are not read.
  const first = fn.childForFieldName('body')?.namedChildren.find(isStatement);
  const expression = first ? expressionOf(first) : undefined;
  return expression?.type === 'string' ? expression : undefined;
}

export interface Parameter {
  name: string;
  annotated: boolean;
  /** `*args` and `**kwargs` collect the rest; a bare `*` or `/` separator is not listed. */
  kind: 'plain' | 'args' | 'kwargs';
}

export function parametersOf(fn: Node): Parameter[] {
  const parameters: Parameter[] = [];
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    const annotated = parameter.type === 'typed_parameter' || parameter.type === 'typed_default_parameter';
    let name = parameter.childForFieldName('name') ?? parameter;
    if (parameter.type === 'typed_parameter') name = parameter.namedChildren[0] ?? parameter;
    if (name.type === 'list_splat_pattern' || name.type === 'dictionary_splat_pattern') {
      const kind = name.type === 'list_splat_pattern' ? 'args' : 'kwargs';
      const inner = name.namedChildren[0];
      if (inner) parameters.push({ name: inner.text, annotated, kind });
    } else if (name.type === 'identifier') {
      parameters.push({ name: name.text, annotated, kind: 'plain' });
    }
  }
  return parameters;
}

/** Whether a function is a method: defined directly in a class body. */
export function isMethod(fn: Node): boolean {
  let container = fn.parent;
  if (container?.type === 'decorated_definition') container = container.parent;
  return container?.type === 'block' && container.parent?.type === 'class_definition';
}

export function isPlainString(node: Node): boolean {
  if (node.type === 'concatenated_string') return node.namedChildren.every(isPlainString);
  return node.type === 'string' && !node.namedChildren.some((child) => child.type === 'interpolation');
}

/** The literal text of a plain (non-f) string node; undefined for anything else. */
export function plainStringText(node: Node): string | undefined {
  if (node.type !== 'string' || node.namedChildren.some((child) => child.type === 'interpolation')) return undefined;
  return node.namedChildren
    .filter((child) => child.type === 'string_content')
    .map((child) => child.text)
    .join('');
}

/** The literal text of a string node, with `?` for interpolations. */
export function stringFragments(node: Node): string {
  if (node.type === 'concatenated_string') return node.namedChildren.map(stringFragments).join('');
  return node.namedChildren.map((child) => (child.type === 'string_content' ? child.text : child.type === 'interpolation' ? '?' : '')).join('');
}

export function additionOperands(node: Node): Node[] {
  if (node.type !== 'binary_operator' || node.childForFieldName('operator')?.text !== '+') return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right ? [...additionOperands(unwrapParentheses(left)), ...additionOperands(unwrapParentheses(right))] : [node];
}

/** A string literal, an f-string, `"…" + value`, `"…" % value` or `"…".format(value)`. */
export function readStringExpression(expression: Node): StringExpression | undefined {
  const node = unwrapParentheses(expression);
  if (node.type === 'string' || node.type === 'concatenated_string') {
    const values = node.descendantsOfType('interpolation').flatMap((interpolation) => interpolation.namedChildren[0] ?? []);
    return { node, how: isPlainString(node) ? undefined : 'an f-string', fragments: stringFragments(node), values };
  }
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '%') {
    const template = plainStringOrConstant(node.childForFieldName('left'));
    const right = node.childForFieldName('right');
    if (!template || !right) return undefined;
    const text = stringFragments(template);
    // `%d` and `%f` print numbers: only the values of the other conversions can carry text.
    const conversions = [...text.matchAll(/%[-+ #0-9.]*([sdifr])/g)].map((match) => match[1]);
    const operands = right.type === 'tuple' ? right.namedChildren : [right];
    const values =
      right.type === 'tuple' && operands.length === conversions.length ? operands.filter((_, index) => !/[dif]/.test(conversions[index] ?? 's')) : operands;
    return { node, how: '`%` formatting', fragments: text.replace(/%[-+ #0-9.]*[sdifr]/g, '?'), values };
  }
  if (node.type === 'call') return readMethodCall(node);
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isPlainString)) return undefined;
  const fragments = operands.map((operand) => (isPlainString(operand) ? stringFragments(operand) : '?')).join('');
  const values = operands.filter((operand) => !isPlainString(operand));
  return { node, how: values.length === 0 ? undefined : 'string concatenation', fragments, values };
}

/** A plain string literal, or the one a variable holds (`QUERY = "SELECT … %s"`). */
export function plainStringOrConstant(node: Node | null): Node | undefined {
  if (node?.type === 'identifier') return assignedValues(node).filter(isPlainString).at(-1);
  return node && isPlainString(node) ? node : undefined;
}

/** `"…".format(value)` and `" ".join([…, value])`, also on a string constant assigned earlier (`QUERY.format(…)`). */
export function readMethodCall(call: Node): StringExpression | undefined {
  const callee = call.childForFieldName('function');
  const method = callee?.type === 'attribute' ? callee.childForFieldName('attribute')?.text : undefined;
  const receiver = plainStringOrConstant(callee?.type === 'attribute' ? callee.childForFieldName('object') : null);
  if (!receiver) return undefined;
  if (method === 'format') {
    const values = (call.childForFieldName('arguments')?.namedChildren ?? []).flatMap((argument) =>
      argument.type === 'keyword_argument' ? (argument.childForFieldName('value') ?? []) : argument.type === 'comment' ? [] : [argument],
    );
    return { node: call, how: values.length > 0 ? '`str.format`' : undefined, fragments: stringFragments(receiver).replace(/\{[^{}]*\}/g, '?'), values };
  }
  const items = method === 'join' ? call.childForFieldName('arguments')?.namedChildren[0] : undefined;
  if (items?.type !== 'list' && items?.type !== 'tuple') return undefined;
  const parts = items.namedChildren.filter((item) => item.type !== 'comment');
  const fragments = parts.map((item) => (isPlainString(item) ? stringFragments(item) : '?')).join(stringFragments(receiver));
  const values = parts.filter((item) => !isPlainString(item));
  return { node: call, how: values.length === 0 ? undefined : '`str.join`', fragments, values };
}

export const ASSIGNMENTS = ['assignment', 'augmented_assignment'];

export function assignmentParts(assignment: Node): { name: Node | null; value: Node | null } {
  return { name: assignment.childForFieldName('left'), value: assignment.childForFieldName('right') };
}

/** Values assigned to a variable before this use: in the same function, else at module level (a constant). */
export function assignedValues(identifier: Node): Node[] {
  const fn = enclosingFunction(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS, assignmentParts) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, assignmentParts, FUNCTIONS.types);
}
