import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { perFile } from '../../per-file.js';
import { counterpartBefore } from '../../counterpart-before.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { calleePath, dottedName, isMethod, parametersOf } from './python-syntax.js';

/** Python tests that cannot fail, do not run, or wait on the clock. */

/** A test function: `test_*` at module level or in a test class (pytest and unittest conventions). */
function isTestFunction(fn: Node): boolean {
  if (!/^test/.test(fn.childForFieldName('name')?.text ?? '')) return false;
  if (!isMethod(fn)) return fn.parent?.type === 'module' || fn.parent?.parent?.type === 'module';
  let owner: Node | null = fn.parent;
  while (owner && owner.type !== 'class_definition') owner = owner.parent;
  const className = owner?.childForFieldName('name')?.text ?? '';
  const bases = owner?.childForFieldName('superclasses')?.text ?? '';
  return /^Test/.test(className) || /TestCase/.test(bases);
}

/** A call that checks something: `self.assertEqual`, `mock.assert_called_once_with`, `check_totals(…)`, `pytest.fail`. */
const ASSERTION_CALL = /^(expect|verify|check|ensure|should|fail|must)|assert/i;
/** Context managers that assert that something is raised or warned. */
const ASSERTING_CONTEXTS = /^(pytest\.)?(raises|warns|deprecated_call)$|assertRaises|assertWarns|assertLogs/;
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
      for (const name of imported[2].split(',')) names.add(name.trim().split(/\s+as\s+/).at(-1) ?? '');
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
    return ASSERTION_CALL.test(name) || ASSERTING_CONTEXTS.test(path.join('.')) || helpers.has(name);
  });
  if (assertingCall) return true;
  // An import smoke test fails when the import raises: that is its check.
  const statements = body.namedChildren.filter((child) => child.type !== 'comment' && !(child.type === 'expression_statement' && child.namedChildren[0]?.type === 'string'));
  return statements.length > 0 && statements.every((child) => child.type === 'import_statement' || child.type === 'import_from_statement');
}

/** `@pytest.mark.skip`, `@pytest.mark.skip(reason=…)`, `@unittest.skip("…")`; not the conditional `skipif`/`skipUnless`. */
function isUnconditionalSkip(decorator: Node): boolean {
  const expression = decorator.type === 'call' ? decorator.childForFieldName('function') : decorator;
  const path = expression ? dottedName(expression).join('.') : '';
  return path === 'pytest.mark.skip' || path === 'unittest.skip' || path === 'skip';
}

const SLEEP_CALLS = new Set(['time.sleep', 'sleep', 'asyncio.sleep', 'trio.sleep', 'anyio.sleep', 'gevent.sleep']);
/** Tests that replace the clock (`freezegun`, `time-machine`, a patched `sleep`) do not really wait. */
const FAKE_CLOCK = /freezegun|freeze_time|time_machine|patch\(\s*["'](time\.sleep|asyncio\.sleep)|setattr\(\s*time\s*,\s*["']sleep/;
const usesFakeClock = perFile((context) => context.lines.some((line) => FAKE_CLOCK.test(line)));

/** A sleep inside a loop is usually the interval of a poll for a condition: the recommended way to wait. */
function pollsInLoop(call: Node): boolean {
  for (let node = call.parent; node && node.type !== 'function_definition'; node = node.parent) {
    if (node.type === 'while_statement' || node.type === 'for_statement') return true;
  }
  return false;
}

/** Whether a test's own body awaits or yields (not a function nested in it). */
function awaitsWork(test: Node): boolean {
  return test.descendantsOfType(['await', 'yield']).some((node) => {
    let fn: Node | null = node.parent;
    while (fn && fn.type !== 'function_definition' && fn.type !== 'lambda') fn = fn.parent;
    return fn?.id === test.id;
  });
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

export const pythonTestAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'test/no-assertion',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 80,
    languages: ['python'],
    files: 'test',
    category: 'test-quality',
    message: 'Test `{{name}}` has no assertion: it passes whatever the code does, unless it raises.',
    recommendation: 'Assert on the outcome (`assert result == expected`, `pytest.raises(...)`, `mock.assert_called_once_with(...)`).',
    query: '(function_definition name: (identifier) @name (#match? @name "^test")) @target',
    check: ({ target, context }) => {
      if (!isTestFunction(target)) return false;
      const helpers = assertingHelpers(context);
      if (assertsSomething(target, helpers)) return false;
      if (parametersOf(target).some((parameter) => SELF_CHECKING_FIXTURES.has(parameter.name))) return false;
      // A test that already asserted nothing before the change is not this change's doing.
      const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName('name')?.text);
      if (earlier && !assertsSomething(earlier, helpers)) return false;
      // A test that says it only checks nothing raises ("must not crash") is a smoke test by design; one that awaits
      // (or yields, in a coroutine test) checks that the work completes: the runner's timeout fails it otherwise.
      // An empty body (`pass`, `...`, a docstring) is a placeholder, scaffolding a suite: deliberate on real code, less sure.
      const smokeTest = SMOKE_TEST_NOTE.test(target.childForFieldName('body')?.text ?? '')
        ? { confidence: 60 }
        : awaitsWork(target) || isPlaceholder(target)
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
      ],
    },
  },
  {
    id: 'test/skipped-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 80,
    languages: ['python'],
    files: 'test',
    category: 'test-quality',
    message: 'Skipped test `{{name}}` ({{decorator}}) will not run in CI.',
    recommendation: 'Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.',
    query: '(decorated_definition (decorator) @decorator definition: [(function_definition) (class_definition)] @definition) @target',
    check: ({ captures, context }) => {
      const { decorator, definition } = captures;
      const expression = decorator?.namedChildren[0];
      if (!decorator || !definition || !expression || !isUnconditionalSkip(expression)) return false;
      const earlier = counterpartBefore(definition, context, (candidate) => candidate.childForFieldName('name')?.text);
      const earlierDecorators = earlier?.parent?.type === 'decorated_definition' ? earlier.parent.namedChildren.filter((child) => child.type === 'decorator') : [];
      // Skipped already before the change: not this change's doing.
      if (earlierDecorators.some((earlierDecorator) => isUnconditionalSkip(earlierDecorator.namedChildren[0] ?? earlierDecorator))) return false;
      const details = { name: definition.childForFieldName('name')?.text ?? '?', decorator: excerpt(decorator.text, 50) };
      // A test written already skipped records a known gap on purpose; turning off one that ran is what to catch.
      return { line: decorator.startPosition.row + 1, details, ...(earlier === null ? { severity: 'info' as const } : {}) };
    },
    examples: {
      match: ['@pytest.mark.skip(reason="flaky")\ndef test_refund():\n    assert refund() == 0', '@unittest.skip("broken on CI")\ndef test_upload(self):\n    self.assertTrue(upload())'],
      noMatch: [
        '@pytest.mark.skipif(sys.platform == "win32", reason="posix only")\ndef test_symlink():\n    assert link()',
        '@pytest.mark.parametrize("n", [1, 2])\ndef test_double(n):\n    assert double(n) == 2 * n',
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
    languages: ['python'],
    files: 'test',
    category: 'test-quality',
    message: 'The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.',
    recommendation:
      'Wait for the condition itself (poll with a timeout, join the thread, await the event), or control time with `freezegun`/`time-machine` or an injected clock.',
    query: '(call function: [(identifier) (attribute)] @callee arguments: (argument_list . (_) @duration) (#match? @callee "sleep$")) @target',
    // The query requires a callee whose text ends in `sleep`.
    textGate: /sleep/,
    check: ({ target, captures, context }) => {
      const { callee, duration } = captures;
      if (!callee || !duration || !SLEEP_CALLS.has(dottedName(callee).join('.'))) return false;
      // `await asyncio.sleep(0)` yields to the event loop: no waiting involved.
      if (/^0(\.0*)?$/.test(duration.text) || usesFakeClock(context)) return false;
      // Only in a test's own body: in a helper, a fake server's handler or a stub, a sleep simulates latency.
      let fn: Node | null = target.parent;
      while (fn && fn.type !== 'function_definition' && fn.type !== 'lambda') fn = fn.parent;
      if (fn?.type !== 'function_definition' || !isTestFunction(fn)) return false;
      return { details: { target: excerpt(target.text, 40) }, ...(pollsInLoop(target) ? { confidence: 60 } : {}) };
    },
    examples: {
      match: ['def test_expires(cache):\n    cache.set("k", 1, ttl=1)\n    time.sleep(2)\n    assert cache.get("k") is None', 'async def test_retries():\n    start()\n    await asyncio.sleep(0.5)\n    assert calls == 2'],
      noMatch: [
        'async def test_yields():\n    await asyncio.sleep(0)\n    assert done',
        'def test_timeout(server):\n    def slow_handler(request):\n        time.sleep(2)\n        return Response()\n    server.route("/", slow_handler)\n    with pytest.raises(Timeout):\n        fetch(server.url)',
        'def wait_a_bit():\n    time.sleep(1)',
        '@freeze_time("2024-01-01")\ndef test_expires(cache):\n    time.sleep(2)\n    assert cache.get("k") is None',
      ],
    },
  },
];
