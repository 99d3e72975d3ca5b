import { counterpartBefore } from '../../../counterpart-before.js';
import { perFile } from '../../../per-file.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isCollectedTestModule } from '../../../syntax/python/collected-test-module.js';
import { calleePath, parametersOf } from '../../../syntax/python/python-syntax.js';
import { isTestFunction } from '../../../syntax/python/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

/** A call that checks something: `self.assertEqual`, `mock.assert_called_once_with`, `check_totals(…)`, `pytest.fail`. */
const ASSERTION_CALL = /^(expect|verify|check|ensure|should|fail|must)|assert/i;

/** Context managers that assert that something is raised or warned. */
const ASSERTING_CONTEXTS = /^(pytest\.)?(raises|warns|deprecated_call)$|assertRaises|assertWarns|assertLogs/;

/**
 * Calls that raise on bad input, so calling one checks it: a validator (pydantic's `model_validate`, Django's
 * `full_clean`, `jsonschema.validate`) or `json.loads`. A bare `validate` is not one: WTForms' and marshmallow's return a result.
 */
const CHECKING_CALL = /(^|\.)(model_validate|model_validate_json|validate_python|parse_obj|parse_raw|full_clean)$|^(json\.loads|jsonschema\.validate)$/;

/** Fixtures whose use is the test's point (a benchmark measures, a snapshot compares on its own). */
const SELF_CHECKING_FIXTURES = new Set(['benchmark', 'snapshot', 'snapshot_json', 'data_regression', 'file_regression', 'num_regression']);

/** Modules that hold test helpers: what a test imports from them most likely asserts. */
const HELPER_MODULE = /(^|\.)(tests?|testing|helpers?|support|scenarios?|fixtures?|conftest|utils?)(\.|$)/;

/**
 * Functions a test may assert through: those defined in this test file, and those imported from a
 * test-helper module (`from tests.scenarios import run_scenario`).
 */
const assertingHelpers = perFile((context) => {
  const names = new Set<string>();
  for (const line of context.lines) {
    const definition = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line);
    if (definition?.[1] && !/^test/.test(definition[1])) names.add(definition[1]);
    const imported = /^\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+)\)?/.exec(line);
    if (imported?.[1] && imported[2] && HELPER_MODULE.test(imported[1])) {
      for (const name of imported[2].split(','))
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
        );
    }
  }
  return names;
});

/**
 * Whether `body` holds an `assert` or `raise` statement. Each starts with its keyword, which no named node
 * smaller than the statement covers: only the places where the text holds the word are looked at, not every node.
 */
function holdsAssertOrRaise(body: Node): boolean {
  for (const match of body.text.matchAll(/assert|raise/g)) {
    const start = body.startIndex + match.index;
    const type = body.namedDescendantForIndex(start, start + match[0].length)?.type;
    if (type === 'assert_statement' || type === 'raise_statement') return true;
  }
  return false;
}

function assertsSomething(fn: Node, helpers: ReadonlySet<string>): boolean {
  const body = fn.childForFieldName('body');
  if (!body) return false;
  // Most tests use `assert`: the cheapest way to tell, so it goes first.
  if (holdsAssertOrRaise(body)) return true;
  const assertingCall = body.descendantsOfType('call').some((call) => {
    const path = calleePath(call);
    const name = path.at(-1) ?? '';
    const dotted = path.join('.');
    return ASSERTION_CALL.test(name) || ASSERTING_CONTEXTS.test(dotted) || CHECKING_CALL.test(dotted) || helpers.has(name);
  });
  if (assertingCall) return true;
  // An import smoke test fails when the import raises: that is its check.
  const statements = body.namedChildren.filter(
    (child) => child.type !== 'comment' && !(child.type === 'expression_statement' && child.namedChildren[0]?.type === 'string'),
  );
  return statements.length > 0 && statements.every((child) => child.type === 'import_statement' || child.type === 'import_from_statement');
}

/** Whether a test's own body awaits or yields (not a function nested in it). */
function awaitsWork(test: Node): boolean {
  return test.descendantsOfType(['await', 'yield']).some((node) => {
    let fn: Node | null = node.parent;
    while (fn && fn.type !== 'function_definition' && fn.type !== 'lambda') fn = fn.parent;
    return fn?.id === test.id;
  });
}

/** `thread.join()`, `supervisor.join_all()`, `process.wait(timeout=5)`: waiting for work started elsewhere to end. */
const WAITING_METHODS = new Set(['join', 'join_all', 'wait']);

/**
 * Whether a test's own body waits for threads or processes it started: like awaiting, it checks that the work
 * ends (the runner's timeout fails it otherwise). `", ".join(names)` takes an argument; a wait takes none, or only a timeout.
 */
function waitsForWork(test: Node): boolean {
  return test.descendantsOfType('call').some((call) => {
    const callee = call.childForFieldName('function');
    const method = callee?.type === 'attribute' ? callee.childForFieldName('attribute')?.text : undefined;
    const positional = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((argument) => argument.type !== 'keyword_argument');
    return method !== undefined && WAITING_METHODS.has(method) && positional.length === 0;
  });
}

/**
 * Whether the test ends by doing the same call twice (`pm.unregister(p)` and again): it checks that repeating it is
 * safe, and the second call raising is how it fails.
 */
function repeatsLastCall(test: Node): boolean {
  const statements = (test.childForFieldName('body')?.namedChildren ?? []).filter((child) => child.type !== 'comment');
  const [previous, last] = statements.slice(-2);
  return last?.type === 'expression_statement' && last.namedChildren[0]?.type === 'call' && previous?.text === last.text;
}

/** A function whose body does nothing: only `pass`, `...`, docstrings and comments. */
function isPlaceholder(fn: Node): boolean {
  const body = fn.childForFieldName('body');
  return (body?.namedChildren ?? []).every(
    (child) =>
      child.type === 'comment' ||
      child.type === 'pass_statement' ||
      (child.type === 'expression_statement' && ['string', 'ellipsis'].includes(child.namedChildren[0]?.type ?? '')),
  );
}

/** A docstring or comment saying the test's point is that nothing raises. */
const SMOKE_TEST_NOTE = /(#|"""|''').*\b(raise|raises|crash|crashes|fail|fails|error|errors|exception)\b/i;
/** A test named for what must not happen (`test_parse_does_not_raise`, `test_no_crash_on_empty`) or a smoke test: the same. */
const SMOKE_TEST_NAME = /(?:does_?not|doesnt|dont|do_not|never|no|without)_(?:raise|crash|fail|error|exception|warn)|(^|_)smoke(_|$)/i;

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Test `{{name}}` has no assertion: it passes whatever the code does, unless it raises.',
    recommendation: 'Assert on the outcome (`assert result == expected`, `pytest.raises(...)`, `mock.assert_called_once_with(...)`).',
  }),
  query: '(function_definition name: (identifier) @name (#match? @name "^test")) @target',
  check: ({ target, context }) => {
    if (!isTestFunction(target) || !isCollectedTestModule(context.path)) return false;
    const helpers = assertingHelpers(context);
    if (assertsSomething(target, helpers)) return false;
    if (parametersOf(target).some((parameter) => SELF_CHECKING_FIXTURES.has(parameter.name))) return false;
    // A test that already asserted nothing before the change is not this change's doing.
    const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName('name')?.text);
    if (earlier && !assertsSomething(earlier, helpers)) return false;
    // A test that says it only checks nothing raises ("must not crash") is a smoke test by design; one that awaits
    // (or yields, in a coroutine test) or joins the threads it started checks that the work completes: the
    // runner's timeout fails it otherwise. One that ends by repeating a call checks that doing it again is safe.
    // An empty body (`pass`, `...`, a docstring) is a placeholder, scaffolding a suite: deliberate on real code, less sure.
    const smokeTest =
      SMOKE_TEST_NOTE.test(target.childForFieldName('body')?.text ?? '') || SMOKE_TEST_NAME.test(target.childForFieldName('name')?.text ?? '')
        ? { confidence: 60 }
        : awaitsWork(target) || waitsForWork(target) || repeatsLastCall(target) || isPlaceholder(target)
          ? { confidence: 70 }
          : {};
    // The change removed the test's only check (often on purpose, e.g. a deprecation warning that went away): worth a look, less sure.
    if (earlier) return { line: target.startPosition.row + 1, onConstruct: true, confidence: 70, ...smokeTest };
    // Reported on the `def` line: a test written or renamed in this change.
    return context.isChanged(target.startPosition.row + 1) && smokeTest;
  },
  examples: {
    match: [
      'def test_creates_order(client):\n    client.post("/orders", json={"id": 1})',
      'def test_signup_form():\n    form = SignupForm(data={"email": "a@b.c"})\n    form.validate()',
      'class TestCart:\n    def test_adds_item(self):\n        cart = Cart()\n        cart.add(Item("book"))',
      'def test_pending():\n    pass',
    ],
    noMatch: [
      'def test_creates_order(client):\n    response = client.post("/orders", json={"id": 1})\n    assert response.status_code == 201',
      'def test_rejects_negative():\n    with pytest.raises(ValueError):\n        withdraw(-1)',
      'class CartTest(unittest.TestCase):\n    def test_total(self):\n        self.assertEqual(Cart().total(), 0)',
      'def test_notifies(mailer):\n    notify(user)\n    mailer.send.assert_called_once()',
      'def check_total(cart, expected):\n    assert cart.total() == expected\n\ndef test_total():\n    check_total(Cart(), 0)',
      'def test_parse_speed(benchmark):\n    benchmark(parse, SAMPLE)',
      'from tests.scenarios import run_scenario\n\ndef test_checkout():\n    run_scenario("checkout.yaml")',
      'def test_settings_schema():\n    Settings.model_validate({"port": 8080})',
      'def test_report_is_json():\n    json.loads(render_report())',
    ],
  },
};
