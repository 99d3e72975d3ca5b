import { excerpt } from '../../../excerpt.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { IN_TESTS, isErrorName, namesAssignedByCall, previousStatement, rootName } from '../../../syntax/go/flow-bug-patterns-helpers.js';

/**
 * Moves a `defer` from its line to just after the `if err != nil { … }` that follows it, when the lines read
 * that way: `defer x.Close()` alone on its line, then the `if` and its closing brace at the same indentation.
 */
function deferAfterCheck(target: FixTarget): LineEdit | undefined {
  const { lines } = target;
  const deferLine = lines[target.line - 1] ?? '';
  const indent = /^\s*/.exec(deferLine)?.[0] ?? '';
  if (!/^\s*defer [\w.]+\([^()]*\)\s*$/.test(deferLine)) return undefined;
  const ifLine = lines[target.line] ?? '';
  if (!ifLine.startsWith(`${indent}if `) || !/!= nil \{\s*$/.test(ifLine)) return undefined;
  for (let index = target.line + 1; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (text === `${indent}}`) {
      return { startLine: target.line, endLine: index + 1, replacement: [...lines.slice(target.line, index + 1), deferLine] };
    }
    if (!text.startsWith(`${indent}\t`) && text.trim() !== '') return undefined;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(defer_statement (call_expression function: (selector_expression) @callee)) @target',
  // The query requires a `defer`.
  textGate: /defer/,
  check: ({ target, captures, context }) => {
    const receiver = rootName(captures.callee ?? null);
    const assignment = previousStatement(target);
    const names = namesAssignedByCall(assignment);
    if (!receiver || !names?.includes(receiver)) return false;
    const error = names.find((name) => name !== receiver && isErrorName(name));
    const call = assignment?.childForFieldName('right')?.namedChildren[0];
    if (!error || !call) return false;
    const details = { target: excerpt(target.text, 40), error, receiver, call: excerpt(call.childForFieldName('function')?.text ?? call.text, 30) };
    // In a test the check is usually `require.NoError(t, err)`: the panic only hides a failure the test reports anyway.
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  fix: deferAfterCheck,
  examples: {
    match: [
      'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tdefer f.Close()\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn io.ReadAll(f)\n}',
      'func fetch(url string) error {\n\tresp, err := http.Get(url)\n\tdefer resp.Body.Close()\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}',
    ],
    noMatch: [
      'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer f.Close()\n\treturn io.ReadAll(f)\n}',
      'func run(ctx context.Context) {\n\tctx, cancel := context.WithTimeout(ctx, time.Second)\n\tdefer cancel()\n\twork(ctx)\n}',
      'func lock(m *sync.Mutex) {\n\tm.Lock()\n\tdefer m.Unlock()\n}',
    ],
  },
};
