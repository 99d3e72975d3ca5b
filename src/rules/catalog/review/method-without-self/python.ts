import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { plainMethod } from '../../../syntax/python/method-signature.js';
import { isVariableName, silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** The class a method is defined in. */
function classOf(fn: Node): Node | undefined {
  const body = fn.parent?.type === 'decorated_definition' ? fn.parent.parent : fn.parent;
  return body?.parent?.type === 'class_definition' ? body.parent : undefined;
}

/** The function definition `node` is in, looking through lambdas (which see the names around them). */
function ownFunction(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) if (current.type === 'function_definition') return current;
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(function_definition name: (identifier) @name parameters: (parameters) @parameters) @target',
  textGate: /\(\)\s*(->[^:]*)?:/,
  check: ({ target, captures, context }) => {
    if (captures.parameters?.namedChildren.some((child) => child.type !== 'comment')) return false;
    const method = plainMethod(target);
    const owner = classOf(target);
    if (!method || method.staticmethod || !owner) return false;
    // Without `self` in the body the function may be meant for calls through the class (`Tools.helper()`, a helper the class body calls).
    const reads = target
      .childForFieldName('body')
      ?.descendantsOfType('identifier')
      .find((identifier) => /^(self|cls)$/.test(identifier.text) && isVariableName(identifier) && ownFunction(identifier)?.id === target.id);
    if (!reads || /Interface\b/.test(owner.childForFieldName('superclasses')?.text ?? '')) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['N805', 'PLE0211'])) return false;
    return { details: { name: captures.name?.text ?? '', self: reads.text } };
  },
  examples: {
    match: ['class Cart:\n    def __init__(self):\n        self.items = []\n\n    def total():\n        return sum(item.price for item in self.items)'],
    noMatch: [
      'class Cart:\n    def __init__(self):\n        self.items = []\n\n    @staticmethod\n    def empty():\n        return Cart()',
      'class paths:\n    def root():\n        return "/"\n\n    def home(self):\n        return "~"',
      'class Lexer:\n    def gen_rules():\n        return {"root": []}\n\n    tokens = gen_rules()\n\n    def lex(self, text):\n        return text',
      'class IStore(Interface):\n    def keys():\n        "The keys of self."\n        return self\n\n    def get(self, key):\n        pass',
      'class Cart:\n    def __init__(self):\n        self.items = []\n\n    def total(*args):\n        return 0',
      'def total():\n    return 0',
    ],
  },
};
