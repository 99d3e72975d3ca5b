import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { plainMethod } from '../../../syntax/python/method-signature.js';
import { isVariableName, silencedByNoqa, targetNames } from '../../../syntax/python/python-names.js';
import { enclosingFunction, parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Whether `identifier` is a target of the assignment around it (`self, x = …`): bound there, not read. */
function isRebound(identifier: Node): boolean {
  let current = identifier.parent;
  while (current && ['pattern_list', 'tuple_pattern', 'list_pattern', 'parenthesized_expression', 'tuple', 'list'].includes(current.type))
    current = current.parent;
  return current?.type === 'assignment' && targetNames(current.childForFieldName('left')).some((target) => target.id === identifier.id);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(assignment left: (_) @left) @target',
  textGate: /self|cls/,
  check: ({ target, captures, context }) => {
    const method = enclosingFunction(target);
    const first = method?.type === 'function_definition' && plainMethod(method)?.staticmethod === false ? parametersOf(method)[0] : undefined;
    const name = targetNames(captures.left ?? null).find((identifier) => identifier.text === first?.name && first.kind === 'plain');
    // `self = None` drops the reference on purpose, to break a reference cycle with a traceback.
    if (!method || !name || target.childForFieldName('right')?.type === 'none') return false;
    const initializer = method.childForFieldName('name')?.text === '__init__';
    const readAfter = method
      .descendantsOfType('identifier')
      .some((identifier) => identifier.startIndex >= target.endIndex && identifier.text === name.text && isVariableName(identifier) && !isRebound(identifier));
    if ((readAfter && !initializer) || silencedByNoqa(context.lines, lineOf(target), ['PLW0642'])) return false;
    return {
      details: {
        statement: excerpt(target.text, 40),
        name: name.text,
        consequence: initializer
          ? 'the object being created stays as it was, and what is set on `' + name.text + '` afterwards goes to the other object'
          : 'the caller’s object is not replaced, and the value assigned is never used',
      },
    };
  },
  examples: {
    match: [
      'class Config:\n    def __init__(self, other):\n        self = other\n        self.loaded = True',
      'class Config:\n    def reset(self):\n        self = Config()',
      'class Config:\n    def swap(self, other):\n        self = other\n        self, rest = other, 1\n        print(rest)',
      'class Config:\n    @classmethod\n    def fresh(cls):\n        cls = type("Fresh", (cls,), {})',
    ],
    noMatch: [
      'class Node:\n    def root(self):\n        while self.parent:\n            self = self.parent\n        return self',
      'class Config:\n    def reset(self):\n        self.values = {}',
      'class Task:\n    def step(self):\n        try:\n            self.run()\n        finally:\n            self = None',
      'class Config:\n    @staticmethod\n    def make(self):\n        self = 1',
      'class Config:\n    def reset(self):\n        def inner(self):\n            self = 2\n        return inner',
    ],
  },
};
