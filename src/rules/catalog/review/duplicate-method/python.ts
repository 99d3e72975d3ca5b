import type { LanguageImplementation } from '../../../rule-folder.js';
import { duplicateHits } from './duplicate-hit.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(class_definition body: (block) @body) @target',
  textGate: /class\s/,
  check: ({ captures, context }) => {
    const members = captures.body?.namedChildren.filter((member) => member !== null) ?? [];
    // Decorated definitions (`@overload`, `@x.setter`) are direct children of another type and drop out here.
    const hits = duplicateHits(
      members.filter((member) => member.type === 'function_definition'),
      (definition) => {
        const name = definition.childForFieldName('name')?.text;
        return name ? { key: name, name } : undefined;
      },
      context,
    );
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: ['class Parser:\n    def parse(self, text):\n        return text.split()\n\n    def parse(self, text):\n        return text.split(",")'],
    noMatch: [
      'class Box:\n    @property\n    def size(self):\n        return self._size\n\n    @size.setter\n    def size(self, value):\n        self._size = value',
      'class Api:\n    @overload\n    def get(self, key: int) -> int: ...\n    @overload\n    def get(self, key: str) -> str: ...\n    def get(self, key):\n        return key',
      'class Parser:\n    def parse(self, text):\n        return text.split()\n\n    def parse_all(self, texts):\n        return [self.parse(t) for t in texts]',
    ],
  },
};
