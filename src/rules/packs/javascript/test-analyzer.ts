import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../diff/language.js';
import { counterpartBefore } from '../../counterpart-before.js';
import { perFile } from '../../per-file.js';
import type { FixTarget, LineEdit, RuleContext, RuleDefinition } from '../../rule-definition.js';
import { excerpt } from '../../excerpt.js';
import { calleePath, dottedName, enclosingFunction, functionName, isFunction } from './javascript-syntax.js';

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

/**
 * A call that checks something: `expect(…)`, `assert.equal`, `x.should…`, supertest's `.expect(200)`,
 * chai's `expect(x).to.equal(…)`, sinon's `sinon.assert…`, helpers such as `expectValid(…)` or `verifyAll()`.
 */
const ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)/i;
/** The same words anywhere: a text without them holds no call by such a name. */
const ASSERTION_WORD = /expect|assert|should|verify|check|ensure|must/i;

/** Every name a call goes by: the dotted path, and the method name even on a chain (`request(app).get('/').expect(200)`). */
function calleeNames(call: Node): string[] {
  const callee = call.childForFieldName('function');
  const method = callee?.type === 'member_expression' ? callee.childForFieldName('property')?.text : undefined;
  return method === undefined ? calleePath(call) : [...calleePath(call), method];
}

/** Whether a call's names include an assertion's; its callee's text is read first, as most callees are not one. */
function callsAssertion(call: Node): boolean {
  return ASSERTION_WORD.test(call.childForFieldName('function')?.text ?? '') && calleeNames(call).some((name) => ASSERTION_NAME.test(name));
}

/** Whether a call is a plain call of one of `helpers`: `checkTotals(cart)`. */
function callsHelper(call: Node, helpers: ReadonlySet<string>): boolean {
  const names = calleeNames(call);
  return names.length === 1 && helpers.has(names[0] ?? '');
}

/** Whether some call in `calls` asserts, by its name or through one of `helpers`; the names are checked only for texts that can hold them. */
function someCallAsserts(text: string, calls: () => Node[], helpers: () => ReadonlySet<string>): boolean {
  if (ASSERTION_WORD.test(text) && calls().some(callsAssertion)) return true;
  const known = helpers();
  return [...known].some((name) => text.includes(name)) && calls().some((call) => callsHelper(call, known));
}

/** Functions this file defines that assert: a test that calls one asserts through it. */
const assertingHelpers = perFile((context: RuleContext) => {
  const helpers = new Set<string>();
  for (const fn of context.root.descendantsOfType(['function_declaration', 'arrow_function', 'function_expression'])) {
    const name = functionName(fn);
    const body = fn.childForFieldName('body');
    if (name && body && someCallAsserts(body.text, () => body.descendantsOfType('call_expression'), () => helpers)) helpers.add(name);
  }
  return helpers;
});

/**
 * The call whose callee holds the name that starts at `index` in `body` (`expect` in `expect(x)`,
 * `assert.equal(…)` or `res.expect(200)`), if one does: the name's dotted path leads up to the callee.
 */
function callNamedAt(body: Node, index: number, length: number): Node | undefined {
  let node = body.descendantForIndex(index, index + length);
  if (node?.startIndex !== index || (node.type !== 'identifier' && node.type !== 'property_identifier')) return undefined;
  while (node.parent?.type === 'member_expression') node = node.parent;
  const call = node.parent;
  return call?.type === 'call_expression' && call.childForFieldName('function')?.equals(node) ? call : undefined;
}

/**
 * Whether a call in `body` (or `body` itself) asserts by its name. Every such name starts where the text
 * holds an assertion word, so only those places are looked at, not every call of a long test.
 */
function callsAssertionIn(body: Node, text: string): boolean {
  const words = new RegExp(ASSERTION_WORD.source, 'gi');
  for (let match = words.exec(text); match; match = words.exec(text)) {
    const call = callNamedAt(body, body.startIndex + match.index, match[0].length);
    if (call && callsAssertion(call)) return true;
    // Words may overlap (`ensurexpect`): the next one may start inside this one.
    words.lastIndex = match.index + 1;
  }
  return false;
}

/** Whether a test body checks anything; `helpers` is read only for a body that calls nothing by an assertion's name. */
function containsAssertion(body: Node, callback: Node, helpers: () => ReadonlySet<string>): boolean {
  // Walking the body's nodes is the cost: a keyword or name its text does not hold cannot be among them.
  const text = body.text;
  // Most tests assert by name (`expect(…)`): checked first, the other ways are rarely needed.
  if (callsAssertionIn(body, text)) return true;
  // A test that throws on a wrong outcome fails like one that asserts.
  if (text.includes('throw') && body.descendantsOfType('throw_statement').length > 0) return true;
  // chai's `value.should.be.true` asserts without a call.
  if (text.includes('should') && body.descendantsOfType('property_identifier').some((property) => property.text === 'should')) return true;
  // `t.is(…)`, `done()`, `.end(done)`: the test's own parameter is the assertion API or the completion callback (AVA, tap, node:test, Mocha).
  const parameters = parameterNames(callback);
  const named = [...parameters].some((name) => text.includes(name));
  if (named && body.descendantsOfType('identifier').some((identifier) => parameters.has(identifier.text))) return true;
  const known = helpers();
  if (![...known].some((name) => text.includes(name))) return false;
  const calls = body.type === 'call_expression' ? [body] : [];
  calls.push(...body.descendantsOfType('call_expression'));
  return calls.some((call) => callsHelper(call, known));
}

/** `it.skip(…)`, `describe.skip(…)`, `xit(…)`: a test call that is skipped. */
function isSkipped(call: Node): boolean {
  return /(^x(it|describe|test|context)|\.skip)$/.test(call.childForFieldName('function')?.text ?? '');
}

/** The name a test goes by (its title literal), to find it before the change. */
function testTitle(call: Node): string | undefined {
  const title = call.childForFieldName('arguments')?.namedChildren[0];
  // Without its quotes: reformatting may swap `'` for `"`.
  return title?.type === 'string' || title?.type === 'template_string' ? title.text.slice(1, -1) : undefined;
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

/** With fake timers a sleep costs nothing and flakes nothing: the test controls the clock. */
const FAKE_TIMERS = /useFakeTimers|advanceTimers|runAllTimers|runOnlyPendingTimers|installClock|clock\.tick/;
const usesFakeTimers = perFile((context) => context.lines.some((line) => FAKE_TIMERS.test(line)));
/** Helpers that pause for a duration: `sleep(50)`, `delay(100)`, `page.waitForTimeout(500)`, `cy.wait(1000)`. */
const SLEEP_NAMES = new Set(['sleep', 'delay', 'wait', 'waitForTimeout', 'pause']);
/** `cy.wait(…)` and WebdriverIO's `browser.pause(…)` block without `await`. */
const BLOCKING_SLEEPS = new Set(['cy.wait', 'browser.pause']);

/** A literal duration (`200`, `2 * 1000`, `TIMEOUT_MS`); undefined for callbacks, selectors and aliases. */
function durationOf(argument: Node | undefined): string | undefined {
  if (!argument) return undefined;
  const text = argument.text;
  // A zero delay only yields to the event loop: no waiting involved.
  if (argument.type === 'number') return Number(text.replace(/_/g, '')) > 0 ? text : undefined;
  return /^[\d_\s*+A-Z]+$/.test(text) && /[\dA-Z]/.test(text) ? text : undefined;
}

function isAwaited(call: Node): boolean {
  let node = call;
  while (node.parent?.type === 'parenthesized_expression') node = node.parent;
  return node.parent?.type === 'await_expression';
}

/** `new Promise((resolve) => setTimeout(resolve, 100))`: the timer is the promise's whole job. */
function insidePromiseExecutor(call: Node): boolean {
  for (let node = call.parent, depth = 0; node && depth < 6; node = node.parent, depth += 1) {
    if (node.type === 'new_expression') return node.childForFieldName('constructor')?.text === 'Promise';
  }
  return false;
}

/** Whether `fn` is the callback of a test: `it('…', fn)`, `test.only('…', fn)`. */
function isTestCallback(fn: Node): boolean {
  const call = fn.parent?.type === 'arguments' ? fn.parent.parent : undefined;
  const path = call?.type === 'call_expression' ? calleePath(call) : [];
  return path[0] === 'it' || path[0] === 'test';
}

/**
 * Whether a sleep is in a test's own body (or the promise it awaits there), not in a helper, a mock
 * server's handler or a stubbed call: there a delay simulates latency, which is the point of the fake.
 */
function inTestBody(call: Node): boolean {
  let fn = enclosingFunction(call);
  if (fn && insidePromiseExecutor(call)) fn = enclosingFunction(fn);
  return fn !== undefined && isTestCallback(fn);
}

/** A sleep inside a loop is usually the interval of a poll for a condition: the recommended way to wait. */
function pollsInLoop(call: Node): boolean {
  for (let node = call.parent; node && !isFunction(node); node = node.parent) {
    if (['while_statement', 'for_statement', 'for_in_statement', 'do_statement'].includes(node.type)) return true;
  }
  return false;
}

export const javascriptTestAnalyzerRules: readonly RuleDefinition[] = [
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
    textGate: /only|fit|fdescribe/,
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
    textGate: /skip|xit|xdescribe|xtest|xcontext/,
    check: ({ target, context }) => {
      if (target.type === 'member_expression' && !isTestModifier(target, 'skip')) return false;
      const parent = target.parent;
      const call =
        parent?.type === 'call_expression' && parent.childForFieldName('function')?.equals(target) ? parent : undefined;
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
      ],
    },
  },
  {
    id: 'test/no-assertion',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    // As sure as the Python and Go rules: on real commits it shows nothing the helpers and callbacks it knows do not cover.
    confidence: 80,
    languages: JS_FAMILY,
    files: 'test',
    category: 'test-quality',
    message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
    recommendation: 'Assert on the outcome (return value, state, calls made, or the error thrown).',
    query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
    check: ({ target, captures, context }) => {
      const { callee, modifier, callback, name } = captures;
      if (!callee || !callback || (callee.text !== 'it' && callee.text !== 'test')) return false;
      if (modifier && !['only', 'concurrent', 'serial'].includes(modifier.text)) return false;
      const body = callback.childForFieldName('body');
      const helpers = () => assertingHelpers(context);
      if (!body || containsAssertion(body, callback, helpers)) return false;
      // Only a test this change wrote without an assertion, or whose assertion it removed: reformatting an old one is not news.
      const earlier = counterpartBefore(target, context, testTitle);
      const earlierCallback = earlier?.childForFieldName('arguments')?.namedChildren[1];
      const earlierBody = earlierCallback?.childForFieldName('body');
      if (earlier && (!earlierCallback || !earlierBody || !containsAssertion(earlierBody, earlierCallback, helpers))) return false;
      // The change removed the test's only check (often on purpose): worth a look, less sure — as in Python,
      // and reported on the test's first line even when the change only deleted lines inside it.
      if (earlier) return { details: { name: testName(name) }, line: target.startPosition.row + 1, onConstruct: true, confidence: 70 };
      // An empty body is a placeholder (scaffolding a suite, like `it.todo`): on real code, deliberate — less sure, as in Python.
      const placeholder = body.type === 'statement_block' && body.namedChildren.every((child) => child.type === 'comment');
      return { details: { name: testName(name) }, ...(placeholder ? { confidence: 70 } : {}) };
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
        "it('lists users', async () => {\n  await request(app).get('/users').expect(200);\n});",
        "it('lists users', (done) => {\n  request(app).get('/users').end(done);\n});",
        "it('is enabled', () => {\n  config.enabled.should.be.true;\n});",
        "it('parses', () => {\n  expect(parse('1')).to.equal(1);\n});",
        "test('adds', (t) => {\n  t.assert.strictEqual(add(1, 2), 3);\n});",
        "function checkTotals(cart) {\n  assert.equal(cart.total, 0);\n}\nit('totals', () => {\n  checkTotals(new Cart());\n});",
        "it('sends', () => {\n  send();\n  sinon.assert.calledOnce(transport);\n});",
        {
          before: "it('creates an order', async () => {\n  await createOrder({id: 1})\n});",
          after: 'it("creates an order", async () => {\n  await createOrder({ id: 1 });\n});',
        },
      ],
    },
  },
  {
    id: 'test/sleep-in-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    // Often the only way to test a timeout or an expiry without a clock to inject: worth a look, rarely a defect.
    severity: 'info',
    confidence: 85,
    languages: JS_FAMILY,
    files: 'test',
    category: 'test-quality',
    message: 'The test sleeps for `{{duration}}` (`{{target}}`): slow on fast machines, flaky on slow ones.',
    recommendation:
      'Wait for the condition itself (await the promise or event, poll with a timeout, `waitFor`/`expect.poll`), or use fake timers to move the clock.',
    query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      (#match? @callee "(^|\\\\.)(setTimeout|sleep|delay|wait|waitForTimeout|pause)$")) @target`,
    // Every callee the predicate admits ends in one of these (`waitForTimeout` contains `wait`).
    textGate: /setTimeout|sleep|delay|wait|pause/,
    check: ({ target, captures, context }) => {
      const path = captures.callee ? dottedName(captures.callee) : [];
      const name = path.at(-1) ?? '';
      const argumentList = target.childForFieldName('arguments')?.namedChildren ?? [];
      let duration: string | undefined;
      if (name === 'setTimeout') {
        // `await setTimeout(100)` from `node:timers/promises`, or a timer inside `new Promise(…)`.
        if (isAwaited(target)) duration = durationOf(argumentList[0]);
        else if (insidePromiseExecutor(target)) duration = durationOf(argumentList[1]);
      } else if (SLEEP_NAMES.has(name) && (isAwaited(target) || BLOCKING_SLEEPS.has(path.join('.')))) {
        duration = durationOf(argumentList[0]);
      }
      if (duration === undefined || usesFakeTimers(context) || !inTestBody(target)) return false;
      return { details: { duration, target: excerpt(target.text, 50) }, ...(pollsInLoop(target) ? { confidence: 60 } : {}) };
    },
    examples: {
      match: [
        "it('retries', async () => {\n  start();\n  await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(calls).toBe(2);\n});",
        "test('debounces', async () => {\n  type('a');\n  await sleep(300);\n  expect(search).toHaveBeenCalledTimes(1);\n});",
        "it('loads', () => {\n  cy.visit('/');\n  cy.wait(2000);\n  cy.get('h1').should('exist');\n});",
      ],
      noMatch: [
        "it('waits for the alias', () => {\n  cy.wait('@getUser');\n});",
        "beforeEach(() => jest.useFakeTimers());\nit('debounces', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});",
        "it('flushes', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(done).toBe(true);\n});",
        "it('emits later', () => {\n  setTimeout(() => emitter.emit('ready'), 10);\n  return once(emitter, 'ready');\n});",
        "it('times out slow servers', async () => {\n  const server = http.createServer(async (req, res) => {\n    await sleep(500);\n    res.end('late');\n  });\n  await expect(fetchWithTimeout(server)).rejects.toThrow();\n});",
        "const fetchStub = jest.fn(async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n  return new Response('{}');\n});\nit('shows a spinner', async () => {\n  expect(render(fetchStub)).toContain('spinner');\n});",
        "async function settle() {\n  await sleep(100);\n}",
      ],
    },
  },
];
