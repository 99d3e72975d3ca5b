import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa, targetNames } from '../../../syntax/python/python-names.js';
import { enclosingFunction, unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Calls that hand back the same collection's elements: `sorted(items)` walks `items`. */
const SAME_ELEMENTS = new Set(['sorted', 'reversed', 'list', 'tuple', 'set', 'frozenset', 'iter', 'enumerate']);
/** Methods that walk the collection they are called on: `value.items()` walks `value`. */
const WALKING_METHODS = new Set(['items', 'keys', 'values', 'copy']);

/** The name of the collection an iterable walks: `items`, `sorted(items)`, `data.items()`; else undefined. */
function walkedName(iterable: Node): string | undefined {
  const node = unwrapParentheses(iterable);
  if (node.type === 'identifier') return node.text;
  if (node.type !== 'call') return undefined;
  const callee = node.childForFieldName('function');
  const args = node.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
  if (callee?.type === 'identifier' && SAME_ELEMENTS.has(callee.text) && args.length === 1 && args[0]!.type === 'identifier') return args[0]!.text;
  if (callee?.type === 'attribute' && args.length === 0 && WALKING_METHODS.has(callee.childForFieldName('attribute')?.text ?? '')) {
    const object = callee.childForFieldName('object');
    return object?.type === 'identifier' ? object.text : undefined;
  }
  return undefined;
}

/** Whether `identifier` is written there, not read: a target of an assignment or a `for`. */
function isWritten(identifier: Node): boolean {
  const parent = identifier.parent;
  const binder = parent && ['pattern_list', 'tuple_pattern', 'list_pattern'].includes(parent.type) ? parent.parent : parent;
  if (!binder || !['assignment', 'for_statement', 'augmented_assignment'].includes(binder.type)) return false;
  return binder.type !== 'augmented_assignment' && targetNames(binder.childForFieldName('left')).some((name) => name.id === identifier.id);
}

/** Whether the first use of `name` after the loop, in the loop's function (or module), reads it. */
function readAfter(loop: Node, name: string): boolean {
  const scope = enclosingFunction(loop) ?? loop.tree.rootNode;
  const next = scope.descendantsOfType('identifier').find((identifier) => identifier.startIndex >= loop.endIndex && identifier.text === name);
  return next !== undefined && !isWritten(next);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(for_statement left: (_) @left right: (_) @iterable) @target',
  check: ({ captures, context, target }) => {
    const walked = captures.iterable ? walkedName(captures.iterable) : undefined;
    if (!walked || !targetNames(captures.left ?? null).some((name) => name.text === walked)) return false;
    // Harmless when the collection is not wanted again: only a read of the name after the loop finds the element.
    if (!readAfter(target, walked)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['B020'])) return false;
    return { details: { name: walked } };
  },
  examples: {
    match: [
      'def total(items):\n    for items in items:\n        audit(items)\n    return len(items)',
      'def show(value):\n    for key, value in value.items():\n        audit(key, value)\n    save(value)',
    ],
    noMatch: [
      'for item in items:\n    print(item)',
      'def count(threads):\n    for i, threads in enumerate(threads):\n        use(i, threads)\n    threads = fresh()\n    return threads',
      'for i in range(i, i + 10):\n    print(i)',
      'for struct.arch in sorted(struct.ARCHS):\n    build(struct)',
      'names = [names for names in names]',
    ],
  },
};
