import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { type CounterUpdate, stepDirection, wrongDirectionHit } from './direction.js';

/** The counter `update` moves and which way: `i++`, `i--`, `i += 2`, `i -= 1`. */
function readUpdate(update: Node): CounterUpdate | undefined {
  if (update.type === 'inc_statement' || update.type === 'dec_statement') {
    const counter = update.namedChildren[0];
    return counter?.type === 'identifier' ? { counter: counter.text, direction: update.type === 'inc_statement' ? 1 : -1 } : undefined;
  }
  if (update.type !== 'assignment_statement') return undefined;
  const operator = update.childForFieldName('operator')?.text;
  const counter = update.childForFieldName('left')?.namedChildren;
  const step = update.childForFieldName('right')?.namedChildren;
  const [name] = counter ?? [];
  const [value] = step ?? [];
  if (counter?.length !== 1 || step?.length !== 1 || name?.type !== 'identifier' || value?.type !== 'int_literal') return undefined;
  if (operator !== '+=' && operator !== '-=') return undefined;
  const direction = stepDirection(operator === '+=' ? 1 : -1, value.text);
  return direction && { counter: name.text, direction };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_clause condition: (binary_expression) @condition update: (_) @update) @target',
  check: ({ target, captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate(update);
    if (!condition || !update || !counterUpdate) return false;
    // `for i := uint(1); i > 0; i++` counts until an unsigned counter wraps to zero, on purpose.
    if (/\b(?:uint\w*|byte)\b/.test(target.childForFieldName('initializer')?.text ?? '')) return false;
    return wrongDirectionHit(condition, update, counterUpdate);
  },
  examples: {
    match: [
      'func f(xs []int) {\n\tfor i := 0; i < len(xs); i-- {\n\t\tuse(xs[i])\n\t}\n}',
      'func f(n int) {\n\tfor i := n - 1; i >= 0; i++ {\n\t\tuse(i)\n\t}\n}',
    ],
    noMatch: [
      'func f() {\n\tfor i := uint8(1); i > 0; i++ {\n\t}\n}',
      'func f(xs []int) {\n\tfor i := 0; i < len(xs); i++ {\n\t}\n}',
      'func f(n int) {\n\tfor i := n - 1; i >= 0; i-- {\n\t}\n}',
      'func f(n int) {\n\tfor i := 0; n > i; i++ {\n\t}\n}',
    ],
  },
};
