import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/python/counting-loop.js';
import { unusedIndexHit } from './unused-index-hit.js';
import type { IndexReading } from './unused-index-hit.js';

const reading: IndexReading = {
  names: new Set(['identifier']),
  keyOf: (node, collection) =>
    node.type === 'subscript' && node.childForFieldName('value')?.text === collection ? (node.childForFieldName('subscript') ?? undefined) : undefined,
  // `j = …`, `j += 1`, `a, j = …`, `for j in …`: a name bound anew in the body.
  assigns: (node, name) =>
    ['assignment', 'augmented_assignment', 'for_statement'].includes(node.type) &&
    (node.childForFieldName('left')?.text === name || (node.childForFieldName('left')?.namedChildren.some((bound) => bound?.text === name) ?? false)),
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(for_statement left: (identifier) right: (call) body: (block) @body) @target',
  textGate: /range\(\s*len\(/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'before-length');
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading, context) : false;
  },
  examples: {
    match: ['for i in range(len(rows)):\n    for j in range(len(rows)):\n        total += rows[i]'],
    noMatch: [
      'for i in range(len(rows)):\n    total += rows[i]',
      'for _ in range(len(rows)):\n    total += rows[0]',
      'for i in range(len(rows)):\n    out.append(rows[k])\n    k += 1',
    ],
  },
};
