import type { Node } from 'web-tree-sitter';

/**
 * A value that reads the same every time it is evaluated within one expression: a name, a field path or an
 * index by such values. Calls, receives (`<-ch`) and literals are left out: `f() == f()` may differ, and
 * `1 - 1` is arithmetic someone wrote on purpose.
 */
export function isStableValue(node: Node): boolean {
  switch (node.type) {
    case 'identifier':
      return node.text !== '_';
    case 'selector_expression': {
      const operand = node.childForFieldName('operand');
      return operand !== null && isStableValue(operand);
    }
    case 'index_expression': {
      const operand = node.childForFieldName('operand');
      const index = node.childForFieldName('index');
      return (
        operand !== null &&
        index !== null &&
        isStableValue(operand) &&
        (isStableValue(index) || index.type === 'int_literal' || index.type === 'interpreted_string_literal')
      );
    }
    case 'parenthesized_expression': {
      const inner = node.namedChildren[0];
      return inner !== undefined && inner !== null && isStableValue(inner);
    }
    case 'unary_expression': {
      const operator = node.childForFieldName('operator')?.text;
      const operand = node.childForFieldName('operand');
      return (operator === '*' || operator === '-' || operator === '!') && operand !== null && isStableValue(operand);
    }
    default:
      return false;
  }
}

/** Whether the node, or anything in it, calls a function or receives from a channel. */
export function hasSideEffects(node: Node): boolean {
  if (node.type === 'call_expression') return true;
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '<-') return true;
  return node
    .descendantsOfType(['call_expression', 'unary_expression'])
    .some((inner) => inner.type === 'call_expression' || inner.childForFieldName('operator')?.text === '<-');
}
