import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/javascript/counting-loop.js';
import { unusedIndexHit } from './unused-index-hit.js';
import type { IndexReading } from './unused-index-hit.js';

const reading: IndexReading = {
  names: new Set(['identifier', 'shorthand_property_identifier', 'shorthand_property_identifier_pattern']),
  keyOf: (node, collection) =>
    node.type === 'subscript_expression' && node.childForFieldName('object')?.text === collection ? (node.childForFieldName('index') ?? undefined) : undefined,
  assigns: (node, name) =>
    ((node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') && node.childForFieldName('left')?.text === name) ||
    (node.type === 'update_expression' && node.childForFieldName('argument')?.text === name) ||
    (node.type === 'variable_declarator' && node.childForFieldName('name')?.text === name),
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(for_statement condition: (binary_expression) body: (_) @body) @target',
  textGate: /\.length/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'before-length');
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading, context) : false;
  },
  examples: {
    match: [
      'for (let i = 0; i < rows.length; i++) {\n  for (let j = 0; j < rows.length; j++) {\n    total += rows[i];\n  }\n}',
      'for (let i = 0; i < prices.length; i++) { sum += prices[0]; }',
    ],
    noMatch: [
      'for (let i = 0; i < prices.length; i++) { sum += prices[i]; }',
      'for (let i = 0; i < items.length; i++) { queue.push(items[k]); k++; }',
      'for (let i = 0; i < items.length; i++) { retry(); }',
      'for (let i = 0; i < items.length; i++) { const { i: x } = items[pick()]; }',
    ],
  },
};
