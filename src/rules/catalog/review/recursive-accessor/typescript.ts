import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

const FUNCTIONS = new Set([
  'function_expression',
  'function_declaration',
  'arrow_function',
  'method_definition',
  'generator_function',
  'generator_function_declaration',
  'class_body',
]);

/** Nodes of `type` in `body` that run when the accessor runs: not inside nested functions or classes. */
function ownDescendants(body: Node, type: string): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === type) found.push(node);
    for (const child of node.namedChildren) if (!FUNCTIONS.has(child.type)) visit(child);
  };
  visit(body);
  return found;
}

/** Whether `node` is `this.name` (not `this?.name`, not `this.#name`). */
function isOwnProperty(node: Node | null, name: string): boolean {
  if (node?.type !== 'member_expression' || node.childForFieldName('object')?.type !== 'this') return false;
  const property = node.childForFieldName('property');
  return property?.type === 'property_identifier' && property.text === name && !node.text.includes('?.');
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(method_definition name: (property_identifier) @name body: (statement_block) @body) @target',
  textGate: /\b[gs]et\s+\w+\s*\(/,
  check: ({ target, captures }) => {
    const name = captures.name?.text ?? '';
    const body = captures.body;
    const kind = target.children.find((child) => child.type === 'get' || child.type === 'set')?.type;
    if (!body || !kind) return false;
    if (kind === 'get') {
      const back = ownDescendants(body, 'return_statement').find((statement) => isOwnProperty(statement.namedChildren[0] ?? null, name));
      return back ? { line: back.startPosition.row + 1, details: { kind: 'getter', name, access: 'returns', expression: `this.${name}` } } : false;
    }
    const types = ['assignment_expression', 'augmented_assignment_expression'];
    const write = types.flatMap((type) => ownDescendants(body, type)).find((assignment) => isOwnProperty(assignment.childForFieldName('left'), name));
    return write ? { line: write.startPosition.row + 1, details: { kind: 'setter', name, access: 'assigns', expression: excerpt(write.text, 40) } } : false;
  },
  examples: {
    match: [
      'class Box {\n  get size() {\n    return this.size;\n  }\n}',
      'class Box {\n  set size(value) {\n    this.size = value;\n  }\n}',
      'const box = {\n  get label() { return this.label; },\n};',
    ],
    noMatch: [
      'class Box {\n  get size() {\n    return this._size;\n  }\n  set size(value) {\n    this._size = value;\n  }\n}',
      'class Box {\n  #size = 0;\n  get size() {\n    return this.#size;\n  }\n}',
      'class Box {\n  size() {\n    return this.size;\n  }\n}',
      'class Box {\n  get reader() {\n    return () => this.reader;\n  }\n}',
    ],
  },
};
