import { type StringExpression, topLevelValuesBefore, valuesAssignedBefore } from '../../built-string.js';
import type { Node } from 'web-tree-sitter';
import { dottedNames } from '../dotted-names.js';
import { functionNodes } from '../function-nodes.js';

/** `exec.CommandContext` → ['exec', 'CommandContext']. */
export const { dottedName, calleePath } = dottedNames({
  names: ['identifier', 'package_identifier', 'field_identifier'],
  member: 'selector_expression',
  object: 'operand',
  property: 'field',
  callee: ['function'],
});

/** The called name itself, even on a computed receiver: `json.NewEncoder(w).Encode` → `Encode`. */
export function calleeName(call: Node): string | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier') return callee.text;
  return callee?.type === 'selector_expression' ? callee.childForFieldName('field')?.text : undefined;
}

export function argumentsOf(call: Node): Node[] {
  return call.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
}

/** A block's statements (the grammar wraps them in a statement list), leaving out comments. */
export function statementsOf(block: Node): Node[] {
  const list = block.namedChildren.find((child) => child.type === 'statement_list');
  return (list ?? block).namedChildren.filter((child) => child.type !== 'comment' && child.type !== 'statement_list');
}

/** Whether a block holds a comment (an empty block with a comment usually explains itself). */
export function hasComment(block: Node): boolean {
  return block.descendantsOfType('comment').length > 0;
}

const FUNCTIONS = functionNodes(['function_declaration', 'method_declaration', 'func_literal']);
export const { isFunctionType, isFunction, enclosingFunction } = FUNCTIONS;

/** The loop that runs `node` once per iteration in the same function call, if any. */
export function enclosingLoop(node: Node): Node | undefined {
  for (let current = node.parent; current && !isFunction(current); current = current.parent) {
    if (current.type === 'for_statement') return current;
  }
  return undefined;
}

/** `err != nil` (or `nil != err`): the name of the error variable tested, else undefined. */
export function errorTested(condition: Node | null): string | undefined {
  if (condition?.type !== 'binary_expression' || condition.childForFieldName('operator')?.text !== '!=') return undefined;
  const left = condition.childForFieldName('left');
  const right = condition.childForFieldName('right');
  const variable = left?.type === 'nil' ? right : right?.type === 'nil' ? left : undefined;
  return variable?.type === 'identifier' && /^err|Err$|Error$/.test(variable.text) ? variable.text : undefined;
}

export function isStringLiteral(node: Node): boolean {
  return node.type === 'interpreted_string_literal' || node.type === 'raw_string_literal';
}

export function literalContent(node: Node): string {
  return node.text.slice(1, -1);
}

export function additionOperands(node: Node): Node[] {
  if (node.type === 'parenthesized_expression' && node.namedChildren[0]) return additionOperands(node.namedChildren[0]);
  if (node.type !== 'binary_expression' || node.childForFieldName('operator')?.text !== '+') return [node];
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right ? [...additionOperands(left), ...additionOperands(right)] : [node];
}

/** A string literal, `"…" + value`, or `fmt.Sprintf("…", value)`. */
export function readStringExpression(node: Node): StringExpression | undefined {
  if (isStringLiteral(node)) return { node, how: undefined, fragments: literalContent(node), values: [] };
  if (node.type === 'call_expression' && calleePath(node).join('.') === 'fmt.Sprintf') {
    const [format, ...operands] = argumentsOf(node);
    if (!format || !isStringLiteral(format)) return undefined;
    const text = literalContent(format).replace(/%%/g, '');
    // `%d`, `%x`, `%f`, `%t` print numbers and booleans: only the values of the other verbs can carry text.
    const verbs = [...text.matchAll(/%[-+ #0-9.]*([a-zA-Z])/g)].map((match) => match[1] ?? 'v');
    const values = verbs.length === operands.length ? operands.filter((_, index) => !/[bdoxXeEfFgGtc]/.test(verbs[index] ?? 'v')) : operands;
    return { node, how: operands.length > 0 ? '`fmt.Sprintf`' : undefined, fragments: text.replace(/%[-+ #0-9.]*[a-zA-Z]/g, '?'), values };
  }
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isStringLiteral)) return undefined;
  const fragments = operands.map((operand) => (isStringLiteral(operand) ? literalContent(operand) : '?')).join('');
  const values = operands.filter((operand) => !isStringLiteral(operand));
  return { node, how: values.length === 0 ? undefined : 'string concatenation', fragments, values };
}

/** The single name and value of `x := v`, `x = v`, `x += v` or `var x = v`; undefined for multi-value forms. */
export function singleAssignment(assignment: Node): { name: Node | null; value: Node | null } | undefined {
  const left = assignment.childForFieldName('left') ?? assignment.childForFieldName('name');
  const right = assignment.childForFieldName('right') ?? assignment.childForFieldName('value');
  const names = left?.type === 'expression_list' ? left.namedChildren : left ? [left] : [];
  const values = right?.type === 'expression_list' ? right.namedChildren : right ? [right] : [];
  return names.length === 1 && values.length === 1 ? { name: names[0] ?? null, value: values[0] ?? null } : undefined;
}

export const ASSIGNMENTS = ['short_var_declaration', 'assignment_statement', 'var_spec', 'const_spec'];

/** Values assigned to a variable before this use: in the same function, else at package level (a constant). */
export function assignedValues(identifier: Node): Node[] {
  const fn = enclosingFunction(identifier);
  const local = valuesAssignedBefore(identifier, fn ?? identifier.tree.rootNode, ASSIGNMENTS, singleAssignment);
  if (local.length > 0 || !fn) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, singleAssignment, FUNCTIONS.types);
}

/** Names `scope` declares itself (parameters, `:=`, `var`, its own loops): a read of one of those is not an outer variable's. */
export function namesDeclaredIn(scope: Node): Set<string> {
  const names = new Set<string>();
  for (const parameter of scope.descendantsOfType(['parameter_declaration', 'variadic_parameter_declaration'])) {
    for (const name of parameter.childrenForFieldName('name')) if (name) names.add(name.text);
  }
  for (const declaration of scope.descendantsOfType(['short_var_declaration', 'range_clause'])) {
    for (const name of declaration.childForFieldName('left')?.namedChildren ?? []) names.add(name.text);
  }
  for (const spec of scope.descendantsOfType('var_spec')) for (const name of spec.childrenForFieldName('name')) if (name) names.add(name.text);
  return names;
}

/** `v := v`, `v, i := v, i` or `var v = v` in a loop body before `before`: each iteration has its own copy then. */
export function copiedBefore(body: Node, name: string, before: Node): boolean {
  return statementsOf(body).some((statement) => {
    if (statement.startIndex >= before.startIndex) return false;
    if (statement.type === 'short_var_declaration') return (statement.childForFieldName('left')?.namedChildren ?? []).some((left) => left.text === name);
    return (
      statement.type === 'var_declaration' &&
      statement.descendantsOfType('var_spec').some((spec) => spec.childrenForFieldName('name').some((declared) => declared?.text === name))
    );
  });
}
