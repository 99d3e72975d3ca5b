import type { Node } from 'web-tree-sitter';

/** Small, grammar-aware helpers shared by the JavaScript-family rule packs. */

/** A block's statements, leaving out comments. */
export function statementsOf(block: Node): Node[] {
  return block.namedChildren.filter((child) => child.type !== 'comment');
}

/** `console.log` → ['console', 'log'], `this.logger.warn` → ['this', 'logger', 'warn']; [] when any part is computed. */
export function dottedName(node: Node): string[] {
  switch (node.type) {
    case 'identifier':
    case 'property_identifier':
    case 'this':
      return [node.text];
    case 'member_expression': {
      const object = node.childForFieldName('object');
      const property = node.childForFieldName('property');
      if (!object || !property) return [];
      const head = dottedName(object);
      return head.length > 0 ? [...head, property.text] : [];
    }
    default:
      return [];
  }
}

/** The dotted name of what a call or `new` invokes. */
export function calleePath(call: Node): string[] {
  const callee = call.childForFieldName('function') ?? call.childForFieldName('constructor');
  return callee ? dottedName(callee) : [];
}

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

const FUNCTION_TYPES = new Set([
  'function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
  'generator_function',
]);

export function isFunction(node: Node): boolean {
  return FUNCTION_TYPES.has(node.type);
}

/** The function that contains `node`, if any. */
export function enclosingFunction(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return undefined;
}

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

/** A one-line excerpt of source text for messages: first line, whitespace collapsed, at most `limit` characters. */
export function excerpt(text: string, limit = 60): string {
  const firstLine = (text.split('\n', 1)[0] ?? '').replace(/\s+/g, ' ').trim();
  const multiline = text.includes('\n');
  if (firstLine.length > limit) return `${firstLine.slice(0, limit - 1)}…`;
  return multiline ? `${firstLine} …` : firstLine;
}
