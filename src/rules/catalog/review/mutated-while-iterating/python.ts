import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { dottedName, statementsOf } from '../../../syntax/python/python-syntax.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/** Methods that remove items or add new ones: the size changes (or, for a list, the positions shift). */
const RESIZING = new Set(['pop', 'popitem', 'remove', 'discard', 'clear', 'add']);
/** Views of a dict that iterate it live. */
const NESTED_SCOPES = new Set(['function_definition', 'lambda', 'class_definition']);

/** The collection a `for` walks directly: `d`, `self.items`; undefined for copies, calls and other iterables. */
function walked(iterable: Node): string | undefined {
  // `.keys()`/`.items()` are live views of a dict but copies (lists) of many other mappings (`email.message.Message`): left alone.
  if (iterable.type !== 'identifier' && iterable.type !== 'attribute') return undefined;
  // A class iterating itself defines what that means (often over a snapshot); `os.environ` iterates over a copy of its keys.
  if (['self', 'cls', 'os.environ'].includes(iterable.text)) return undefined;
  return dottedName(iterable).length > 0 ? iterable.text : undefined;
}

/** Statements in `block` (not in nested functions) that resize `collection`, with what they are. */
function resizings(block: Node, collection: string): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (NESTED_SCOPES.has(node.type)) return;
    if (node.type === 'delete_statement') {
      const targets = node.namedChildren.flatMap((child) => (child.type === 'expression_list' ? child.namedChildren : [child]));
      if (targets.some((t) => t.type === 'subscript' && t.childForFieldName('value')?.text === collection)) found.push(node);
    } else if (node.type === 'expression_statement') {
      const call = node.namedChildren[0];
      const callee = call?.type === 'call' ? call.childForFieldName('function') : undefined;
      if (
        callee?.type === 'attribute' &&
        callee.childForFieldName('object')?.text === collection &&
        RESIZING.has(callee.childForFieldName('attribute')?.text ?? '')
      )
        found.push(node);
    }
    for (const child of node.namedChildren) visit(child);
  };
  visit(block);
  return found;
}

/** Whether the statements after `statement` in its block leave the loop before it takes another step. */
function leavesAfter(statement: Node): boolean {
  const block = statement.parent;
  if (!block) return false;
  const rest = statementsOf(block).filter((sibling) => sibling.startIndex > statement.startIndex);
  return rest.some((sibling) => ['break_statement', 'return_statement', 'raise_statement'].includes(sibling.type));
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(for_statement right: (_) @iterable body: (block) @body) @target',
  textGate: /\b(del|pop|popitem|remove|discard|clear|add)\b/,
  check: ({ target, captures, context }) => {
    const collection = captures.iterable ? walked(captures.iterable) : undefined;
    if (!collection || !captures.body) return false;
    // The loop rebinding the collection's name inside the body (`items = rest`) makes the later changes another object's.
    if (captures.body.descendantsOfType('assignment').some((a) => a.childForFieldName('left')?.text === collection)) return false;
    const mutation = resizings(captures.body, collection).find((statement) => !leavesAfter(statement));
    if (!mutation || silencedByNoqa(context.lines, lineOf(mutation), ['B909', 'PLE4703', 'E4702', 'E4703', 'W4701'])) return false;
    const raises = /\.(add|discard|popitem)\(/.test(mutation.text);
    const consequence = !raises
      ? 'a dict or set raises `RuntimeError` on the next step, and a list skips the item after each one removed'
      : 'the next step raises `RuntimeError: … changed size during iteration`';
    return {
      line: lineOf(mutation),
      details: { mutation: excerpt(mutation.text, 40), collection: excerpt(collection, 30), loop: String(lineOf(target)), consequence },
    };
  },
  examples: {
    match: [
      'for key in cache:\n    if expired(key):\n        del cache[key]',
      'for name in self.options:\n    if name.startswith("_"):\n        self.options.pop(name)',
      'for item in pending:\n    if item.done:\n        pending.remove(item)',
      'for node in seen:\n    seen.add(node.parent)',
    ],
    noMatch: [
      'for key in list(cache):\n    if expired(key):\n        del cache[key]',
      'for item in pending:\n    if item.done:\n        pending.remove(item)\n        break',
      'for item in queue:\n    queue.append(item.child)',
      'for key in cache:\n    other.pop(key)',
      'for header in message.keys():\n    del message[header]',
      'for cookie in self:\n    self.clear(cookie.domain)',
      'for key in cache:\n    def drop():\n        del cache[key]\n    callbacks.append(drop)',
    ],
  },
};
