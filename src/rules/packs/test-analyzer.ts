import type { Node } from 'web-tree-sitter';
import type { DiffFile } from '../../diff/diff-model.js';
import { fileRoleOf } from '../file-role.js';
import { JS_FAMILY, languageOf } from '../language.js';
import type { ChangeRuleDefinition, FixTarget, LineEdit, RuleDefinition } from '../rule-definition.js';
import { calleePath, dottedName, excerpt } from '../syntax.js';

/** Tests that do not run, tests that cannot fail, and code changed without tests. */

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'context', 'suite']);

/** `it.only`, `test.describe.only`: a test-framework call path ending in the modifier. */
function isTestModifier(member: Node, modifier: string): boolean {
  const path = dottedName(member);
  return path.length >= 2 && path[path.length - 1] === modifier && TEST_FUNCTIONS.has(path[0] ?? '');
}

/** Removes `.only` (or the `f` of `fit`/`fdescribe`) at the finding's column. */
function unfocus(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1];
  if (text === undefined || target.column === undefined) return undefined;
  const start = target.column - 1;
  const rest = text.slice(start);
  const member = /^((?:describe|it|test|context|suite)(?:\.\w+)*?)\.only\b/.exec(rest);
  const prefixed = /^f(it|describe)\b/.exec(rest);
  let replaced: string;
  if (member?.[1]) replaced = member[1] + rest.slice(member[0].length);
  else if (prefixed?.[1]) replaced = rest.slice(1);
  else return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, start) + replaced] };
}

/** A call that checks something: `expect(…)`, `assert.equal`, `x.should…`, `expectValid(…)`, `verifyAll()`. */
const ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)/i;

function containsAssertion(body: Node, parameters: ReadonlySet<string>): boolean {
  const calls = body.type === 'call_expression' ? [body] : [];
  calls.push(...body.descendantsOfType('call_expression'));
  return calls.some((call) => {
    const path = calleePath(call);
    // `t.is(…)`, `done()`: the test's own parameter is the assertion API (AVA, tap, node:test, Mocha).
    if (path[0] !== undefined && parameters.has(path[0])) return true;
    return path.some((part) => ASSERTION_NAME.test(part));
  });
}

function parameterNames(fn: Node): Set<string> {
  const names = new Set<string>();
  const single = fn.childForFieldName('parameter');
  if (single) names.add(single.text);
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    const pattern = parameter.childForFieldName('pattern') ?? parameter;
    if (pattern.type === 'identifier') names.add(pattern.text);
  }
  return names;
}

/** The literal text of a test name (`'parses dates'` → parses dates). */
function testName(node: Node | undefined): string {
  return node ? excerpt(node.text.slice(1, -1), 60) : 'unnamed';
}

const MIN_UNTESTED_ADDED_LINES = 10; // below this a change is usually a fix too small to want a new test for
const MAX_LISTED_FILES = 10; // keeps the description readable on large changes

function firstAddedLine(file: DiffFile): number | undefined {
  for (const hunk of file.hunks) {
    const added = hunk.lines.find((line) => line.kind === 'add' && line.newLine !== undefined);
    if (added?.newLine !== undefined) return added.newLine;
  }
  return undefined;
}

export const testAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'test/focused-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'high',
    confidence: 95,
    languages: JS_FAMILY,
    files: 'test',
    category: 'test-quality',
    message: 'Focused test `{{target}}` makes the runner skip every other test in the file.',
    recommendation: 'Remove the focus (`.only`, `fit`, `fdescribe`) before merging.',
    query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "only"))
      ((call_expression function: (identifier) @target) (#any-of? @target "fit" "fdescribe"))`,
    check: ({ target }) => target.type !== 'member_expression' || isTestModifier(target, 'only'),
    fix: unfocus,
    examples: {
      match: [
        "it.only('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});",
        "test.describe.only('checkout', () => {});",
        "fdescribe('cart', () => {});",
      ],
      noMatch: ["it('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});", 'const first = list.only;'],
    },
  },
  {
    id: 'test/skipped-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 80,
    languages: JS_FAMILY,
    files: 'test',
    category: 'test-quality',
    message: 'Skipped test {{name}} will not run in CI.',
    recommendation: 'Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.',
    query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "skip"))
      ((call_expression function: (identifier) @target) (#any-of? @target "xit" "xdescribe" "xtest" "xcontext"))`,
    check: ({ target }) => {
      if (target.type === 'member_expression' && !isTestModifier(target, 'skip')) return false;
      const parent = target.parent;
      const call =
        parent?.type === 'call_expression' && parent.childForFieldName('function')?.equals(target) ? parent : undefined;
      const firstArgument = call?.childForFieldName('arguments')?.namedChildren[0];
      // `test.skip(browserName === 'webkit', 'reason')` skips at run time on a condition: deliberate.
      if (call && firstArgument?.type !== 'string' && firstArgument?.type !== 'template_string') return false;
      return { details: { name: firstArgument ? `"${testName(firstArgument)}"` : `\`${excerpt(target.text)}\`` } };
    },
    examples: {
      match: ["it.skip('refunds twice', () => {\n  expect(refund()).toBe(true);\n});", "xdescribe('legacy api', () => {});"],
      noMatch: [
        "test('renders', async ({ browserName }) => {\n  test.skip(browserName === 'webkit', 'no webkit support');\n  expect(1).toBe(1);\n});",
        'this.skip();',
      ],
    },
  },
  {
    id: 'test/no-assertion',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 70,
    languages: JS_FAMILY,
    files: 'test',
    category: 'test-quality',
    message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
    recommendation: 'Assert on the outcome (return value, state, calls made, or the error thrown).',
    query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
    check: ({ captures }) => {
      const { callee, modifier, callback, name } = captures;
      if (!callee || !callback || (callee.text !== 'it' && callee.text !== 'test')) return false;
      if (modifier && !['only', 'concurrent', 'serial'].includes(modifier.text)) return false;
      const body = callback.childForFieldName('body');
      if (!body || containsAssertion(body, parameterNames(callback))) return false;
      return { details: { name: testName(name) } };
    },
    examples: {
      match: [
        "it('creates an order', async () => {\n  await createOrder({ id: 1 });\n});",
        "test('renders', () => {\n  render(cart);\n});",
        "it('is pending', () => {});",
      ],
      noMatch: [
        "it('creates an order', async () => {\n  const order = await createOrder({ id: 1 });\n  expect(order.id).toBe(1);\n});",
        "test('adds', (t) => {\n  t.is(add(1, 2), 3);\n});",
        "it('emits', (done) => {\n  emitter.on('ready', () => done());\n});",
        "it('validates', () => expectValid(schema, input));",
        "it('throws', async () => {\n  await assert.rejects(load('missing'));\n});",
      ],
    },
  },
];

export const testAnalyzerChangeRules: readonly ChangeRuleDefinition[] = [
  {
    id: 'test/missing-test-change',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'low',
    confidence: 70,
    category: 'test-coverage',
    recommendation: 'Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.',
    check: (files) => {
      if (files.some((file) => fileRoleOf(file.path) === 'test')) return [];
      const code = files.filter(
        (file) => file.status !== 'deleted' && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === 'source',
      );
      const added = code.reduce((sum, file) => sum + file.additions, 0);
      const anchor = code.map((file) => ({ file: file.path, line: firstAddedLine(file) })).find((entry) => entry.line);
      if (added < MIN_UNTESTED_ADDED_LINES || !anchor?.line) return [];
      const listed = code.slice(0, MAX_LISTED_FILES).map((file) => `\`${file.path}\``);
      const more = code.length > MAX_LISTED_FILES ? ` and ${code.length - MAX_LISTED_FILES} more` : '';
      return [
        {
          file: anchor.file,
          line: anchor.line,
          description: `Source code changed (${added} added lines) but no test file changed: ${listed.join(', ')}${more}.`,
        },
      ];
    },
  },
];
