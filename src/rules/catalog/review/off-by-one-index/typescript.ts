import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { offByOneHit } from './loop-hit.js';
import type { BodyReading } from './loop-hit.js';
import { countingLoop } from '../../../syntax/javascript/counting-loop.js';

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);

const reading: BodyReading = {
  comparesIndex: (node, index) =>
    node.type === 'binary_expression' &&
    COMPARISONS.has(node.childForFieldName('operator')?.text ?? '') &&
    [node.childForFieldName('left')?.text, node.childForFieldName('right')?.text].includes(index),
  mentionsLength: (node, loop) => node.type === 'member_expression' && node.text === loop.bound,
  assignsIndex: (node, index) =>
    ((node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') && node.childForFieldName('left')?.text === index) ||
    (node.type === 'update_expression' && node.childForFieldName('argument')?.text === index),
  // Writing at `items[items.length]` appends: only reads go past the end.
  isAccess: (node, loop) =>
    node.type === 'subscript_expression' &&
    node.childForFieldName('object')?.text === loop.collection &&
    node.childForFieldName('index')?.text === loop.index &&
    !(node.parent?.type === 'assignment_expression' && node.parent.childForFieldName('left')?.equals(node)),
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(for_statement condition: (binary_expression) body: (_) @body) @target',
  textGate: /(?:<=|>=)[^\n;]*\.length|\.length\s*>=/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'at-length');
    return loop && captures.body ? offByOneHit(target, captures.body, loop, reading, context, 'it reads `undefined` and the loop carries on with it') : false;
  },
  examples: {
    match: ['for (let i = 0; i <= scores.length; i++) { total += scores[i]; }', 'for (let i = 1; this.items.length >= i; ++i) render(this.items[i]);'],
    noMatch: [
      'for (let i = 0; i < scores.length; i++) { total += scores[i]; }',
      'for (let i = 0; i <= text.length; i++) { if (i === text.length || text[i] === ",") flush(); }',
      'for (let i = 0; i <= text.length; i++) { const c = i < text.length ? text[i] : "\\n"; }',
      'for (let i = 0; i <= rows.length; i++) { rows[i] = fill(); }',
      'for (let i = 0; i <= parts.length; i++) { out.push(parts.slice(0, i)); }',
    ],
  },
};
