import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { isVariableName, sameCode, scopeOf, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { enclosingFunction, parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Whether `fn` reads the variable `name` anywhere outside its parameter list. */
function readsName(fn: Node, name: string): boolean {
  const parameters = fn.childForFieldName('parameters');
  return (fn.childForFieldName('body')?.descendantsOfType('identifier') ?? []).some(
    (identifier) =>
      identifier.text === name &&
      isVariableName(identifier) &&
      !(parameters && identifier.startIndex >= parameters.startIndex && identifier.endIndex <= parameters.endIndex),
  );
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{target}}` assigns a value to itself and changes nothing: the value meant on one side is missing.',
    recommendation: 'Assign what was meant (often a parameter of the same name: `self.size = size`), or remove the line.',
  }),
  query: '(expression_statement (assignment left: [(identifier) (attribute)] @left right: [(identifier) (attribute)] @right) @target)',
  check: ({ captures, target, context }) => {
    const { left, right } = captures;
    if (!left || !right || target.childForFieldName('type') || !sameCode(left, right)) return false;
    // In a class body `x = x` copies a global into the class namespace; at module level it re-exports a
    // builtin or an import (`str = str` in a compatibility module). Only in a function is it a no-op.
    if (!enclosingFunction(target) || scopeOf(target).type === 'class_definition') return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLW0127'])) return false;
    if (left.type === 'attribute') {
      // `self.value = self.value` may run a property setter on purpose (to validate or notify); beside a
      // parameter of the same name that nothing reads, it is `self.value = value` mistyped.
      const name = left.childForFieldName('attribute')?.text ?? '';
      const fn = enclosingFunction(target);
      const unread = fn !== undefined && parametersOf(fn).some((parameter) => parameter.name === name) && !readsName(fn, name);
      return unread ? { confidence: 90, details: { target: excerpt(target.text, 50) } } : { confidence: 70 };
    }
    // `else: version = version` as a branch's only statement is written on purpose (for a type checker, for symmetry).
    const block = target.parent?.parent;
    if (block?.type === 'block' && block.namedChildren.filter((child) => child.type !== 'comment').length === 1) return false;
    return { confidence: context.isTestFile ? 70 : 80 };
  },
  examples: {
    match: ['def resize(self, width, height):\n    width = width\n    self.height = height', 'def __init__(self, size):\n    self.size = self.size'],
    noMatch: [
      'def arch_of(arch):\n    if arch is None:\n        arch = detect()\n    else:\n        arch = arch\n    return arch',
      'class Config:\n    timeout = timeout',
      'str = str  # re-exported for Python 2 compatibility',
      'def f(x):\n    x = x  # noqa: PLW0127',
      'def resize(self, width):\n    self.width = width',
      'x, y = y, x',
    ],
  },
};
