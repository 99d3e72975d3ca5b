import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { type CounterUpdate, stepDirection, wrongDirectionHit } from './direction.js';

/** The counter `update` moves and which way: `i++`, `--i`, `i += 2`, `i -= 1`. */
function readUpdate(update: Node): CounterUpdate | undefined {
  if (update.type === 'update_expression') {
    const counter = update.childForFieldName('argument');
    const operator = update.childForFieldName('operator')?.text;
    return counter?.type === 'identifier' ? { counter: counter.text, direction: operator === '++' ? 1 : -1 } : undefined;
  }
  if (update.type !== 'augmented_assignment_expression') return undefined;
  const counter = update.childForFieldName('left');
  const operator = update.childForFieldName('operator')?.text;
  const step = update.childForFieldName('right');
  if (counter?.type !== 'identifier' || step?.type !== 'number' || (operator !== '+=' && operator !== '-=')) return undefined;
  const direction = stepDirection(operator === '+=' ? 1 : -1, step.text);
  return direction && { counter: counter.text, direction };
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(for_statement condition: (binary_expression) @condition increment: (_) @update) @target',
  check: ({ captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate(unwrapParentheses(update));
    if (!condition || !update || !counterUpdate) return false;
    return wrongDirectionHit(condition, update, counterUpdate);
  },
  examples: {
    match: [
      'for (let i = 0; i < items.length; i--) {\n  use(items[i]);\n}',
      'for (let i = n - 1; i >= 0; i++) {\n  use(i);\n}',
      'for (let i = 0; i < n; i -= 1) {}',
    ],
    noMatch: [
      'for (let i = 0; i < items.length; i++) {}',
      'for (let i = n - 1; i >= 0; i--) {}',
      'for (let i = 0; n > i; i++) {}',
      'for (let i = 0; i < n; i += step) {}',
      'for (let i = 0; j < n; i--) {}',
    ],
  },
};
