import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { offByOneHit } from './loop-hit.js';
import type { BodyReading, InclusiveLoop } from './loop-hit.js';

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);

/** `i <= items.length` or `items.length >= i`; undefined for any other condition. */
function inclusiveLoop(condition: Node): InclusiveLoop | undefined {
  const operator = condition.childForFieldName('operator')?.text;
  const left = condition.childForFieldName('left');
  const right = condition.childForFieldName('right');
  const [index, length] = operator === '<=' ? [left, right] : operator === '>=' ? [right, left] : [undefined, undefined];
  const collection =
    length?.type === 'member_expression' && length.childForFieldName('property')?.text === 'length' ? length.childForFieldName('object') : undefined;
  if (index?.type !== 'identifier' || !collection || !/^[\w$.]+$/.test(collection.text) || !length) return undefined;
  return { index: index.text, collection: collection.text, bound: length.text };
}

/** `i++`, `++i` or `i += 1`. */
function countsUp(increment: Node | null, index: string): boolean {
  if (increment?.type === 'update_expression') return increment.text.replace(/\s/g, '') === `${index}++` || increment.text.replace(/\s/g, '') === `++${index}`;
  return increment?.type === 'augmented_assignment_expression' && increment.text.replace(/\s/g, '') === `${index}+=1`;
}

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
  query: '(for_statement condition: (binary_expression) @condition body: (_) @body) @target',
  textGate: /(?:<=|>=)[^\n;]*\.length|\.length\s*>=/,
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const loop = condition && inclusiveLoop(condition);
    if (!loop || !body || !countsUp(target.childForFieldName('increment'), loop.index)) return false;
    return offByOneHit(target, body, loop, reading, context, 'it reads `undefined` and the loop carries on with it');
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
