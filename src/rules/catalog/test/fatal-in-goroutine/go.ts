import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isFunction } from '../../../syntax/go/go-syntax.js';

const TESTING_TYPES = new Set(['*testing.T', '*testing.B', '*testing.F', 'testing.TB']);

/** Whether `fn` declares `name` as a parameter of a testing type. */
function declaresTestingParameter(fn: Node, name: string): boolean | undefined {
  const parameters = fn.childForFieldName('parameters')?.namedChildren ?? [];
  for (const parameter of parameters) {
    if (!parameter.childrenForFieldName('name').some((child) => child?.text === name)) continue;
    return TESTING_TYPES.has(parameter.childForFieldName('type')?.text.replace(/\s+/g, '') ?? '');
  }
  return undefined;
}

/** A function literal a `go` statement calls: `go func() { … }()`. */
const isGoroutine = (fn: Node): boolean => fn.type === 'func_literal' && fn.parent?.type === 'call_expression' && fn.parent.parent?.type === 'go_statement';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @receiver field: (field_identifier) @method)
  (#match? @method "^(Fatal|Fatalf|FailNow|Skip|Skipf|SkipNow)$")) @target`,
  textGate: /\bgo\s+(func\b|\w+\.(Fatal|FailNow|Skip))/,
  check: ({ target, captures }) => {
    const name = captures.receiver?.text ?? '';
    // `go t.Fatal(…)` itself runs in a new goroutine.
    let inGoroutine = target.parent?.type === 'go_statement';
    for (let node = target.parent; node; node = node.parent) {
      if (!isFunction(node)) continue;
      const declared = declaresTestingParameter(node, name);
      // The goroutine's own parameter `t` is still the test's `t`, passed in: `go func(t *testing.T) { … }(t)`.
      if (declared === true) return inGoroutine || isGoroutine(node) ? { details: { call: excerpt(target.text, 50), receiver: name } } : false;
      if (declared === false) return false;
      if (isGoroutine(node)) inGoroutine = true;
    }
    return false;
  },
  examples: {
    match: [
      'func TestServe(t *testing.T) {\n\tgo func() {\n\t\tif err := srv.Serve(); err != nil {\n\t\t\tt.Fatal(err)\n\t\t}\n\t}()\n}',
      'func TestStop(t *testing.T) {\n\tgo t.FailNow()\n}',
      'func BenchmarkPut(b *testing.B) {\n\tgo func(b *testing.B) {\n\t\tb.FailNow()\n\t}(b)\n}',
    ],
    noMatch: [
      'func TestServe(t *testing.T) {\n\tgo func() {\n\t\tif err := srv.Serve(); err != nil {\n\t\t\tt.Error(err)\n\t\t}\n\t}()\n}',
      'func TestAll(t *testing.T) {\n\tgo func() {\n\t\tt.Run("one", func(t *testing.T) {\n\t\t\tt.Fatal("x")\n\t\t})\n\t}()\n}',
      'func TestServe(t *testing.T) {\n\tif err := srv.Serve(); err != nil {\n\t\tt.Fatal(err)\n\t}\n}',
      'func run(log *Logger) {\n\tgo func() {\n\t\tlog.Fatal("stop")\n\t}()\n}',
    ],
  },
};
