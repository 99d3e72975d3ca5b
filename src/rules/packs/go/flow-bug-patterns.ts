import type { Node } from 'web-tree-sitter';
import { changedLineOf } from '../../changed-line-of.js';
import { excerpt } from '../../excerpt.js';
import type { FixTarget, LineEdit, RuleDefinition } from '../../rule-definition.js';
import { argumentsOf, calleePath, enclosingFunction, errorTested, isFunction, statementsOf } from './go-syntax.js';

/**
 * Go code whose order of statements is the bug: a `defer` before the error it depends on is checked, a `defer`
 * per loop iteration, the wrong error checked, a handler that answers and carries on, goroutines writing one
 * variable. Each is the shape a linter (staticcheck, gocritic, errorlint, nilerr, the race detector) or a
 * reviewer catches, judged on the syntax alone.
 */

/** A name that holds an error: `err`, `err2`, `readErr`, `errRead`; not `errCh`, `errs` or `errMsg`. */
const ERROR_NAME = /^(err\d*|[a-z]\w*Err|err[A-Z][a-z]*)$/;
const NOT_AN_ERROR = /(Ch|Chan|Msg|Message|Count|Str|String|Code|Text)$/;

function isErrorName(name: string): boolean {
  return ERROR_NAME.test(name) && !NOT_AN_ERROR.test(name);
}

/** The statement before `node` in its block, leaving out comments. */
function previousStatement(node: Node): Node | null {
  let previous = node.previousNamedSibling;
  while (previous?.type === 'comment') previous = previous.previousNamedSibling;
  return previous;
}

function statementsAfter(node: Node): Node[] {
  const after: Node[] = [];
  for (let next = node.nextNamedSibling; next; next = next.nextNamedSibling) if (next.type !== 'comment') after.push(next);
  return after;
}

/** The names on the left of `a, err := f()` / `a, err = f()`, when the right is a single call; else undefined. */
function namesAssignedByCall(statement: Node | null): string[] | undefined {
  if (statement?.type !== 'short_var_declaration' && statement?.type !== 'assignment_statement') return undefined;
  if (statement.type === 'assignment_statement' && statement.childForFieldName('operator')?.text !== '=') return undefined;
  const right = statement.childForFieldName('right')?.namedChildren ?? [];
  if (right.length !== 1 || right[0]?.type !== 'call_expression') return undefined;
  return statement.childForFieldName('left')?.namedChildren.map((name) => (name.type === 'identifier' ? name.text : '')) ?? [];
}

/** `resp.Body.Close` → `resp`: the variable a method call hangs off, when it is a plain name. */
function rootName(node: Node | null): string | undefined {
  let current = node;
  while (current?.type === 'selector_expression') current = current.childForFieldName('operand');
  return current?.type === 'identifier' ? current.text : undefined;
}

function identifiersNamed(node: Node, name: string): Node[] {
  const found = node.type === 'identifier' && node.text === name ? [node] : [];
  return [...found, ...node.descendantsOfType('identifier').filter((identifier) => identifier.text === name)];
}

/** Whether an identifier is being assigned rather than read (`x = …`, `x, err := …`). */
function isAssignedHere(identifier: Node): boolean {
  const list = identifier.parent;
  const statement = list?.type === 'expression_list' ? list.parent : undefined;
  if (statement?.type !== 'short_var_declaration' && statement?.type !== 'assignment_statement') return false;
  return (statement.childForFieldName('left')?.equals(list ?? statement) ?? false) && statement.childForFieldName('operator')?.text !== '+=';
}

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

/** The loop that runs `node` once per iteration in the same function call, if any. */
function enclosingLoop(node: Node): Node | undefined {
  for (let current = node.parent; current && !isFunction(current); current = current.parent) {
    if (current.type === 'for_statement') return current;
  }
  return undefined;
}

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
    .some((statement) => statement.startIndex < before.startIndex && (namesAssignedByCall(statement) ?? []).includes(name) && fn !== undefined && enclosingFunction(statement)?.equals(fn) === true);
}

/** Whether the loop body takes the lock (`mu.Lock()`, `mu.RLock()`) that the deferred `Unlock`/`RUnlock` releases. */
function lockedInLoop(body: Node, name: string, method: string, before: Node): boolean {
  const lock = method === 'RUnlock' ? 'RLock' : 'Lock';
  return body.descendantsOfType('call_expression').some((call) => call.startIndex < before.startIndex && calleePath(call).join('.') === `${name}.${lock}`);
}

/** Where a test is the only code that can go wrong, the finding is kept but hidden by default. */
const IN_TESTS = { severity: 'low', confidence: 60 } as const;

/** Calls that answer an HTTP request in full, with the writer as first argument. */
const HTTP_ANSWERS = /^(http\.(Error|Redirect|NotFound|ServeFile|ServeContent)|render\.(JSON|PlainText|HTML|NoContent|Data|XML))$/;
/** Methods of a gin/echo/fiber/chi-render context that answer the request in full. */
const CONTEXT_ANSWERS = /^(JSON|IndentedJSON|SecureJSON|PureJSON|JSONP|AsciiJSON|String|HTML|XML|YAML|TOML|ProtoBuf|Redirect|AbortWithStatus|AbortWithStatusJSON|AbortWithError|NoContent|Blob|SendStatus|SendString)$/;
/** What writes to a response writer `w` later: any of these with `w` as receiver or first argument. */
const HTTP_WRITES = /^(http\.\w+|fmt\.Fprint\w*|io\.(Copy|WriteString)|render\.\w+|json\.NewEncoder|template\.\w+)$/;

/** Statements that run whenever the code after the `if` runs (not branches or loops of their own). */
const SURE_STATEMENTS = new Set(['expression_statement', 'return_statement', 'short_var_declaration', 'assignment_statement']);

/** The response an answering call writes to: `w` of `http.Error(w, …)`, `c` of `c.JSON(…)`. */
function answered(statement: Node | undefined): { writer: string; kind: 'http' | 'context'; call: Node } | undefined {
  const call = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return undefined;
  const path = calleePath(call);
  const args = argumentsOf(call);
  if (HTTP_ANSWERS.test(path.join('.')) && args[0]?.type === 'identifier') return { writer: args[0].text, kind: 'http', call };
  const [receiver, method] = path;
  if (path.length === 2 && receiver && method && CONTEXT_ANSWERS.test(method) && args.length > 0) return { writer: receiver, kind: 'context', call };
  return undefined;
}

/** A later call in `statement` that writes to the same response again; undefined when none does. */
function writesAgain(statement: Node, writer: string, kind: 'http' | 'context'): Node | undefined {
  const calls = statement.type === 'call_expression' ? [statement] : statement.descendantsOfType('call_expression');
  return calls.find((call) => {
    // A function literal runs later, or not at all (a callback); it is not the code that falls through.
    for (let current = call.parent; current && !current.equals(statement); current = current.parent) if (current.type === 'func_literal') return false;
    const path = calleePath(call);
    const [receiver, method] = path;
    if (kind === 'context') return path.length === 2 && receiver === writer && method !== undefined && (CONTEXT_ANSWERS.test(method) || method === 'Status' || method === 'Data');
    if (path.length === 2 && receiver === writer && (method === 'Write' || method === 'WriteHeader' || method === 'WriteString')) return true;
    const toWriter = argumentsOf(call)[0]?.text === writer;
    return toWriter && (HTTP_WRITES.test(path.join('.')) || method === 'Execute' || method === 'ExecuteTemplate');
  });
}

/** The names a function literal declares itself: its parameters, named results and every `:=` / `var` inside it. */
function declaredInside(literal: Node): Set<string> {
  const names = new Set<string>();
  // Its parameters and named results (`func() (err error)`).
  for (const list of [literal.childForFieldName('parameters'), literal.childForFieldName('result')]) {
    for (const parameter of list?.type === 'parameter_list' ? list.namedChildren : []) for (const name of parameter.childrenForFieldName('name')) names.add(name.text);
  }
  for (const declaration of literal.descendantsOfType(['short_var_declaration', 'var_spec', 'range_clause'])) {
    const left = declaration.childForFieldName('left') ?? declaration;
    const declared = declaration.type === 'var_spec' ? declaration.childrenForFieldName('name') : (left.type === 'expression_list' ? left.namedChildren : []);
    if (declaration.type === 'range_clause' && declaration.text.split(':=').length < 2) continue;
    for (const name of declared) names.add(name.text);
  }
  return names;
}

/** The first plain variable an `x = …` assigns that the function literal does not declare itself. */
function outerTarget(assignment: Node, literal: Node): string | undefined {
  if (assignment.childForFieldName('operator')?.text !== '=') return undefined;
  const own = declaredInside(literal);
  return assignment
    .childForFieldName('left')
    ?.namedChildren.find((target) => target.type === 'identifier' && target.text !== '_' && !own.has(target.text))?.text;
}

/** Whether the literal guards what it writes (a mutex) or synchronises otherwise in a way the rule cannot follow. */
function synchronises(literal: Node): boolean {
  return /\.(R?Lock|Store|Swap|CompareAndSwap)\(/.test(literal.text);
}

/** Whether `name` is declared in `fn` itself (a parameter, a named result, a `:=` or `var`), not at package level. */
function declaredInFunction(fn: Node, name: string): boolean {
  for (const list of [fn.childForFieldName('parameters'), fn.childForFieldName('result')]) {
    if (list?.type === 'parameter_list' && list.namedChildren.some((parameter) => parameter.childrenForFieldName('name').some((n) => n.text === name))) return true;
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

export const goFlowBugRules: readonly RuleDefinition[] = [
  {
    id: 'review/defer-before-error-check',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    languages: ['go'],
    category: 'error-handling',
    message: '`{{target}}` is deferred before `{{error}}` is checked: when `{{call}}` fails, `{{receiver}}` is nil and the deferred call panics (or closes nothing) as the function returns.',
    recommendation: 'Check the error first and defer the cleanup after it: `if err != nil { return …, err }` then `defer f.Close()`.',
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
  },
  {
    id: 'review/defer-in-loop',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['go'],
    category: 'resource-leak',
    message: '`{{target}}` is deferred inside a loop: {{outcome}}',
    recommendation: 'Move the loop body into a function (`func() { f := open(); defer f.Close(); … }()`) or a helper, so each iteration cleans up before the next; or call the cleanup explicitly at the end of the iteration.',
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
        return { details: { ...details, outcome: 'the lock taken in each iteration is released only when the function returns, so the next iteration blocks forever on it.' }, severity: 'high', confidence: 90 };
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
  },
  {
    id: 'silent-failure/wrong-error-checked',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'high',
    confidence: 85,
    languages: ['go'],
    category: 'error-handling',
    message: '`{{call}}` sets `{{assigned}}`, but the next line checks `{{checked}}`, and `{{assigned}}` is never read: a failure of `{{call}}` goes unnoticed.',
    recommendation: 'Check the error the call just returned: `if {{assigned}} != nil { … }`.',
    query: '(if_statement condition: (binary_expression) @condition) @target',
    check: ({ target, captures, context }) => {
      const checked = errorTested(captures.condition ?? null);
      if (!checked || target.childForFieldName('initializer')) return false;
      const assignment = previousStatement(target);
      const names = namesAssignedByCall(assignment);
      const assigned = names?.find((name) => isErrorName(name) && name !== checked);
      if (!assignment || !names || !assigned || names.includes(checked)) return false;
      // Read anywhere after the call (this `if` included), the error is handled somewhere: not this bug.
      const fn = enclosingFunction(target);
      const reads = identifiersNamed(fn ?? target, assigned).filter((identifier) => identifier.startIndex > assignment.endIndex && !isAssignedHere(identifier));
      if (reads.length > 0) return false;
      const call = assignment.childForFieldName('right')?.namedChildren[0];
      return { line: changedLineOf(context, captures.condition ?? target, assignment), details: { call: excerpt(call?.childForFieldName('function')?.text ?? '', 30), assigned, checked } };
    },
    examples: {
      match: [
        'func copyFile(dst, src string) error {\n\tin, err := os.Open(src)\n\tif err != nil {\n\t\treturn err\n\t}\n\tout, createErr := os.Create(dst)\n\tif err != nil {\n\t\treturn err\n\t}\n\t_, err = io.Copy(out, in)\n\treturn err\n}',
      ],
      noMatch: [
        'func copyFile(dst, src string) error {\n\tin, err := os.Open(src)\n\tif err != nil {\n\t\treturn err\n\t}\n\tout, createErr := os.Create(dst)\n\tif createErr != nil {\n\t\treturn createErr\n\t}\n\t_, err = io.Copy(out, in)\n\treturn err\n}',
        'func pump(r io.Reader, w io.Writer, buf []byte) error {\n\tn, err := r.Read(buf)\n\t_, werr := w.Write(buf[:n])\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn werr\n}',
      ],
    },
  },
  {
    id: 'review/response-after-answer',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    languages: ['go'],
    category: 'logic',
    message: '`{{answer}}` answers the request, but the handler does not return: the code after the `if` still runs and writes to the response again (`{{again}}`, line {{line}}).',
    recommendation: 'Add `return` after answering (for echo and fiber handlers, `return c.JSON(…)`), so the rest of the handler does not run.',
    query: '(if_statement consequence: (block) @body) @target',
    textGate: /Error|Redirect|NotFound|Serve|render\.|JSON|String|HTML|XML|YAML|TOML|ProtoBuf|Abort|NoContent|Blob|Send/,
    check: ({ target, captures, context }) => {
      const body = captures.body;
      if (!body || target.childForFieldName('alternative')) return false;
      const answer = answered(statementsOf(body).at(-1));
      if (!answer) return false;
      // Falls through to the statements after the `if` in the same block.
      for (const next of statementsAfter(target)) {
        // Only writes the handler surely reaches: one inside a later `if` may be the other side of this one's condition.
        if (!SURE_STATEMENTS.has(next.type)) continue;
        const again = writesAgain(next, answer.writer, answer.kind);
        if (again) {
          const details = { answer: excerpt(answer.call.text, 40), again: excerpt(again.text, 40), line: String(again.startPosition.row + 1) };
          // A handler in a test is a stand-in server: its sloppiness does not reach users.
          return { line: changedLineOf(context, answer.call, again), details, ...(context.isTestFile ? IN_TESTS : {}) };
        }
        if (next.type === 'return_statement') return false;
      }
      return false;
    },
    examples: {
      match: [
        'func show(w http.ResponseWriter, r *http.Request) {\n\tid := r.URL.Query().Get("id")\n\tif id == "" {\n\t\thttp.Error(w, "missing id", http.StatusBadRequest)\n\t}\n\tjson.NewEncoder(w).Encode(find(id))\n}',
        'func show(c *gin.Context) {\n\tu, err := find(c.Param("id"))\n\tif err != nil {\n\t\tc.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": err.Error()})\n\t}\n\tc.JSON(http.StatusOK, u)\n}',
      ],
      noMatch: [
        'func show(w http.ResponseWriter, r *http.Request) {\n\tid := r.URL.Query().Get("id")\n\tif id == "" {\n\t\thttp.Error(w, "missing id", http.StatusBadRequest)\n\t\treturn\n\t}\n\tjson.NewEncoder(w).Encode(find(id))\n}',
        'func show(w http.ResponseWriter, r *http.Request) {\n\tif r.Method != http.MethodGet {\n\t\tw.WriteHeader(http.StatusAccepted)\n\t}\n\tw.Write(body)\n}',
        'func show(w http.ResponseWriter, r *http.Request) {\n\tif missing(r) {\n\t\thttp.NotFound(w, r)\n\t}\n\tlog.Print("served")\n}',
        'func show(w http.ResponseWriter, r *http.Request) {\n\tok := allowed(r)\n\tif !ok {\n\t\thttp.Error(w, "forbidden", http.StatusForbidden)\n\t}\n\tif ok {\n\t\tw.Write(page)\n\t}\n}',
      ],
    },
  },
  {
    id: 'review/goroutines-share-variable',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 85,
    languages: ['go'],
    category: 'concurrency',
    message: '`{{assignment}}` writes `{{name}}` of the enclosing function from {{how}}: a data race, and the value read afterwards is whichever goroutine wrote last.',
    recommendation: 'Declare the variable inside the goroutine (`:=`) and send the result on a channel, or collect each goroutine’s result in its own slot; guard shared state with a mutex.',
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
  },
];
