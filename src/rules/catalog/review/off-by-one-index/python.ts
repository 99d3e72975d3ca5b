import type { LanguageImplementation } from '../../../rule-folder.js';
import { offByOneHit } from './loop-hit.js';
import type { BodyReading } from './loop-hit.js';
import { countingLoop } from '../../../syntax/python/counting-loop.js';

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
  query: '(for_statement left: (identifier) right: (call) body: (block) @body) @target',
  textGate: /len\([^\n]*\)\s*\+\s*1/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'at-length');
    return loop && captures.body ? offByOneHit(target, captures.body, loop, reading, context, '`IndexError: list index out of range` on the last pass') : false;
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
