import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/python/counting-loop.js';
import { removalHit } from './removal-hit.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(for_statement left: (identifier) right: (call) body: (block) @body) @target',
  textGate: /\bdel\b|\.pop\(/,
  check: ({ target, captures }) => {
    const loop = countingLoop(target, 'before-length');
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    return removalHit(
      captures.body,
      { index, collection, elements: [`${collection}[${index}]`] },
      {
        // `del items[i]`, `items.pop(i)`.
        isRemoval: (node) =>
          (node.type === 'delete_statement' && node.namedChildren[0]?.text.replace(/\s/g, '') === `${collection}[${index}]`) ||
          (node.type === 'call' &&
            node.childForFieldName('function')?.text === `${collection}.pop` &&
            node.childForFieldName('arguments')?.text.replace(/\s/g, '') === `(${index})`),
        // A `range` loop takes its next value whatever the body does to the index: nothing moves it back.
        movesIndex: () => false,
        endsLoop: (node) => node.type === 'break_statement' || node.type === 'return_statement' || node.type === 'raise_statement',
      },
      { consequence: ', and the loop runs past the shortened end into `IndexError`', alternative: `\`${collection}[:] = [x for x in ${collection} if …]\`` },
    );
  },
  examples: {
    match: [
      'for i in range(len(items)):\n    if items[i].done:\n        del items[i]',
      'for i in range(len(self.jobs)):\n    if self.jobs[i].cancelled:\n        self.jobs.pop(i)',
    ],
    noMatch: [
      'for i in range(len(items)):\n    if items[i].id == wanted:\n        del items[i]\n        break',
      'for i in reversed(range(len(items))):\n    if items[i].done:\n        del items[i]',
      'for i in range(len(items)):\n    if items[i].done:\n        del other[i]',
    ],
  },
};
