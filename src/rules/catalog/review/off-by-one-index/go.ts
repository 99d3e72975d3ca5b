import type { LanguageImplementation } from '../../../rule-folder.js';
import { offByOneHit } from './loop-hit.js';
import type { BodyReading } from './loop-hit.js';
import { countingLoop } from '../../../syntax/go/counting-loop.js';

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=']);

/** Whether `collection` is declared as a map in the file: a map's missing key is its zero value, not a panic. */
function isMap(collection: string, text: string): boolean {
  const name = collection.replace(/^.*\./, '');
  return new RegExp(`\\b${name}\\s*(?::?=\\s*(?:make\\(\\s*)?map\\[|\\s+map\\[)`).test(text) || new RegExp(`\\b${name}\\s+map\\[`).test(text);
}

const reading: BodyReading = {
  comparesIndex: (node, index) =>
    node.type === 'binary_expression' &&
    COMPARISONS.has(node.childForFieldName('operator')?.text ?? '') &&
    [node.childForFieldName('left')?.text, node.childForFieldName('right')?.text].includes(index),
  mentionsLength: (node, loop) => node.type === 'call_expression' && node.text.replace(/\s/g, '') === loop.bound.replace(/\s/g, ''),
  assignsIndex: (node, index) =>
    ((node.type === 'assignment_statement' || node.type === 'short_var_declaration') && node.childForFieldName('left')?.text === index) ||
    ((node.type === 'inc_statement' || node.type === 'dec_statement') && node.namedChildren[0]?.text === index),
  // Reading and writing past the end both panic.
  isAccess: (node, loop) =>
    node.type === 'index_expression' && node.childForFieldName('operand')?.text === loop.collection && node.childForFieldName('index')?.text === loop.index,
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_statement (for_clause condition: (binary_expression)) body: (block) @body) @target',
  textGate: /<=\s*len\(|len\([^\n]*\)\s*>=/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'at-length');
    if (!loop || !captures.body || isMap(loop.collection, context.root.text)) return false;
    return offByOneHit(target, captures.body, loop, reading, context, 'the last pass panics with `index out of range`');
  },
  examples: {
    match: ['func sum(xs []int) (t int) {\n\tfor i := 0; i <= len(xs); i++ {\n\t\tt += xs[i]\n\t}\n\treturn\n}'],
    noMatch: [
      'func sum(xs []int) (t int) {\n\tfor i := 0; i < len(xs); i++ {\n\t\tt += xs[i]\n\t}\n\treturn\n}',
      "func f(s string) {\n\tfor i := 0; i <= len(s); i++ {\n\t\tif i == len(s) || s[i] == ',' {\n\t\t\tflush()\n\t\t}\n\t}\n}",
      'func f(xs []int) {\n\tfor i := 0; i <= len(xs); i++ {\n\t\tuse(xs[:i])\n\t}\n}',
    ],
  },
};
