import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/go/counting-loop.js';
import { unusedIndexHit } from './unused-index-hit.js';
import type { IndexReading } from './unused-index-hit.js';

const reading: IndexReading = {
  names: new Set(['identifier']),
  keyOf: (node, collection) =>
    node.type === 'index_expression' && node.childForFieldName('operand')?.text === collection ? (node.childForFieldName('index') ?? undefined) : undefined,
  // `j = …`, `j++`, and `j := …`, `case j := <-ch`, `for j := range …`: a name bound anew in the body.
  assigns: (node, name) =>
    (['assignment_statement', 'short_var_declaration', 'receive_statement', 'range_clause'].includes(node.type) &&
      (node.childForFieldName('left')?.namedChildren.some((bound) => bound?.text === name) ?? false)) ||
    ((node.type === 'inc_statement' || node.type === 'dec_statement') && node.namedChildren[0]?.text === name) ||
    (node.type === 'var_spec' && node.childForFieldName('name')?.text === name),
};

/** `for i := range items` (no element variable): the index and the slice. */
function indexOnlyRange(loop: Node): { index: string; collection: string } | undefined {
  const clause = loop.namedChildren.find((child) => child?.type === 'range_clause');
  const names = clause?.childForFieldName('left')?.namedChildren ?? [];
  const collection = clause?.childForFieldName('right');
  const index = names[0];
  return names.length === 1 && index?.type === 'identifier' && collection && /^[\w.]+$/.test(collection.text)
    ? { index: index.text, collection: collection.text }
    : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_statement body: (block) @body) @target',
  textGate: /\blen\(|\brange\b/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, 'before-length') ?? indexOnlyRange(target);
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading, context) : false;
  },
  examples: {
    match: ['func f(rows []int) (t int) {\n\tfor i := range rows {\n\t\tfor j := range rows {\n\t\t\tt += rows[i]\n\t\t}\n\t}\n\treturn\n}'],
    noMatch: [
      'func f(rows []int) (t int) {\n\tfor i := range rows {\n\t\tt += rows[i]\n\t}\n\treturn\n}',
      'func f(rows []int) {\n\tfor i := 0; i < len(rows); i++ {\n\t\tretry()\n\t}\n}',
    ],
  },
};
