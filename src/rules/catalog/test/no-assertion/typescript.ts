import { counterpartBefore } from '../../../counterpart-before.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, functionName } from '../../../syntax/javascript/javascript-syntax.js';
import { testName, testTitle } from '../../../syntax/javascript/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

/**
 * A call that checks something: `expect(…)`, `assert.equal`, `x.should…`, supertest's `.expect(200)`,
 * chai's `expect(x).to.equal(…)`, sinon's `sinon.assert…`, helpers such as `expectValid(…)` or `verifyAll()`,
 * and a tester's run (ESLint's `ruleTester.run(…)`, which asserts every case it is given).
 */
const ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)|tester$/i;

/** The same words anywhere: a text without them holds no call by such a name. */
const ASSERTION_WORD = /expect|assert|should|verify|check|ensure|must|tester/i;

/**
 * Calls that check by what they are called: methods that throw on bad input (a validator's `schema.parse(x)`,
 * `JSON.parse`), ts-pattern's `.exhaustive()` (a compile-time check that also throws on no match) and snapshot
 * matchers (`matchSnapshot(tree)`, `toMatchInlineSnapshot()`).
 */
const CHECKING_METHOD = /^(parse|parseAsync|validate|validateSync|exhaustive)$|snapshot/i;

/** A title that says the test checks types: the compiler is its assertion. */
const TYPE_TEST_TITLE = /\b(types?|typings?|type-level|type-only|typecheck(s|ed)?|inference|infers?|compiles?)\b/i;

/** A title saying the test's point is that nothing throws: "does not throw", "doesn't crash", "no error", "smoke". */
const SMOKE_TEST_TITLE = /\b(does ?n[o']?t|do ?n[o']?t|never|without|no)\s+(throw|throwing|crash|crashing|fail|failing|error|errors|exception)s?\b|\bsmoke\b/i;

/** Files of type-level tests (tsd's `*.test-d.ts`, dtslint's and type-test folders): every check in them is a compile-time one. */
const TYPE_TEST_FILE = /\.test-d\.[cm]?tsx?$|(^|\/)(type-?tests?|types?-tests?|dtslint|test-d)\//;

/** A test runner's own fixtures (uvu's `exit.fails.js`): tests meant to fail. Folders of them are test data, left out of a review. */
const FAILING_FIXTURE = /\.fail(s|ing)?\.[cm]?[jt]sx?$/;

/** Modules whose every export asserts: `import { strictEqual } from 'node:assert'`, `const { is } = require('uvu/assert')`. */
const ASSERTION_MODULE = /^(node:)?assert(\/strict)?$|^power-assert$|^uvu\/assert$|^(jsr:)?@std\/assert(\/.*)?$/;

/** Modules that hold test helpers: what a test calls from them may assert there, where this file cannot see. */
const HELPER_MODULE = /(^|[/.])(tests?|testing|helpers?|support|fixtures?|utils?|harness|__tests__|specs?)([/.-]|$)/;

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

/** Whether a call is one of `helpers` (`checkTotals(cart)`), or reaches it through a helper module's binding (`helpers.test(…)`). */
function callsHelper(call: Node, helpers: ReadonlySet<string>): boolean {
  return helpers.has(calleeNames(call)[0] ?? '');
}

/** Whether some call in `calls` asserts, by its name or through one of `helpers`; the names are checked only for texts that can hold them. */
function someCallAsserts(text: string, calls: () => Node[], helpers: () => ReadonlySet<string>): boolean {
  if (ASSERTION_WORD.test(text) && calls().some(callsAssertion)) return true;
  const known = helpers();
  return [...known].some((name) => text.includes(name)) && calls().some((call) => callsHelper(call, known));
}

/**
 * Functions a test may assert through: those this file defines that assert, and those it imports from a
 * test-helper module (`import { renderAndCheck } from './helpers'`), whose body it cannot see.
 */
const assertingHelpers = perFile((context: RuleContext) => {
  const helpers = new Set<string>([...moduleBindings(context.root, HELPER_MODULE), ...moduleBindings(context.root, ASSERTION_MODULE)]);
  for (const fn of context.root.descendantsOfType(['function_declaration', 'arrow_function', 'function_expression'])) {
    const name = functionName(fn);
    const body = fn.childForFieldName('body');
    if (
      name &&
      body &&
      someCallAsserts(
        body.text,
        () => body.descendantsOfType('call_expression'),
        () => helpers,
      )
    )
      helpers.add(name);
  }
  return helpers;
});

/** The source of `require('…')` in `value` (also `require('…').strict`), if it is one. */
function requiredModule(value: Node | null): string | undefined {
  let call = value;
  while (call?.type === 'member_expression') call = call.childForFieldName('object');
  if (call?.type !== 'call_expression' || call.childForFieldName('function')?.text !== 'require') return undefined;
  const source = call.childForFieldName('arguments')?.namedChildren[0];
  return source?.type === 'string' ? source.text.slice(1, -1) : undefined;
}

/**
 * The names a file binds from the modules `source` matches: by `import` (`import { check } from './helpers'`,
 * `import * as helpers …`) or by a top-level `require` (`const helpers = require('./helpers')`,
 * `const { strictEqual } = require('node:assert')`).
 */
function moduleBindings(root: Node, source: RegExp): string[] {
  const names: string[] = [];
  for (const statement of root.children) {
    if (statement.type === 'import_statement') {
      if (source.test(statement.childForFieldName('source')?.text.slice(1, -1) ?? '')) {
        names.push(...statement.descendantsOfType('identifier').map((identifier) => identifier.text));
      }
    } else if (statement.type === 'lexical_declaration' || statement.type === 'variable_declaration') {
      for (const declarator of statement.namedChildren.filter((child) => child.type === 'variable_declarator')) {
        const pattern = declarator.childForFieldName('name');
        if (!pattern || !source.test(requiredModule(declarator.childForFieldName('value')) ?? '')) continue;
        if (pattern.type === 'identifier') names.push(pattern.text);
        else names.push(...pattern.descendantsOfType(['shorthand_property_identifier_pattern', 'identifier']).map((bound) => bound.text));
      }
    }
  }
  return names;
}

/**
 * Checks the compiler makes: `// @ts-expect-error`, `type _ = Expect<Equal<A, B>>`, `value satisfies T`, and
 * `const _check: T = value`, an annotation that fails to compile when the value's type is wrong.
 */
function checksTypes(body: Node, text: string): boolean {
  if (text.includes('@ts-expect-error')) return true;
  if (text.includes('satisfies') && body.descendantsOfType('satisfies_expression').length > 0) return true;
  if (text.includes('type') && body.descendantsOfType('type_alias_declaration').length > 0) return true;
  return (
    text.includes(':') &&
    body.descendantsOfType('variable_declarator').some((declarator) => declarator.childForFieldName('type') && declarator.childForFieldName('value'))
  );
}

/** Whether a call in `body` checks by its method's name (see CHECKING_METHOD). */
function callsCheckingMethod(body: Node, text: string): boolean {
  if (!/parse|validate|exhaustive|snapshot/i.test(text)) return false;
  return body.descendantsOfType('call_expression').some((call) => CHECKING_METHOD.test(calleeNames(call).at(-1) ?? ''));
}

/**
 * The call whose callee holds the name that spans `index` in `body` (`expect` in `expect(x)`, `assert.equal(…)`,
 * `res.expect(200)` or `ruleTester.run(…)`), if one does: the name's dotted path leads up to the callee.
 */
function callNamedAt(body: Node, index: number, length: number): Node | undefined {
  let node = body.descendantForIndex(index, index + length);
  if (!node || (node.type !== 'identifier' && node.type !== 'property_identifier')) return undefined;
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
  // A test that throws on a wrong outcome fails like one that asserts; so does one that calls what throws on bad input.
  if (text.includes('throw') && body.descendantsOfType('throw_statement').length > 0) return true;
  if (callsCheckingMethod(body, text) || checksTypes(body, text)) return true;
  // chai's `value.should.be.true` asserts without a call.
  if (text.includes('should') && body.descendantsOfType('property_identifier').some((property) => property.text === 'should')) return true;
  // `t.is(…)`, `done()`, `.end(done)`, `({ same, end }) =>`: the test's own parameters are the assertion API or the completion
  // callback (AVA, tap, node:test, Mocha).
  const parameters = parameterNames(callback);
  const named = [...parameters].some((name) => text.includes(name));
  if (named && body.descendantsOfType('identifier').some((identifier) => parameters.has(identifier.text))) return true;
  const known = helpers();
  if (![...known].some((name) => text.includes(name))) return false;
  const calls = body.type === 'call_expression' ? [body] : [];
  calls.push(...body.descendantsOfType('call_expression'));
  return calls.some((call) => callsHelper(call, known));
}

function parameterNames(fn: Node): Set<string> {
  const names = new Set<string>();
  const single = fn.childForFieldName('parameter');
  if (single) names.add(single.text);
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    const pattern = parameter.childForFieldName('pattern') ?? parameter;
    if (pattern.type === 'identifier') names.add(pattern.text);
    // Destructured (`{ same, end }`, `{ assert: a }`): each name it binds.
    if (pattern.type === 'object_pattern' || pattern.type === 'array_pattern') {
      for (const bound of pattern.descendantsOfType(['shorthand_property_identifier_pattern', 'identifier'])) names.add(bound.text);
    }
  }
  return names;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
  check: ({ target, captures, context }) => {
    const { callee, modifier, callback, name } = captures;
    if (!callee || !callback || (callee.text !== 'it' && callee.text !== 'test')) return false;
    if (modifier && !['only', 'concurrent', 'serial'].includes(modifier.text)) return false;
    // A type-level test's checks are the compiler's: where it cannot tell, it says nothing.
    if (TYPE_TEST_FILE.test(context.path) || FAILING_FIXTURE.test(context.path) || TYPE_TEST_TITLE.test(testTitle(target) ?? '')) return false;
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
    // A title saying nothing must throw ("does not throw", "doesn't crash") is a smoke test by design, as in Python.
    if (SMOKE_TEST_TITLE.test(testTitle(target) ?? '')) return { details: { name: testName(name) }, confidence: 60 };
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
      "test('pick', () => {\n  type _ = Expect<Equal<Pick<User, 'id'>, { id: string }>>;\n});",
      "it('rejects numbers', () => {\n  // @ts-expect-error\n  greet(42);\n});",
      "it('accepts a config', () => {\n  const config = { port: 1 } satisfies Config;\n  use(config);\n});",
      "it('narrows nullables', () => {\n  match<null | undefined>(null)\n    .with(null, undefined, (x) => 'Nullable')\n    .exhaustive();\n});",
      "it('returns an option', () => {\n  const _result: Option<number> = toOption(1);\n});",
      "it('infers the return type', () => {\n  const user = createUser({ id: 1 });\n  use(user);\n});",
      "it('parses a user', () => {\n  UserSchema.parse({ id: 1, name: 'a' });\n});",
      "test('adds', ({ same, end }) => {\n  same(add(1, 2), 3);\n  end();\n});",
      "import { renderAndCheck } from './helpers';\nit('renders', () => {\n  renderAndCheck(cart);\n});",
      "it('renders', () => {\n  render(cart);\n  matchSnapshot(cart);\n});",
      "const { strictEqual } = require('node:assert');\ntest('blob', () => {\n  strictEqual(isBlobLike(new Blob([])), true);\n});",
      "import { is } from 'uvu/assert';\ntest('adds', () => {\n  is(add(1, 2), 3);\n});",
      "const helpers = require('./helpers.js');\nit('encodes an event', () => {\n  return helpers.test({ type: EVENT, data: ['a'] });\n});",
      "it('reports eval', () => {\n  ruleTester.run('no-eval', rule, { valid: [], invalid: [{ code: 'eval(x)', errors: 1 }] });\n});",
      {
        before: "it('creates an order', async () => {\n  await createOrder({id: 1})\n});",
        after: 'it("creates an order", async () => {\n  await createOrder({ id: 1 });\n});',
      },
    ],
  },
};
