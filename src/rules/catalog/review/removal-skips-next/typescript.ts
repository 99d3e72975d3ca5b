import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/javascript/counting-loop.js';
import { guardedByKey, removalHit } from './removal-hit.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(for_statement condition: (binary_expression) body: (_) @body) @target',
  textGate: /\.splice\(/,
  check: ({ target, captures }) => {
    const loop = countingLoop(target, 'before-length');
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    const removalLoop = { index, collection, elements: [`${collection}[${index}]`] };
    return removalHit(
      captures.body,
      removalLoop,
      {
        // `items.splice(i, 1)`; `splice(i, 0, x)` inserts instead.
        isRemoval: (node) =>
          node.type === 'call_expression' &&
          node.childForFieldName('function')?.text === `${collection}.splice` &&
          node.childForFieldName('arguments')?.namedChildren[0]?.text === index &&
          node.childForFieldName('arguments')?.namedChildren[1]?.text !== '0',
        movesIndex: (node) =>
          (node.type === 'update_expression' && node.childForFieldName('argument')?.text === index) ||
          ((node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') && node.childForFieldName('left')?.text === index),
        endsLoop: (node) => node.type === 'break_statement' || node.type === 'return_statement' || node.type === 'throw_statement',
        removesOneKey: (removal) => guardedByKey(removal, removalLoop),
      },
      { consequence: '', alternative: `\`${collection}.filter(…)\`` },
    );
  },
  examples: {
    match: ['for (let i = 0; i < items.length; i++) {\n  if (items[i].done) items.splice(i, 1);\n}'],
    noMatch: [
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].done) { items.splice(i, 1); i--; }\n}',
      'for (let i = items.length - 1; i >= 0; i--) {\n  if (items[i].done) items.splice(i, 1);\n}',
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].id === id) { items.splice(i, 1); break; }\n}',
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].gap) items.splice(i, 0, filler);\n}',
    ],
  },
};
