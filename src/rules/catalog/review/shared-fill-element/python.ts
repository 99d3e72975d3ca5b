import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { changedThroughSlot } from './changed-through-slot.js';

/** Values every slot would share and that code changes in place: lists (`[0] * width` among them), dicts, sets and their constructors. */
function isMutable(node: Node): boolean {
  if (node.type === 'list' || node.type === 'dictionary' || node.type === 'set') return true;
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '*') {
    return [node.childForFieldName('left'), node.childForFieldName('right')].some((side) => side?.type === 'list');
  }
  return node.type === 'call' && /^(list|dict|set|bytearray|defaultdict|OrderedDict|Counter|deque)$/.test(node.childForFieldName('function')?.text ?? '');
}

function enclosingScope(node: Node): Node {
  for (let current = node.parent; current; current = current.parent) if (current.type === 'function_definition') return current;
  return node.tree.rootNode;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(binary_operator left: (list . (_) @element .) operator: "*") @target
(binary_operator left: (_) operator: "*" right: (list . (_) @element .)) @target`,
  textGate: /\]\s*\*|\*\s*\[/,
  check: ({ target, captures }) => {
    const element = captures.element;
    if (!element || !isMutable(element) || !changedThroughSlot(target, enclosingScope(target))) return false;
    return {
      details: { expression: excerpt(target.text, 60), element: excerpt(element.text, 30), fix: `\`[${excerpt(element.text, 30)} for _ in range(n)]\`` },
    };
  },
  examples: {
    match: [
      'def board(width, height):\n    grid = [[0] * width] * height\n    grid[0][0] = 1\n    return grid',
      'buckets = [[]] * 10\nfor word in words:\n    buckets[len(word)].append(word)',
    ],
    noMatch: [
      'def blank_lines(width, count):\n    lines = [[" " * width]] * count\n    return lines',
      'buffer = [[None]] * size\nbuffer[0] = [item]',
      'row = [0] * width',
      'grid = [[0] * width for _ in range(height)]',
      'pairs = [(0, 0)] * n',
      'names = [None] * n',
    ],
  },
};
