import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/python/python-syntax.js';

/** `type(self.mode)` → `self.mode` on the reported line, when it holds exactly one. */
function hashTheValue(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const found = [...text.matchAll(/\btype\((self\.\w+)\)/g)];
  if (found.length !== 1 || found[0]?.index === undefined) return undefined;
  const [whole, attribute] = found[0];
  return {
    startLine: target.line,
    endLine: target.line,
    replacement: [text.slice(0, found[0].index) + (attribute ?? '') + text.slice(found[0].index + whole.length)],
  };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `((call function: (identifier) @type arguments: (argument_list . (attribute object: (identifier) @self) @attribute .)) @target
    (#eq? @type "type") (#eq? @self "self"))`,
  textGate: /__hash__/,
  check: ({ target, captures }) => {
    const fn = enclosingFunction(target);
    const attribute = captures.attribute;
    if (fn?.type !== 'function_definition' || fn.childForFieldName('name')?.text !== '__hash__' || !attribute) return false;
    // `hash((type(self.value), self.value))` tells `1` from `True` on purpose: the value is hashed too.
    const valueHashedToo = fn
      .descendantsOfType('attribute')
      .some(
        (other) =>
          other.text === attribute.text && !(other.parent?.type === 'argument_list' && other.parent.parent?.childForFieldName('function')?.text === 'type'),
      );
    return valueHashedToo ? false : { details: { attribute: attribute.text } };
  },
  fix: hashTheValue,
  examples: {
    match: [
      'class PathType:\n    def __init__(self, path_type):\n        self.path_type = path_type\n\n    def __hash__(self) -> int:\n        return hash(type(self.path_type))',
    ],
    noMatch: [
      'class PathType:\n    def __hash__(self) -> int:\n        return hash(self.path_type)',
      'class Key:\n    def __hash__(self) -> int:\n        return hash((type(self.value), self.value))',
      'class Marker:\n    def __hash__(self) -> int:\n        return hash(type(self))',
      'def describe(self):\n    return type(self.mode).__name__',
    ],
  },
};
