import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { dottedName, parametersOf } from '../../../syntax/python/python-syntax.js';

const NESTED_SCOPES = new Set(['function_definition', 'lambda', 'class_definition']);

/** Nodes of `type` in `body` that run when the accessor runs: not inside nested functions or classes. */
function ownDescendants(body: Node, type: string): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === type) found.push(node);
    for (const child of node.namedChildren) if (!NESTED_SCOPES.has(child.type)) visit(child);
  };
  visit(body);
  return found;
}

/** Whether `node` is `self.name` (with the method's own first parameter as `self`). */
function isOwnAttribute(node: Node | null | undefined, self: string, name: string): boolean {
  return node?.type === 'attribute' && dottedName(node).join('.') === `${self}.${name}`;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(decorated_definition (decorator) @decorator definition: (function_definition name: (identifier) @name body: (block) @body) @function) @target',
  textGate: /@(property|\w+\.setter)\b/,
  check: ({ captures }) => {
    const name = captures.name?.text ?? '';
    const body = captures.body;
    const decorator = dottedName(captures.decorator?.namedChildren[0] ?? (captures.decorator as Node)).join('.');
    const self = captures.function ? parametersOf(captures.function)[0]?.name : undefined;
    if (!body || !self) return false;
    // Only `property`: `cached_property` is overridden by the instance's own attribute, which the getter may set first.
    if (decorator === 'property') {
      const back = ownDescendants(body, 'return_statement').find((statement) => isOwnAttribute(statement.namedChildren[0], self, name));
      return back ? { line: back.startPosition.row + 1, details: { kind: 'getter', name, access: 'returns', expression: `${self}.${name}` } } : false;
    }
    if (decorator !== `${name}.setter`) return false;
    const write = ownDescendants(body, 'assignment').find((assignment) => isOwnAttribute(assignment.childForFieldName('left'), self, name));
    return write ? { line: write.startPosition.row + 1, details: { kind: 'setter', name, access: 'assigns', expression: excerpt(write.text, 40) } } : false;
  },
  examples: {
    match: [
      'class Box:\n    @property\n    def size(self):\n        return self.size',
      'class Box:\n    @size.setter\n    def size(self, value):\n        self.size = value',
    ],
    noMatch: [
      'class Box:\n    @property\n    def size(self):\n        return self._size',
      'class Box:\n    @size.setter\n    def size(self, value):\n        self._size = value',
      'class Box:\n    def size(self):\n        return self.size',
      'class Box:\n    @property\n    def size(self):\n        return len(self.items)',
      'class Request:\n    @cached_property\n    def form(self):\n        self._load_form_data()\n        return self.form',
    ],
  },
};
