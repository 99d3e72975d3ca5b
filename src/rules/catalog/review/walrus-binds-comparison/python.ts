import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isVariableName } from '../../../syntax/python/python-names.js';
import { enclosingFunction } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The values a use of a name may treat as anything but a truth value: read as an object, an item, text or a number. */
function usedAsValue(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'interpolation':
    case 'subscript':
    case 'for_statement':
    case 'for_in_clause':
      return true;
    case 'attribute':
      return parent.childForFieldName('object')?.id === identifier.id;
    case 'binary_operator':
      return true;
    default:
      return false;
  }
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(named_expression name: (identifier) @name value: (comparison_operator . (_) @left) @value) @target',
  textGate: /:=/,
  check: ({ captures, target }) => {
    const { name, left } = captures;
    const scope = enclosingFunction(target) ?? target.tree.rootNode;
    if (!name || !left || left.type === 'comparison_operator' || left.type === 'boolean_operator') return false;
    const used = scope
      .descendantsOfType('identifier')
      .some((identifier) => identifier.text === name.text && identifier.startIndex > target.endIndex && isVariableName(identifier) && usedAsValue(identifier));
    return used ? { details: { left: excerpt(left.text, 30), value: excerpt(captures.value?.text ?? '', 40) } } : false;
  },
  examples: {
    match: ['def check(schema):\n    if kind := schema["type"] not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")'],
    noMatch: [
      'def check(schema):\n    if (kind := schema["type"]) not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")',
      'def check(items):\n    if empty := len(items) == 0:\n        log(empty)\n    return empty',
    ],
  },
};
