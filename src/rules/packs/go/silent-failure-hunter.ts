import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { perFile } from '../../per-file.js';
import type { RuleContext } from '../../rule-definition.js';
import { severityInSensitiveArea } from '../../sensitive-area.js';
import { calleeName, calleePath, enclosingFunction, errorTested, hasComment, statementsOf } from './go-syntax.js';
import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from '../../made-up-fallback.js';

/** Errors that vanish in Go: `_ = f()`, an `err` overwritten before it is checked, empty or log-only `if err != nil`. */

/**
 * Calls whose error is commonly and knowingly dropped: cleanup after another failure (`_ = f.Close()`)
 * and writes to a response or stream whose reader may be gone (`_ = json.NewEncoder(w).Encode(v)`).
 */
const KNOWINGLY_DROPPED = /^(Close|Rollback|Remove|RemoveAll|Flush|Sync|Shutdown|Unsetenv|Kill|Release|Unlock|Stop|Wait|Fprint|Fprintf|Fprintln|Write|WriteString|Encode)$/;

/** Calls whose only result is an error: using one as a bare statement always drops it. */
const ERROR_ONLY_CALLS = new Set([
  'json.Unmarshal',
  'yaml.Unmarshal',
  'xml.Unmarshal',
  'os.Remove',
  'os.RemoveAll',
  'os.Mkdir',
  'os.MkdirAll',
  'os.WriteFile',
  'os.Rename',
  'os.Chmod',
  'os.Chdir',
  'os.Setenv',
  'http.ListenAndServe',
  'http.ListenAndServeTLS',
]);
/** Methods that report failure only through their error: `tx.Commit()`, `db.Ping()`. */
const ERROR_ONLY_METHODS = new Set(['Commit', 'Ping', 'ExecuteTemplate']);

/** The last name of every error-only call and method: the text of a call reported as one holds one of them. */
const ERROR_ONLY_NAME = new RegExp([...ERROR_ONLY_CALLS].map((call) => call.split('.').at(-1)).concat([...ERROR_ONLY_METHODS]).join('|'));

/**
 * Standard-library calls by how many results they return and which of them is an `error` (0-based), for
 * the calls whose last result is not one: dropping their other results with `_` is not ignoring an error.
 */
const NO_ERROR_RESULTS = /^(utf8\.(DecodeRune|DecodeRuneInString|DecodeLastRune|DecodeLastRuneInString)|strings\.Cut|bytes\.Cut|strings\.CutPrefix|strings\.CutSuffix|sort\.Find|slices\.BinarySearch|maps\.Keys|utf16\.Decode|math\.Modf|math\.Frexp|path\.Split|filepath\.Split|net\.SplitHostPort|runtime\.Caller|reflect\.\w+|context\.WithCancel|context\.WithTimeout|context\.WithDeadline|context\.WithCancelCause|signal\.NotifyContext|httptest\.\w+|gin\.CreateTestContext)$/;
/** Standard-library calls whose last result is an `error`. */
const ERROR_RESULTS = /^(os|io|ioutil|fs|bufio|strconv|json|xml|yaml|sql|http|net|url|filepath|exec|template|gzip|zip|tar|base64|hex|csv|time\.Parse|time\.ParseDuration|time\.LoadLocation|fmt\.(Sscan|Sscanf|Fscan|Fscanf|Fprint|Fprintf|Fprintln|Print|Printf|Println))\b/;

const FUNCTION_DECLARATIONS = ['function_declaration', 'method_declaration'];

/**
 * The file's function and method declarations. Go declares them only at the top level, so a tree without
 * errors has them among the root's children: no need to walk every node of the file.
 */
function topLevelFunctions(root: Node): Node[] {
  if (root.hasError) return root.descendantsOfType(FUNCTION_DECLARATIONS);
  return root.namedChildren.filter((child) => FUNCTION_DECLARATIONS.includes(child.type));
}

/**
 * Functions declared in this file by name, with whether their last result is an `error`; a method by
 * its name too (the receiver type is not known at the call).
 */
const declaredResults = perFile((context: RuleContext) => {
  const results = new Map<string, boolean>();
  for (const fn of topLevelFunctions(context.root)) {
    const name = fn.childForFieldName('name')?.text;
    if (!name) continue;
    const result = fn.childForFieldName('result');
    const last = result?.type === 'parameter_list' ? result.namedChildren.at(-1)?.childForFieldName('type') : result;
    const returnsError = last?.text === 'error';
    // Two declarations that disagree (methods of different types) leave the name unknown.
    results.set(name, results.has(name) && results.get(name) !== returnsError ? false : returnsError);
  }
  return results;
});

/** `db.Query` with `db *sql.DB` a parameter of the function → `sql.Query`: the receiver's package stands for it. */
function throughParameterType(call: Node, path: readonly string[]): string {
  const [receiver, method] = path;
  if (path.length !== 2 || receiver === undefined || method === undefined) return path.join('.');
  for (const parameter of enclosingFunction(call)?.childForFieldName('parameters')?.namedChildren ?? []) {
    const names = parameter.childrenForFieldName('name').map((name) => name.text);
    const type = parameter.childForFieldName('type')?.text.replace(/^\*/, '');
    const typePackage = type?.includes('.') ? type.split('.')[0] : undefined;
    if (names.includes(receiver) && typePackage) return `${typePackage}.${method}`;
  }
  return path.join('.');
}

/** Whether the last result of a call is an `error`: true, false, or undefined when nothing in reach says. */
function lastResultIsError(call: Node, context: RuleContext): boolean | undefined {
  const path = calleePath(call);
  const dotted = throughParameterType(call, path);
  if (NO_ERROR_RESULTS.test(dotted)) return false;
  const declared = declaredResults(context).get(path.at(-1) ?? '');
  if (declared !== undefined) return declared;
  if (ERROR_RESULTS.test(dotted) || ERROR_ONLY_CALLS.has(dotted)) return true;
  return undefined;
}

function leftNames(assignment: Node): string[] {
  return assignment.childForFieldName('left')?.namedChildren.map((name) => name.text) ?? [];
}

function referencesName(node: Node, name: string): boolean {
  return (node.type === 'identifier' && node.text === name) || node.descendantsOfType('identifier').some((identifier) => identifier.text === name);
}

/** Whether `err` is a named result of the enclosing function, so a bare `return` returns it. */
function isNamedResult(node: Node, name: string): boolean {
  const result = enclosingFunction(node)?.childForFieldName('result');
  return result?.type === 'parameter_list' && result.descendantsOfType('identifier').some((identifier) => identifier.text === name);
}

/** `if err := f(); err != nil { … }` declares its own `err`: the statement never reads the outer one. */
function shadows(statement: Node, name: string): boolean {
  const initializer = statement.childForFieldName('initializer');
  if (initializer?.type !== 'short_var_declaration' || !leftNames(initializer).includes(name)) return false;
  const value = initializer.childForFieldName('right');
  return !value || !referencesName(value, name);
}

/** Where an error assigned by `assignment` is lost: overwritten, or returned past, before any statement reads it. */
function lostError(assignment: Node, name: string): { how: string; line: number; confidence: number } | undefined {
  for (let next = assignment.nextNamedSibling; next; next = next.nextNamedSibling) {
    if (next.type === 'comment') continue;
    const line = next.startPosition.row + 1;
    if (!referencesName(next, name) || shadows(next, name)) {
      if (next.type !== 'return_statement') continue;
      const bare = next.namedChildCount === 0;
      return bare && isNamedResult(next, name) ? undefined : { how: `dropped by the \`return\` on line ${line}`, line, confidence: 80 };
    }
    const reassigns = (next.type === 'short_var_declaration' || next.type === 'assignment_statement') && leftNames(next).includes(name);
    const readsFirst = next.childForFieldName('right');
    if (reassigns && !(readsFirst && referencesName(readsFirst, name))) return { how: `overwritten on line ${line}`, line, confidence: 85 };
    return undefined;
  }
  return undefined;
}

/** `return nil` / `return x, nil` in a function whose last result is an `error`, without mentioning the error. */
function returnsNilError(statement: Node, name: string): boolean {
  if (statement.type !== 'return_statement') return false;
  const values = statement.namedChildren[0]?.type === 'expression_list' ? (statement.namedChildren[0]?.namedChildren ?? []) : statement.namedChildren;
  const result = enclosingFunction(statement)?.childForFieldName('result');
  const lastResult = result?.type === 'parameter_list' ? result.namedChildren.at(-1)?.childForFieldName('type') : result;
  return lastResult?.text === 'error' && values.at(-1)?.type === 'nil' && !referencesName(statement, name);
}

const LOGGER = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;

function isLoggingStatement(statement: Node): boolean {
  const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return false;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  // `log.Fatal` and `log.Panic` end the program: the error is anything but silent.
  if (/^(Fatal|Panic)/.test(name)) return false;
  return (path.length >= 2 && LOGGER.test(path[path.length - 2] ?? '')) || (path[0] === 'fmt' && /^Print/.test(name));
}

export const goSilentFailureHunterRules: readonly RuleDefinition[] = [
  {
    id: 'silent-failure/ignored-error',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 80,
    languages: ['go'],
    category: 'error-handling',
    message: '`{{target}}` throws away the error of `{{callee}}`: if it fails, nothing notices.',
    recommendation:
      'Check the error and handle or return it (`if err := f(); err != nil { return fmt.Errorf("…: %w", err) }`). If ignoring it is truly safe, say why in a comment.',
    query: `(assignment_statement left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (short_var_declaration left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (expression_statement (call_expression) @call) @target`,
    check: ({ target, captures, context }) => {
      const call = captures.call;
      if (!call) return false;
      const statement = target.type === 'expression_statement';
      // Most matches are ruled out by text, before the tree is asked about them: a bare call must be named
      // after an error-only function, and an assignment that drops a result holds a `_` on its left.
      if (statement ? !ERROR_ONLY_NAME.test(call.text) : !captures.left?.text.includes('_')) return false;
      const name = calleeName(call) ?? '';
      // Most calls are not reported: the message's excerpts are made only for those that are.
      const hit = (confidence: number) => ({
        details: { target: excerpt(target.text, 50), callee: excerpt(call.childForFieldName('function')?.text ?? name, 40) },
        confidence,
      });
      if (statement) {
        const path = calleePath(call);
        const errorOnly = ERROR_ONLY_CALLS.has(path.join('.')) || (path.length >= 2 && ERROR_ONLY_METHODS.has(name));
        // In a test, a later check on the state usually fails when the call did.
        return errorOnly ? hit(context.isTestFile ? 60 : 85) : false;
      }
      const names = captures.left?.namedChildren.map((name) => name.text) ?? [];
      if (names.length === 0 || names.at(-1) !== '_') return false;
      // Only an `error` can be ignored: `c, _ := gin.CreateTestContext(w)` drops an engine, `r, _ := utf8.DecodeRuneInString(s)` a size.
      const isError = lastResultIsError(call, context);
      if (isError === false) return false;
      const known = isError === true;
      if (KNOWINGLY_DROPPED.test(name) || context.isTestFile) return hit(known ? 60 : 40);
      // `n, _ := strconv.Atoi(s)` drops the error; `_ = f()` drops every result on purpose, usually the error.
      const allBlank = names.every((name) => name === '_');
      if (!allBlank) return hit(known ? 85 : 60);
      return hit(known ? 90 : 65);
    },
    examples: {
      match: ['func save(c Config) {\n\t_ = os.WriteFile(path, encode(c), 0o600)\n}', 'func load(data []byte, v *Config) {\n\tjson.Unmarshal(data, v)\n}', 'func finish(tx *sql.Tx) {\n\ttx.Commit()\n}'],
      noMatch: [
        'func save(c Config) error {\n\treturn os.WriteFile(path, encode(c), 0o600)\n}',
        'func load(data []byte, v *Config) error {\n\tif err := json.Unmarshal(data, v); err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}',
        'func read(m map[string]int) int {\n\tv, _ := m["a"]\n\treturn v\n}',
        'func finish(f *os.File) {\n\tdefer f.Close()\n}',
        'func TestHandler(t *testing.T) {\n\tw := httptest.NewRecorder()\n\tc, _ := gin.CreateTestContext(w)\n\thandle(c)\n}',
        'func first(s string) rune {\n\tr, _ := utf8.DecodeRuneInString(s)\n\treturn r\n}',
        'func touch() {}\n\nfunc run() {\n\t_ = touch()\n}',
        'func size(path string) (int64, bool) {\n\treturn 0, false\n}\n\nfunc run() {\n\tn, _ := size("a")\n\tuse(n)\n}',
      ],
    },
  },
  {
    id: 'silent-failure/unchecked-error',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'high',
    confidence: 85,
    languages: ['go'],
    category: 'error-handling',
    message: 'The error from `{{call}}` is {{how}} before anything checks it.',
    recommendation: 'Check `err` right after the call (`if err != nil { return …, fmt.Errorf("…: %w", err) }`) before reusing the variable or returning.',
    query: `(short_var_declaration left: (expression_list) @left right: (expression_list (call_expression) @call)) @target
      (assignment_statement left: (expression_list) @left right: (expression_list (call_expression) @call)) @target`,
    check: ({ target, captures }) => {
      const { left, call } = captures;
      const name = left?.namedChildren.map((identifier) => identifier.text).find((text) => text === 'err');
      if (!call || !name) return false;
      const lost = lostError(target, name);
      return lost ? { details: { call: excerpt(call.text, 40), how: lost.how }, confidence: lost.confidence } : false;
    },
    examples: {
      match: [
        'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tdata, err := io.ReadAll(f)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn data, nil\n}',
        'func save(tx *sql.Tx) error {\n\tvar err error\n\t_, err = tx.Exec(insertUser)\n\treturn nil\n}',
      ],
      noMatch: [
        'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdata, err := io.ReadAll(f)\n\treturn data, err\n}',
        'func save(tx *sql.Tx) (err error) {\n\t_, err = tx.Exec(insertUser)\n\treturn\n}',
        'func next(r *Reader) error {\n\terr := r.Step()\n\terr = wrap(err)\n\treturn err\n}',
      ],
    },
  },
  {
    id: 'silent-failure/empty-error-check',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['go'],
    category: 'error-handling',
    message: '`if {{condition}}` {{outcome}}: the error is checked and then dropped.',
    recommendation: 'Handle the error (return it wrapped with context, retry, or fall back explicitly); if ignoring it is intended, say why in a comment.',
    query: '(if_statement condition: (_) @condition consequence: (block) @body) @target',
    check: ({ target, captures, context }) => {
      const { condition, body } = captures;
      const name = condition ? errorTested(condition) : undefined;
      if (!condition || !body || !name) return false;
      const statements = statementsOf(body);
      const [only] = statements;
      const empty = statements.length === 0;
      // An empty branch with an `else` is a way of writing `if err == nil`; `return nil` swallows the error either way.
      if (empty && target.childForFieldName('alternative')) return false;
      if (!empty && (statements.length !== 1 || !only || !returnsNilError(only, name))) return false;
      const details = { condition: excerpt(condition.text, 30), outcome: empty ? 'has an empty body' : 'returns a nil error' };
      // A comment usually says why ignoring is fine here ("not found is not an error").
      if (hasComment(body)) return { details, severity: 'low', confidence: 50 };
      return { details, ...(empty ? {} : { confidence: 80 }), ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        'func run() {\n\tif err := sync(); err != nil {\n\t}\n}',
        'func read(path string) ([]byte, error) {\n\tdata, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, nil\n\t}\n\treturn data, nil\n}',
        'func (c *Cmd) readReply(rd *Reader) error {\n\treply, err := rd.ReadReply()\n\tif err != nil {\n\t\treturn nil\n\t} else {\n\t\tc.val = reply\n\t}\n\treturn nil\n}',
      ],
      noMatch: [
        'func run() error {\n\tif err := sync(); err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}',
        'func run() {\n\tif ok != nil {\n\t}\n}',
        'func find(id string) (*User, error) {\n\tu, err := load(id)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("load %s: %w", id, err)\n\t}\n\treturn u, nil\n}',
        'func run() {\n\tif err := sync(); err != nil {\n\t} else {\n\t\tpublish()\n\t}\n}',
      ],
    },
  },
  {
    id: 'silent-failure/log-only-error-check',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 65,
    languages: ['go'],
    category: 'error-handling',
    message: '`if {{condition}}` only logs (`{{logged}}`) and then carries on as if nothing failed.',
    recommendation: 'After logging, return the error (or a fallback the caller can see), `continue` deliberately, or record the failure. Logging alone leaves the code running on missing data.',
    query: '(if_statement condition: (_) @condition consequence: (block) @body) @target',
    check: ({ target, captures, context }) => {
      const { condition, body } = captures;
      const statements = body ? statementsOf(body) : [];
      const first = statements[0];
      if (!condition || !first || !errorTested(condition) || target.childForFieldName('alternative') || !statements.every(isLoggingStatement)) return false;
      // Logged at debug level, the failure is hidden in production as surely as with an empty branch.
      const hidden = statements.every((statement) => HIDDEN_LOG_LEVEL.test(calleePath(statement.namedChildren[0] ?? statement).at(-1) ?? ''));
      return {
        details: { condition: excerpt(condition.text, 30), logged: excerpt(first.text, 50) },
        ...(hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}),
        ...severityInSensitiveArea(context.path),
      };
    },
    examples: {
      match: ['func run() {\n\tif err := sync(); err != nil {\n\t\tlog.Printf("sync failed: %v", err)\n\t}\n\tpublish()\n}'],
      noMatch: ['func run() error {\n\tif err := sync(); err != nil {\n\t\tlog.Printf("sync failed: %v", err)\n\t\treturn err\n\t}\n\treturn nil\n}', 'func main() {\n\tif err := run(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n}'],
    },
  },
];
