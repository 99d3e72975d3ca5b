import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { COMPARISONS } from '../../../syntax/javascript/bug-patterns-helpers.js';
import { isFunction } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';
import { bareComparisonHit } from './bare-comparison-hit.js';

/** Whether `fn` is handed to a check that it throws: `assert.throws(fn)`, `expect(fn).toThrow()`, `rejects(fn)`. */
function expectedToThrow(fn: Node): boolean {
  const call = fn.parent?.type === 'arguments' ? fn.parent.parent : undefined;
  if (!call) return false;
  const callee = call.childForFieldName('function')?.text ?? '';
  const chained = call.parent?.type === 'member_expression' ? (call.parent.childForFieldName('property')?.text ?? '') : '';
  return /throw|reject/i.test(`${callee}.${chained}`);
}

/** `(a < b) > c`: no one compares a boolean so, but a generic call `f<T>(x)` the grammar could not read looks like it. */
function isMisreadGenericCall(comparison: Node | undefined): boolean {
  const left = comparison?.childForFieldName('left');
  return comparison?.childForFieldName('operator')?.text === '>' && left?.type === 'binary_expression' && left.childForFieldName('operator')?.text === '<';
}

/** Whether `node` runs for what it may throw: in a `try` block, or in a function that is expected to throw. */
function runForThrow(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'statement_block' && current.parent?.type === 'try_statement') return true;
    if (isFunction(current)) return expectedToThrow(current);
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(expression_statement (binary_expression operator: [${COMPARISONS.map((operator) => JSON.stringify(operator)).join(' ')}]) @comparison) @target`,
  check: ({ target, captures, context }) => {
    if (runForThrow(target)) return false;
    // Misread code is no evidence: a file of several module versions split by `---`, or a generic call
    // `f<T>(x)` that the grammar reads as `(f < T) > (x)`.
    if (target.hasError || isMisreadGenericCall(captures.comparison)) return false;
    // A type test: the line under `@ts-expect-error` is there for the compiler's error.
    if (/@ts-(?:expect-error|ignore)/.test(context.lines[target.startPosition.row - 1] ?? '')) return false;
    return bareComparisonHit(target, context.path);
  },
  examples: {
    match: ['function reset(state) {\n  state.count === 0;\n  state.items = [];\n}', "it('adds', () => {\n  const total = add(2, 3);\n  total == 5;\n});"],
    noMatch: [
      'function reset(state) {\n  state.count = 0;\n}',
      "it('adds', () => {\n  expect(add(2, 3)).toBe(5);\n});",
      "it('rejects', () => {\n  assert.throws(() => {\n    a < b;\n  });\n});",
      'expect(() => {\n  a < b;\n}).toThrow(TypeError);',
      '// @ts-expect-error\nduration < 5;',
      "expectType<['b'?]>({} as Tail<['a'?, 'b'?]>);",
    ],
  },
};
