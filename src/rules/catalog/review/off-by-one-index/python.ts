import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { offByOneHit } from './loop-hit.js';
import type { BodyReading, InclusiveLoop } from './loop-hit.js';

/** `range(len(items) + 1)` or `range(start, len(items) + 1)`, counting by one; undefined for any other range. */
function inclusiveRange(index: Node, range: Node): InclusiveLoop | undefined {
  const bounds = range.namedChildren.filter((argument) => argument?.type !== 'comment');
  if (bounds.length === 0 || bounds.length > 2 || bounds.some((argument) => argument?.type === 'keyword_argument' || argument?.type === 'list_splat'))
    return undefined;
  const upper = bounds[bounds.length - 1];
  const length = upper?.childForFieldName('left');
  if (upper?.type !== 'binary_operator' || upper.childForFieldName('operator')?.text !== '+' || upper.childForFieldName('right')?.text !== '1')
    return undefined;
  if (length?.type !== 'call' || length.childForFieldName('function')?.text !== 'len') return undefined;
  const collection = length.childForFieldName('arguments')?.namedChildren;
  if (collection?.length !== 1 || !collection[0] || !['identifier', 'attribute'].includes(collection[0].type)) return undefined;
  return { index: index.text, collection: collection[0].text, bound: length.text };
}

const reading: BodyReading = {
  comparesIndex: (node, index) => node.type === 'comparison_operator' && node.namedChildren.some((operand) => operand?.text === index),
  // `except IndexError` tells the last step apart as surely as a comparison.
  mentionsLength: (node, loop) =>
    (node.type === 'call' && node.text.replace(/\s/g, '') === loop.bound) || (node.type === 'identifier' && node.text === 'IndexError'),
  assignsIndex: (node, index) => (node.type === 'assignment' || node.type === 'augmented_assignment') && node.childForFieldName('left')?.text === index,
  // Reading and writing past the end both raise.
  isAccess: (node, loop) =>
    node.type === 'subscript' && node.childForFieldName('value')?.text === loop.collection && node.childForFieldName('subscript')?.text === loop.index,
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `((for_statement left: (identifier) @index right: (call function: (identifier) @range arguments: (argument_list) @bounds) body: (block) @body) @target
      (#eq? @range "range"))`,
  textGate: /len\([^\n]*\)\s*\+\s*1/,
  check: ({ target, captures, context }) => {
    const { index, bounds, body } = captures;
    const loop = index && bounds && inclusiveRange(index, bounds);
    return loop && body ? offByOneHit(target, body, loop, reading, context, '`IndexError: list index out of range` on the last pass') : false;
  },
  examples: {
    match: ['for i in range(len(scores) + 1):\n    total += scores[i]', 'for i in range(1, len(self.rows) + 1):\n    print(self.rows[i])'],
    noMatch: [
      'for i in range(len(scores)):\n    total += scores[i]',
      'for i in range(len(scores) + 1):\n    print(scores[:i])',
      'for i in range(len(text) + 1):\n    if i == len(text) or text[i] == ",":\n        flush()',
      'for i in range(len(text) + 1):\n    try:\n        c = text[i]\n    except IndexError:\n        c = None',
    ],
  },
};
