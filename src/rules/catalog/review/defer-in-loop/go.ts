import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { IN_TESTS, namesAssignedByCall, rootName } from '../../../syntax/go/flow-bug-patterns-helpers.js';
import { calleePath, enclosingFunction, enclosingLoop, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A loop body that ends by leaving the loop (`return`, `break`): a retry loop whose `defer` runs once. */
function leavesAfterOneIteration(body: Node): boolean {
  const last = statementsOf(body).at(-1);
  return last?.type === 'return_statement' || (last?.type === 'break_statement' && last.namedChildCount === 0) || last?.type === 'goto_statement';
}

/** Whether `name` is assigned from a call in the loop body before `node` (outside nested functions). */
function openedInLoop(body: Node, name: string, before: Node): boolean {
  const fn = enclosingFunction(before);
  return body
    .descendantsOfType(['short_var_declaration', 'assignment_statement'])
    .some(
      (statement) =>
        statement.startIndex < before.startIndex &&
        (namesAssignedByCall(statement) ?? []).includes(name) &&
        fn !== undefined &&
        enclosingFunction(statement)?.equals(fn) === true,
    );
}

/** Whether the loop body takes the lock (`mu.Lock()`, `mu.RLock()`) that the deferred `Unlock`/`RUnlock` releases. */
function lockedInLoop(body: Node, name: string, method: string, before: Node): boolean {
  const lock = method === 'RUnlock' ? 'RLock' : 'Lock';
  return body.descendantsOfType('call_expression').some((call) => call.startIndex < before.startIndex && calleePath(call).join('.') === `${name}.${lock}`);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(defer_statement (call_expression function: (selector_expression) @callee)) @target',
  // The query requires a `defer`.
  textGate: /defer/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee;
    const receiver = rootName(callee ?? null);
    const method = callee?.childForFieldName('field')?.text ?? '';
    const loop = enclosingLoop(target);
    const body = loop?.childForFieldName('body');
    // The loop body, or the branch the `defer` is in, ending in `return`: the loop does not go round again after it.
    if (!receiver || !body || leavesAfterOneIteration(body) || (target.parent && leavesAfterOneIteration(target.parent))) return false;
    const details = { target: excerpt(target.text, 40) };
    if ((method === 'Unlock' || method === 'RUnlock') && lockedInLoop(body, receiver, method, target)) {
      return {
        details: {
          ...details,
          outcome: 'the lock taken in each iteration is released only when the function returns, so the next iteration blocks forever on it.',
        },
        severity: 'high',
        confidence: 90,
      };
    }
    if (!openedInLoop(body, receiver, target)) return false;
    const outcome = 'what each iteration opens stays open until the whole function returns, so a long loop runs out of file descriptors or connections.';
    // A test loops over a handful of cases: the resources pile up, but not to the point of running out.
    return { details: { ...details, outcome }, ...(context.isTestFile ? IN_TESTS : {}) };
  },
  examples: {
    match: [
      'func sizes(paths []string) (int64, error) {\n\tvar total int64\n\tfor _, p := range paths {\n\t\tf, err := os.Open(p)\n\t\tif err != nil {\n\t\t\treturn 0, err\n\t\t}\n\t\tdefer f.Close()\n\t\ttotal += size(f)\n\t}\n\treturn total, nil\n}',
      'func drain(mu *sync.Mutex, jobs []Job) {\n\tfor _, j := range jobs {\n\t\tmu.Lock()\n\t\tdefer mu.Unlock()\n\t\tj.Run()\n\t}\n}',
    ],
    noMatch: [
      'func sizes(paths []string) {\n\tfor _, p := range paths {\n\t\tfunc() {\n\t\t\tf, err := os.Open(p)\n\t\t\tif err != nil {\n\t\t\t\treturn\n\t\t\t}\n\t\t\tdefer f.Close()\n\t\t\tuse(f)\n\t\t}()\n\t}\n}',
      'func dial(addrs []string) error {\n\tfor _, a := range addrs {\n\t\tconn, err := net.Dial("tcp", a)\n\t\tif err != nil {\n\t\t\tcontinue\n\t\t}\n\t\tdefer conn.Close()\n\t\treturn use(conn)\n\t}\n\treturn errNone\n}',
      'func closeAll(files []*os.File) {\n\tfor _, f := range files {\n\t\tdefer f.Close()\n\t}\n}',
      'func repair(d *Decoder) bool {\n\tfor {\n\t\terr := d.Next()\n\t\tswitch {\n\t\tcase err == nil:\n\t\t\tcontinue\n\t\tcase errors.Is(err, io.ErrUnexpectedEOF):\n\t\t\tbf, err := os.Create(d.Name() + ".broken")\n\t\t\tif err != nil {\n\t\t\t\treturn false\n\t\t\t}\n\t\t\tdefer bf.Close()\n\t\t\treturn save(bf)\n\t\t}\n\t}\n}',
    ],
  },
};
