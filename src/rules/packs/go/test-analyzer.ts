import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { counterpartBefore } from '../../counterpart-before.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { argumentsOf, calleePath, enclosingFunction } from './go-syntax.js';

/** Go tests that cannot fail, do not run, or wait on the clock. */

/** The name of a `TestXxx(t *testing.T)` function's parameter (`''` when unnamed or `_`); undefined for other functions. */
function testingParameter(fn: Node): string | undefined {
  if (fn.type !== 'function_declaration' || !/^Test/.test(fn.childForFieldName('name')?.text ?? '')) return undefined;
  const [parameter, ...rest] = fn.childForFieldName('parameters')?.namedChildren ?? [];
  if (!parameter || rest.length > 0 || parameter.childForFieldName('type')?.text.replace(/\s+/g, '') !== '*testing.T') return undefined;
  const name = parameter.childForFieldName('name')?.text;
  return name === undefined || name === '_' ? '' : name;
}

/** `t.Skip(…)` as a statement at the top of the test's body; one inside an `if` is a deliberate, conditional skip. */
function isTopLevelSkip(statement: Node, fn: Node, t: string): boolean {
  const block = statement.parent?.type === 'statement_list' ? statement.parent.parent : statement.parent;
  const call = statement.namedChildren[0];
  return call?.type === 'call_expression' && /^Skip(f|Now)?$/.test(calleePath(call)[1] ?? '') && calleePath(call)[0] === t && (block?.equals(fn.childForFieldName('body') ?? block) ?? false);
}

/** Uses of `t` that cannot fail a test. */
const NON_ASSERTING_METHODS = new Set(['Log', 'Logf', 'Parallel', 'Helper', 'Cleanup', 'TempDir', 'Setenv', 'Context', 'Name', 'Deadline', 'Chdir']);

/** gomega's matchers fail the test on their own: `Expect(x).To(…)`, `g.Eventually(…)`, `Ω(x)`. */
const GOMEGA = new Set(['Expect', 'Eventually', 'Consistently', 'Ω']);

/** A character that continues a name: in a tree without errors, a name never touches one. */
const WORD_CHARACTER = /[\w\p{L}\p{N}]/u;

/**
 * The identifiers `name` in `body` (whose text is `text`), in order. Walking every node of a long test is
 * the cost, so a sound tree is asked only about the places where the text holds `name` as a whole word.
 */
function identifiersNamed(body: Node, text: string, name: string): Node[] {
  if (body.hasError) return body.descendantsOfType('identifier').filter((identifier) => identifier.text === name);
  const identifiers: Node[] = [];
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (WORD_CHARACTER.test(text[at - 1] ?? '') || WORD_CHARACTER.test(text[at + name.length] ?? '')) continue;
    const start = body.startIndex + at;
    const node = body.descendantForIndex(start, start + name.length);
    if (node?.type === 'identifier' && node.startIndex === start && node.text === name) identifiers.push(node);
  }
  return identifiers;
}

/** How the test uses `t`: 'none', only for logging and setup, or in a way that can fail the test. */
function testingUse(body: Node, t: string): 'none' | 'setup-only' | 'asserts' {
  // Walking the body's nodes is the cost: a name its text does not hold cannot be among them.
  const text = body.text;
  const gomega = [...GOMEGA].some((name) => text.includes(name));
  if (gomega && body.descendantsOfType('call_expression').some((call) => GOMEGA.has(calleePath(call).at(-1) ?? ''))) return 'asserts';
  if (!text.includes(t)) return 'none';
  const uses = identifiersNamed(body, text, t);
  if (uses.length === 0) return 'none';
  const asserts = uses.some((use) => {
    const selector = use.parent;
    if (selector?.type !== 'selector_expression' || !selector.childForFieldName('operand')?.equals(use)) return true;
    return !NON_ASSERTING_METHODS.has(selector.childForFieldName('field')?.text ?? '');
  });
  return asserts ? 'asserts' : 'setup-only';
}

function pollsInLoop(call: Node): boolean {
  for (let node = call.parent; node && node.type !== 'function_declaration' && node.type !== 'func_literal'; node = node.parent) {
    if (node.type === 'for_statement') return true;
  }
  return false;
}

export const goTestAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'test/no-assertion',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 85,
    languages: ['go'],
    files: 'test',
    category: 'test-quality',
    message: 'Test `{{name}}` never reports a failure through `{{t}}`: it passes whatever the code does, unless it panics.',
    recommendation: 'Check the outcome and fail with `t.Errorf`/`t.Fatalf` (or `assert`/`require` from testify) when it is wrong.',
    query: '(function_declaration name: (identifier) @name body: (block) @body (#match? @name "^Test")) @target',
    check: ({ target, captures, context }) => {
      // Reported on the `func` line: a test written or renamed in this change.
      if (!context.isChanged(target.startPosition.row + 1)) return false;
      const t = testingParameter(target);
      const body = captures.body;
      if (t === undefined || !body) return false;
      // `func TestX(_ *testing.T)` cannot fail the test either.
      const use = t === '' ? 'none' : testingUse(body, t);
      if (use === 'asserts') return false;
      // A test that already could not fail before the change is not this change's doing.
      const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName('name')?.text);
      const earlierBody = earlier?.childForFieldName('body');
      const earlierT = earlier ? testingParameter(earlier) : undefined;
      if (earlier && (!earlierBody || !earlierT || testingUse(earlierBody, earlierT) !== 'asserts')) return false;
      return { details: { name: captures.name?.text ?? '?', t: t || 't' }, ...(use === 'setup-only' ? { confidence: 80 } : {}) };
    },
    examples: {
      match: [
        'func TestCreateOrder(t *testing.T) {\n\tstore := NewStore()\n\tstore.Create(Order{ID: 1})\n}',
        'func TestParse(t *testing.T) {\n\tt.Parallel()\n\tresult := Parse("2024-01-01")\n\tt.Logf("parsed %v", result)\n}',
      ],
      noMatch: [
        'func TestParse(t *testing.T) {\n\tif got := Parse("x"); got != want {\n\t\tt.Errorf("Parse = %v, want %v", got, want)\n\t}\n}',
        'func TestParse(t *testing.T) {\n\tassert.Equal(t, want, Parse("x"))\n}',
        'func TestMain(m *testing.M) {\n\tos.Exit(m.Run())\n}',
        'func TestParse(t *testing.T) {\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) { check(t, tc) })\n\t}\n}',
        'func TestParse(t *testing.T) {\n\tg := NewWithT(t)\n\tg.Expect(Parse("x")).To(Equal(want))\n}',
        'func TestParse(t *testing.T) {\n\tif _, err := Parse("x"); err != nil {\n\t\tt.Fatal(err)\n\t}\n}',
        'func TestParse(t *testing.T) {\n\trequire.NoError(t, Load())\n}',
      ],
    },
  },
  {
    id: 'test/skipped-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    severity: 'medium',
    confidence: 80,
    languages: ['go'],
    files: 'test',
    category: 'test-quality',
    message: 'Test `{{name}}` is skipped unconditionally (`{{target}}`) and will not run in CI.',
    recommendation: 'Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.',
    query: '(expression_statement (call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "^Skip(f|Now)?$"))) @target',
    check: ({ target, context }) => {
      const fn = enclosingFunction(target);
      const t = fn ? testingParameter(fn) : undefined;
      if (!fn || !t || !isTopLevelSkip(target, fn, t)) return false;
      const earlier = counterpartBefore(fn, context, (candidate) => candidate.childForFieldName('name')?.text);
      const earlierT = earlier ? testingParameter(earlier) : undefined;
      const earlierBody = earlier?.childForFieldName('body');
      // Skipped already before the change: not this change's doing.
      if (earlier && earlierT && earlierBody?.descendantsOfType('expression_statement').some((statement) => isTopLevelSkip(statement, earlier, earlierT))) return false;
      const details = { name: fn.childForFieldName('name')?.text ?? '?', target: excerpt(target.text, 40) };
      // A test written already skipped records a known gap on purpose; turning off one that ran is what to catch.
      return { details, ...(earlier === null ? { severity: 'info' as const } : {}) };
    },
    examples: {
      match: ['func TestRefund(t *testing.T) {\n\tt.Skip("flaky on CI")\n\tif Refund() != 0 {\n\t\tt.Fatal("refund")\n\t}\n}'],
      noMatch: ['func TestRefund(t *testing.T) {\n\tif testing.Short() {\n\t\tt.Skip("slow")\n\t}\n\tif Refund() != 0 {\n\t\tt.Fatal("refund")\n\t}\n}'],
    },
  },
  {
    id: 'test/sleep-in-test',
    agent: 'test-analyzer',
    dimension: 'testing',
    // Often the only way to test a timeout or an expiry without a clock to inject: worth a look, rarely a defect.
    severity: 'info',
    confidence: 85,
    languages: ['go'],
    files: 'test',
    category: 'test-quality',
    message: 'The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.',
    recommendation: 'Wait for the condition itself (a channel, `sync.WaitGroup`, polling with a deadline), or inject a clock the test controls.',
    query: '(call_expression function: (selector_expression) @callee (#eq? @callee "time.Sleep")) @target',
    // The query requires a callee spelled `time.Sleep`.
    textGate: /time\.Sleep/,
    check: ({ target }) => {
      const duration = argumentsOf(target)[0];
      if (!duration || /^0$/.test(duration.text)) return false;
      // Only in a test's own body: inside a function literal or a helper the sleep simulates slow work (a
      // handler, a fake dependency); inside a loop it is the interval of a poll for a condition.
      const fn = enclosingFunction(target);
      if (!fn || testingParameter(fn) === undefined) return false;
      return { details: { target: excerpt(target.text, 40) }, ...(pollsInLoop(target) ? { confidence: 60 } : {}) };
    },
    examples: {
      match: ['func TestExpiry(t *testing.T) {\n\tc := NewCache(time.Second)\n\tc.Set("k", 1)\n\ttime.Sleep(2 * time.Second)\n\tif _, ok := c.Get("k"); ok {\n\t\tt.Fatal("not expired")\n\t}\n}'],
      noMatch: [
        'func TestTimeout(t *testing.T) {\n\tsrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\ttime.Sleep(2 * time.Second)\n\t}))\n\tdefer srv.Close()\n\tif _, err := fetch(srv.URL); err == nil {\n\t\tt.Fatal("no timeout")\n\t}\n}',
        'func slowStore() {\n\ttime.Sleep(100 * time.Millisecond)\n}',
        'func TestExpiry(t *testing.T) {\n\tclock := fake.NewClock()\n\tclock.Advance(2 * time.Second)\n\tif clock.Now().IsZero() {\n\t\tt.Fatal("zero")\n\t}\n}'],
    },
  },
];
