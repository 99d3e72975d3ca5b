import { type StringExpression, topLevelValuesBefore, valuesAssignedBefore } from '../../built-string.js';
import type { Node } from 'web-tree-sitter';
import { dottedNames } from '../dotted-names.js';
import { functionNodes } from '../function-nodes.js';

/** A block's statements, leaving out comments. */
export function statementsOf(block: Node): Node[] {
  return block.namedChildren.filter((child) => child.type !== 'comment');
}

/** `console.log` → ['console', 'log'], `this.logger.warn` → ['this', 'logger', 'warn']; a callee of a call or `new`. */
export const { dottedName, calleePath } = dottedNames({
  names: ['identifier', 'property_identifier', 'this'],
  member: 'member_expression',
  object: 'object',
  property: 'property',
  callee: ['function', 'constructor'],
});

/** Strips any parentheses around an expression. */
export function unwrapParentheses(node: Node): Node {
  let current = node;
  while (current.type === 'parenthesized_expression') {
    const inner = current.namedChildren.find((child) => child.type !== 'comment');
    if (!inner) break;
    current = inner;
  }
  return current;
}

const FUNCTIONS = functionNodes([
  'function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
  'generator_function',
]);
export const { isFunctionType, isFunction, enclosingFunction, types: FUNCTION_TYPES } = FUNCTIONS;

/** A readable name for a function node: `parse`, `Cache.get`, or undefined for anonymous ones. */
export function functionName(fn: Node): string | undefined {
  const own = fn.childForFieldName('name');
  if (own) return own.text;
  const parent = fn.parent;
  if (parent?.type === 'variable_declarator') return parent.childForFieldName('name')?.text;
  if (parent?.type === 'pair') return parent.childForFieldName('key')?.text;
  if (parent?.type === 'assignment_expression') return parent.childForFieldName('left')?.text;
  return undefined;
}

/** Operands of a chain of `+`: `a + b + c` → [a, b, c]. */
export function additionOperands(node: Node): Node[] {
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '+') return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right ? [...additionOperands(unwrapParentheses(left)), ...additionOperands(unwrapParentheses(right))] : [node];
}

export function isPlainString(node: Node): boolean {
  return node.type === 'string' || (node.type === 'template_string' && !node.namedChildren.some((child) => child.type === 'template_substitution'));
}

/** A string literal, a template literal, or `+` joining strings and values. */
export function readStringExpression(expression: Node): StringExpression | undefined {
  const node = unwrapParentheses(expression);
  if (node.type === 'string') return { node, how: undefined, fragments: node.text.slice(1, -1), values: [] };
  if (node.type === 'template_string') {
    const values = node.namedChildren.filter((child) => child.type === 'template_substitution').flatMap((child) => child.namedChildren[0] ?? []);
    const fragments = node.children.map((child) => (child.type === 'template_substitution' ? '?' : child.type === '`' ? '' : child.text)).join('');
    return { node, how: values.length > 0 ? 'a template literal' : undefined, fragments, values };
  }
  if (node.type === 'call_expression') return readJoin(node);
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isPlainString)) return undefined;
  const fragments = operands.map((operand) => (isPlainString(operand) ? operand.text.slice(1, -1) : '?')).join('');
  const values = operands.filter((operand) => !isPlainString(operand));
  return { node, how: values.length === 0 ? undefined : 'string concatenation', fragments, values };
}

/** `['SELECT …', value].join(' ')`: an array of strings and values joined into one string. */
export function readJoin(call: Node): StringExpression | undefined {
  const callee = call.childForFieldName('function');
  const array = callee?.type === 'member_expression' && callee.childForFieldName('property')?.text === 'join' ? callee.childForFieldName('object') : undefined;
  if (array?.type !== 'array') return undefined;
  const separator = call.childForFieldName('arguments')?.namedChildren[0];
  const items = array.namedChildren.filter((item) => item.type !== 'comment');
  const glue = separator === undefined ? ',' : isPlainString(separator) ? separator.text.slice(1, -1) : ' ';
  const fragments = items.map((item) => (isPlainString(item) ? item.text.slice(1, -1) : '?')).join(glue);
  const values = items.filter((item) => !isPlainString(item));
  return { node: call, how: values.length === 0 ? undefined : '`Array.join`', fragments, values };
}

export const ASSIGNMENTS = ['variable_declarator', 'assignment_expression', 'augmented_assignment_expression'];

export function assignmentParts(assignment: Node): { name: Node | null; value: Node | null } {
  return {
    name: assignment.childForFieldName('name') ?? assignment.childForFieldName('left'),
    value: assignment.childForFieldName('value') ?? assignment.childForFieldName('right'),
  };
}

/** Values assigned to a variable before this use: in the same function, else at the top level of the file (a constant). */
export function assignedValues(identifier: Node): Node[] {
  const fn = enclosingFunction(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS, assignmentParts) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, assignmentParts, FUNCTIONS.types);
}
