import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { IN_TESTS } from '../../../syntax/go/flow-bug-patterns-helpers.js';
import { enclosingFunction, enclosingLoop } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The names a function literal declares itself: its parameters, named results and every `:=` / `var` inside it. */
function declaredInside(literal: Node): Set<string> {
  const names = new Set<string>();
  // Its parameters and named results (`func() (err error)`).
  for (const list of [literal.childForFieldName('parameters'), literal.childForFieldName('result')]) {
    for (const parameter of list?.type === 'parameter_list' ? list.namedChildren : [])
      for (const name of parameter.childrenForFieldName('name')) names.add(name.text);
  }
  for (const declaration of literal.descendantsOfType(['short_var_declaration', 'var_spec', 'range_clause'])) {
    const left = declaration.childForFieldName('left') ?? declaration;
    const declared = declaration.type === 'var_spec' ? declaration.childrenForFieldName('name') : left.type === 'expression_list' ? left.namedChildren : [];
    if (declaration.type === 'range_clause' && declaration.text.split(':=').length < 2) continue;
    for (const name of declared) names.add(name.text);
  }
  return names;
}

/** The first plain variable an `x = …` assigns that the function literal does not declare itself. */
function outerTarget(assignment: Node, literal: Node): string | undefined {
  if (assignment.childForFieldName('operator')?.text !== '=') return undefined;
  const own = declaredInside(literal);
  return assignment.childForFieldName('left')?.namedChildren.find((target) => target.type === 'identifier' && target.text !== '_' && !own.has(target.text))
    ?.text;
}

/** Whether the literal guards what it writes (a mutex) or synchronises otherwise in a way the rule cannot follow. */
function synchronises(literal: Node): boolean {
  return /\.(R?Lock|Store|Swap|CompareAndSwap)\(/.test(literal.text);
}

/** Whether `name` is declared in `fn` itself (a parameter, a named result, a `:=` or `var`), not at package level. */
function declaredInFunction(fn: Node, name: string): boolean {
  for (const list of [fn.childForFieldName('parameters'), fn.childForFieldName('result')]) {
    if (list?.type === 'parameter_list' && list.namedChildren.some((parameter) => parameter.childrenForFieldName('name').some((n) => n.text === name)))
      return true;
  }
  const body = fn.childForFieldName('body');
  return (
    body?.descendantsOfType(['short_var_declaration', 'var_spec']).some((declaration) => {
      const names = declaration.type === 'var_spec' ? declaration.childrenForFieldName('name') : (declaration.childForFieldName('left')?.namedChildren ?? []);
      return names.some((n) => n.text === name) && enclosingFunction(declaration)?.equals(fn) === true;
    }) ?? false
  );
}

/**
 * How a function literal runs as more than one goroutine at once: started with `go` inside a loop, or bound to
 * a name (`cp := func…`) that two `go` statements start. Undefined when it is not.
 */
function startedManyTimes(literal: Node, fn: Node): string | undefined {
  const parent = literal.parent;
  if (parent?.type === 'call_expression' && parent.parent?.type === 'go_statement') {
    return enclosingLoop(parent.parent) ? 'goroutines started in a loop' : undefined;
  }
  const declaration = parent?.type === 'expression_list' ? parent.parent : undefined;
  if (declaration?.type !== 'short_var_declaration') return undefined;
  const index = parent?.namedChildren.findIndex((value) => value.equals(literal)) ?? -1;
  const name = declaration.childForFieldName('left')?.namedChildren[index]?.text;
  if (!name) return undefined;
  const starts = fn
    .descendantsOfType('go_statement')
    .filter((start) => start.namedChildren[0]?.childForFieldName('function')?.text === name && enclosingFunction(start)?.equals(fn) === true);
  if (starts.length > 1) return `the ${starts.length} goroutines started from \`${name}\``;
  const [only] = starts;
  return only && enclosingLoop(only) ? `goroutines started from \`${name}\` in a loop` : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(assignment_statement left: (expression_list (identifier))) @target',
  // Reported only for a closure some `go` statement starts: `go func(` or `go name(`.
  textGate: /go\s+[\w(]/,
  check: ({ target, context }) => {
    const literal = enclosingFunction(target);
    const fn = literal?.type === 'func_literal' ? enclosingFunction(literal) : undefined;
    const name = literal && fn ? outerTarget(target, literal) : undefined;
    if (!literal || !fn || !name || synchronises(literal) || !declaredInFunction(fn, name)) return false;
    // One finding per variable and goroutine: at its first assignment there.
    const first = literal.descendantsOfType('assignment_statement').find((assignment) => outerTarget(assignment, literal) === name);
    const how = first?.equals(target) ? startedManyTimes(literal, fn) : undefined;
    if (!how) return false;
    // A race in a test fails the test under `-race`; it does not ship.
    return { line: changedLineOf(context, target), details: { assignment: excerpt(target.text, 40), name, how }, ...(context.isTestFile ? IN_TESTS : {}) };
  },
  examples: {
    match: [
      'func pipe(a, b net.Conn) error {\n\tvar err error\n\tdone := make(chan struct{}, 2)\n\tcp := func(dst io.Writer, src io.Reader) {\n\t\t_, err = io.Copy(dst, src)\n\t\tdone <- struct{}{}\n\t}\n\tgo cp(a, b)\n\tgo cp(b, a)\n\t<-done\n\treturn err\n}',
      'func fetchAll(urls []string) error {\n\tvar err error\n\tvar wg sync.WaitGroup\n\tfor _, u := range urls {\n\t\twg.Add(1)\n\t\tgo func(u string) {\n\t\t\tdefer wg.Done()\n\t\t\t_, err = http.Get(u)\n\t\t}(u)\n\t}\n\twg.Wait()\n\treturn err\n}',
    ],
    noMatch: [
      'func pipe(a, b net.Conn) error {\n\terrs := make(chan error, 2)\n\tcp := func(dst io.Writer, src io.Reader) {\n\t\t_, err := io.Copy(dst, src)\n\t\terrs <- err\n\t}\n\tgo cp(a, b)\n\tgo cp(b, a)\n\treturn <-errs\n}',
      'func run() error {\n\tvar err error\n\tdone := make(chan struct{})\n\tgo func() {\n\t\terr = work()\n\t\tclose(done)\n\t}()\n\t<-done\n\treturn err\n}',
      'func fetchAll(urls []string) {\n\tvar err error\n\tfor _, u := range urls {\n\t\tgo func(u string) (err error) {\n\t\t\t_, err = http.Get(u)\n\t\t\treturn\n\t\t}(u)\n\t}\n\tlog(err)\n}',
      'func fetchAll(urls []string) error {\n\tvar mu sync.Mutex\n\tvar err error\n\tfor _, u := range urls {\n\t\tgo func(u string) {\n\t\t\tmu.Lock()\n\t\t\tdefer mu.Unlock()\n\t\t\t_, err = http.Get(u)\n\t\t}(u)\n\t}\n\treturn err\n}',
    ],
  },
};
