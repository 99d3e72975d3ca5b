import { counterpartBefore } from '../../../counterpart-before.js';
import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isTestModifier, testName, testTitle } from '../../../syntax/javascript/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

/** `it.skip(…)`, `describe.skip(…)`, `xit(…)`: a test call that is skipped. */
function isSkipped(call: Node): boolean {
  return /(^x(it|describe|test|context)|\.skip)$/.test(call.childForFieldName('function')?.text ?? '');
}

/** Whether a node sits in a branch of an `if` statement. */
function insideIf(node: Node): boolean {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === 'if_statement') return true;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "skip"))
      ((call_expression function: (identifier) @target) (#any-of? @target "xit" "xdescribe" "xtest" "xcontext"))`,
  textGate: /skip|xit|xdescribe|xtest|xcontext/,
  check: ({ target, context }) => {
    if (target.type === 'member_expression' && !isTestModifier(target, 'skip')) return false;
    let parent = target.parent;
    while (parent?.type === 'parenthesized_expression') parent = parent.parent;
    // `(isWindows ? it.skip : it)(…)`, `const itPosix = isWindows ? it.skip : it`: skipped on a condition, deliberate.
    if (parent?.type === 'ternary_expression' || parent?.type === 'binary_expression') return false;
    // `if (nodeMajor < 20) it.skip(…)`: skipped on a condition (a runtime version, a platform), deliberate.
    if (insideIf(target)) return false;
    const call = parent?.type === 'call_expression' && parent.childForFieldName('function')?.equals(target) ? parent : undefined;
    const firstArgument = call?.childForFieldName('arguments')?.namedChildren[0];
    // `test.skip(browserName === 'webkit', 'reason')` skips at run time on a condition: deliberate.
    if (call && firstArgument?.type !== 'string' && firstArgument?.type !== 'template_string') return false;
    const earlier = call ? counterpartBefore(call, context, testTitle) : undefined;
    // Skipped already before the change: not this change's doing.
    if (earlier && isSkipped(earlier)) return false;
    const details = { name: firstArgument ? `"${testName(firstArgument)}"` : `\`${excerpt(target.text)}\`` };
    // A test written already skipped records a known gap on purpose; turning off one that ran is what to catch.
    return { details, ...(earlier === null ? { severity: 'info' as const } : {}) };
  },
  examples: {
    match: ["it.skip('refunds twice', () => {\n  expect(refund()).toBe(true);\n});", "xdescribe('legacy api', () => {});"],
    noMatch: [
      "test('renders', async ({ browserName }) => {\n  test.skip(browserName === 'webkit', 'no webkit support');\n  expect(1).toBe(1);\n});",
      'this.skip();',
      "(process.platform === 'win32' ? it.skip : it)('follows symlinks', () => {\n  expect(resolve('link')).toBe('target');\n});",
      "const itModern = Number(process.versions.node.split('.')[0]) >= 22 ? it : it.skip;",
      "if (process.version.startsWith('v18')) {\n  test.skip('reads streams', () => {});\n} else {\n  test('reads streams', () => {\n    expect(read()).toBe('x');\n  });\n}",
      "it.skipIf(process.platform === 'win32')('follows symlinks', () => {\n  expect(resolve('link')).toBe('target');\n});",
    ],
  },
};
