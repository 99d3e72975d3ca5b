import { counterpartBefore } from '../../../counterpart-before.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath } from '../../../syntax/go/go-syntax.js';
import { testingParameter } from '../../../syntax/go/test-analyzer-helpers.js';
import type { Node } from 'web-tree-sitter';

/** Uses of `t` that cannot fail a test. */
const NON_ASSERTING_METHODS = new Set(['Log', 'Logf', 'Parallel', 'Helper', 'Cleanup', 'TempDir', 'Setenv', 'Context', 'Name', 'Deadline', 'Chdir']);

/** gomega's matchers fail the test on their own: `Expect(x).To(…)`, `g.Eventually(…)`, `Ω(x)`. */
const GOMEGA = new Set(['Expect', 'Eventually', 'Consistently', 'Ω']);

/**
 * Tests whose check is the runtime's: the race detector (`go test -race`) fails a test named for a race or
 * concurrent access, and a panic fails one named for not panicking or crashing, with no `t.Error` in sight.
 */
const RUNTIME_CHECKED = /Race|Concurren|Parallel|Deadlock|Panic|Crash/;

/** Calls that fail a test without `t`: a panic, or `log.Fatal` ending the test binary with a failure. */
const FAILING_CALL = /^(panic|log\.(Fatal|Fatalf|Fatalln|Panic|Panicf|Panicln))$/;

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
  if (/panic|Fatal|Panic/.test(text) && body.descendantsOfType('call_expression').some((call) => FAILING_CALL.test(calleePath(call).join('.'))))
    return 'asserts';
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

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: 'Test `{{name}}` never reports a failure through `{{t}}`: it passes whatever the code does, unless it panics.',
    recommendation: 'Check the outcome and fail with `t.Errorf`/`t.Fatalf` (or `assert`/`require` from testify) when it is wrong.',
  }),
  query: '(function_declaration name: (identifier) @name body: (block) @body (#match? @name "^Test")) @target',
  check: ({ target, captures, context }) => {
    // Reported on the `func` line: a test written or renamed in this change.
    if (!context.isChanged(target.startPosition.row + 1)) return false;
    if (RUNTIME_CHECKED.test(captures.name?.text ?? '')) return false;
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
      'func TestSeed(t *testing.T) {\n\tif err := Load("seed"); err != nil {\n\t\tpanic(err)\n\t}\n}',
      'func TestParallelWrites(t *testing.T) {\n\tgo store.Write(1)\n\tstore.Write(2)\n}',
      'func TestCacheConcurrentAccess(t *testing.T) {\n\tvar wg sync.WaitGroup\n\tfor i := 0; i < 8; i++ {\n\t\twg.Add(1)\n\t\tgo func() { defer wg.Done(); cache.Get("k") }()\n\t}\n\twg.Wait()\n}',
    ],
  },
};
