import { sharedLoopVariablesVersion } from '../../../go-module-version.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleeName, copiedBefore, enclosingLoop, namesDeclaredIn, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/**
 * How the closure outlives the iteration that made it, or undefined when it runs within it: the statement that
 * starts it, and what makes it run later (the `go`, the `defer`, a subtest's `t.Parallel()`).
 */
function laterRun(literal: Node): { how: string; statement: Node; marker: Node } | undefined {
  const parent = literal.parent;
  // `go func() { … }()` / `defer func() { … }()`
  if (parent?.type === 'call_expression' && parent.childForFieldName('function')?.equals(literal)) {
    const statement = parent.parent;
    if (statement?.type === 'go_statement') return { how: 'the goroutine started here', statement, marker: statement };
    if (statement?.type === 'defer_statement') return { how: 'the closure deferred here (it runs when the function returns)', statement, marker: statement };
    return undefined;
  }
  const call = parent?.type === 'argument_list' ? parent.parent : undefined;
  if (call?.type !== 'call_expression' || call.parent?.type !== 'expression_statement') return undefined;
  const name = calleeName(call);
  // errgroup, conc and sync.WaitGroup's `Go(func() …)`.
  if (name === 'Go') return { how: 'the goroutine `Go` starts here', statement: call.parent, marker: call.parent };
  // A parallel subtest runs after the loop that declares it has finished.
  const parallel = name === 'Run' ? parallelCall(literal) : undefined;
  if (parallel) return { how: 'the parallel subtest declared here (it runs after the loop ends)', statement: call.parent, marker: parallel };
  return undefined;
}

/** The subtest's own `t.Parallel()` statement, if it has one. */
function parallelCall(literal: Node): Node | undefined {
  const body = literal.childForFieldName('body');
  return (body ? statementsOf(body) : []).find((statement) => /^\w+\.Parallel\(\)$/.test(statement.text));
}

/** The names a loop declares per iteration in Go 1.22 and later: `for i, v := range xs`, `for i := 0; …`. */
function loopVariables(loop: Node): Node[] {
  const range = loop.namedChildren.find((child) => child.type === 'range_clause');
  if (range) return range.children.some((child) => child?.type === ':=') ? (range.childForFieldName('left')?.namedChildren ?? []) : [];
  const initializer = loop.namedChildren.find((child) => child.type === 'for_clause')?.childForFieldName('initializer');
  return initializer?.type === 'short_var_declaration' ? (initializer.childForFieldName('left')?.namedChildren ?? []) : [];
}

/** Whether the iteration waits for what it started before the next one begins: `wg.Wait()`, `<-done`. */
function waitsInIteration(body: Node, started: Node): boolean {
  return statementsOf(body)
    .filter((statement) => statement.startIndex > started.endIndex)
    .some((statement) => /\.Wait\(\)|<-/.test(statement.text));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(func_literal) @target',
  // Reported only for a closure a `go`, `defer`, `.Go(…)` or a parallel subtest runs later.
  textGate: /go\s|defer\s|\.Go\(|\.Parallel\(/,
  check: ({ target, context }) => {
    const version = sharedLoopVariablesVersion(context);
    if (version === undefined) return false;
    const run = laterRun(target);
    const loop = run ? enclosingLoop(run.statement) : undefined;
    const body = loop?.childForFieldName('body');
    if (!run || !loop || !body) return false;
    if (run.statement.type !== 'defer_statement' && waitsInIteration(body, run.statement)) return false;
    const own = namesDeclaredIn(target);
    const variables = loopVariables(loop)
      .map((name) => name.text)
      .filter((name) => name !== '_' && !own.has(name) && !copiedBefore(body, name, run.statement));
    const read = target
      .descendantsOfType('identifier')
      .find((identifier) => variables.includes(identifier.text) && identifier.parent?.type !== 'literal_element');
    if (!read) return false;
    // The change wrote the read, what makes the closure run later, the statement that starts it, or the loop itself.
    const line = [read, run.marker, run.statement, loop].map((node) => node.startPosition.row + 1).find((candidate) => context.isChanged(candidate));
    if (line === undefined) return false;
    return { line, details: { how: run.how.charAt(0).toUpperCase() + run.how.slice(1), name: read.text, version } };
  },
  examples: {
    facts: { goVersion: '1.21' },
    match: [
      'func fetchAll(urls []string) {\n\tfor _, u := range urls {\n\t\tgo func() {\n\t\t\tfetch(u)\n\t\t}()\n\t}\n}',
      'func closeAll(g *errgroup.Group, conns []net.Conn) {\n\tfor i := 0; i < len(conns); i++ {\n\t\tg.Go(func() error {\n\t\t\treturn conns[i].Close()\n\t\t})\n\t}\n}',
      'func TestParse(t *testing.T) {\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) {\n\t\t\tt.Parallel()\n\t\t\tcheck(t, tc)\n\t\t})\n\t}\n}',
    ],
    noMatch: [
      'func fetchAll(urls []string) {\n\tfor _, u := range urls {\n\t\tgo func(u string) {\n\t\t\tfetch(u)\n\t\t}(u)\n\t}\n}',
      'func fetchAll(urls []string) {\n\tfor _, u := range urls {\n\t\tu := u\n\t\tgo func() {\n\t\t\tfetch(u)\n\t\t}()\n\t}\n}',
      'func TestParse(t *testing.T) {\n\tfor _, tc := range cases {\n\t\tvar tc = tc\n\t\tt.Run(tc.name, func(t *testing.T) {\n\t\t\tt.Parallel()\n\t\t\tcheck(t, tc)\n\t\t})\n\t}\n}',
      'func fetchAll(urls []string) {\n\tfor _, u := range urls {\n\t\tvar wg sync.WaitGroup\n\t\twg.Add(1)\n\t\tgo func() {\n\t\t\tdefer wg.Done()\n\t\t\tfetch(u)\n\t\t}()\n\t\twg.Wait()\n\t}\n}',
      'func TestParse(t *testing.T) {\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) {\n\t\t\tcheck(t, tc)\n\t\t})\n\t}\n}',
      '//go:build go1.22\n\npackage fetch\n\nfunc fetchAll(urls []string) {\n\tfor _, u := range urls {\n\t\tgo func() {\n\t\t\tfetch(u)\n\t\t}()\n\t}\n}',
    ],
  },
};
