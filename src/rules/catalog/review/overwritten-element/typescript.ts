import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { repeatedStore, storeInto } from './repeated-store.js';
import type { Store } from './repeated-store.js';

/** `a.b = v`, `a[k] = v`, and `m.set(k, v)` (the element being `m.set(k)`). */
function readStore(statement: Node): Store | undefined {
  const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (expression?.type === 'assignment_expression') {
    return storeInto(expression.childForFieldName('left'), expression.childForFieldName('right'), ['member_expression', 'subscript_expression']);
  }
  const callee = expression?.type === 'call_expression' ? expression.childForFieldName('function') : undefined;
  const [key, value, ...rest] = expression?.childForFieldName('arguments')?.namedChildren ?? [];
  if (callee?.type !== 'member_expression' || callee.childForFieldName('property')?.text !== 'set' || !key || !value || rest.length > 0) return undefined;
  const receiver = callee.childForFieldName('object');
  return receiver && ['string', 'number', 'identifier'].includes(key.type) ? { element: `${receiver.text}.set(${key.text})`, value } : undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(expression_statement [(assignment_expression) (call_expression)]) @target`,
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: [
      'export function rename(user, first, last) {\n  user.firstName = first;\n  user.firstName = last;\n}',
      'const sizes = new Map();\nsizes.set("width", 10);\nsizes.set("width", 20);',
    ],
    noMatch: [
      'export function rename(user, first, last) {\n  user.firstName = first;\n  user.lastName = last;\n}',
      'export function next(counter) {\n  counter.value = 0;\n  counter.value = counter.value + 1;\n}',
      'export function fill(items, a, b) {\n  items[index++] = a;\n  items[index++] = b;\n}',
      'export function blink(el) {\n  el.style.opacity = "0";\n  void el.offsetWidth;\n  el.style.opacity = "1";\n}',
    ],
  },
};
