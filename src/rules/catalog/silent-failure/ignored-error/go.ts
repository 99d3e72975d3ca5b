import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleeName, calleePath, enclosingFunction } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/**
 * Calls whose error is commonly and knowingly dropped: cleanup after another failure (`_ = f.Close()`)
 * and writes to a response or stream whose reader may be gone (`_ = json.NewEncoder(w).Encode(v)`).
 */
const KNOWINGLY_DROPPED =
  /^(Close|CloseWithError|Rollback|Remove|RemoveAll|Flush|Sync|Shutdown|Unsetenv|Kill|Release|Unlock|Stop|Wait|Fprint|Fprintf|Fprintln|Write|WriteString|Encode|SetDeadline|SetReadDeadline|SetWriteDeadline|SetKeepAlive|SetKeepAlivePeriod|SetNoDelay|SetLinger)$/;

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
const ERROR_ONLY_NAME = new RegExp(
  [...ERROR_ONLY_CALLS]
    .map((call) => call.split('.').at(-1))
    .concat([...ERROR_ONLY_METHODS])
    .join('|'),
);

/**
 * Standard-library calls by how many results they return and which of them is an `error` (0-based), for
 * the calls whose last result is not one: dropping their other results with `_` is not ignoring an error.
 */
const NO_ERROR_RESULTS =
  /^(utf8\.(DecodeRune|DecodeRuneInString|DecodeLastRune|DecodeLastRuneInString)|strings\.Cut|bytes\.Cut|strings\.CutPrefix|strings\.CutSuffix|sort\.Find|slices\.BinarySearch|maps\.Keys|utf16\.Decode|math\.Modf|math\.Frexp|path\.Split|filepath\.Split|net\.SplitHostPort|runtime\.Caller|reflect\.\w+|context\.WithCancel|context\.WithTimeout|context\.WithDeadline|context\.WithCancelCause|signal\.NotifyContext|httptest\.\w+|gin\.CreateTestContext)$/;

/** Standard-library calls whose last result is an `error`. */
const ERROR_RESULTS =
  /^(os|io|ioutil|fs|bufio|strconv|json|xml|yaml|sql|http|net|url|filepath|exec|template|gzip|zip|tar|base64|hex|csv|time\.Parse|time\.ParseDuration|time\.LoadLocation|fmt\.(Sscan|Sscanf|Fscan|Fscanf|Fprint|Fprintf|Fprintln|Print|Printf|Println))\b/;

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

/** A comment on the line above or at the end of the statement: the author says why the error is dropped. */
function explained(target: Node, lines: readonly string[]): boolean {
  const above = lines[target.startPosition.row - 1]?.trim() ?? '';
  return above.startsWith('//') || above.endsWith('*/') || (lines[target.endPosition.row] ?? '').slice(target.endPosition.column).includes('//');
}

/** `_ = f()`, `_, _ = w.Write(b)`: a statement that drops every result of one call. */
function dropsEverything(statement: Node): boolean {
  if (statement.type !== 'assignment_statement') return false;
  const left = statement.childForFieldName('left')?.namedChildren ?? [];
  const right = statement.childForFieldName('right')?.namedChildren ?? [];
  return left.length > 0 && left.every((name) => name.text === '_') && right.length === 1 && right[0]?.type === 'call_expression';
}

/**
 * Whether the author said why for this drop's group: the run of drops it belongs to (`_ = a.Close()` then
 * `_ = b.Close()` under one comment), or another drop of the same method in the function that has a comment.
 */
function explainedWithSiblings(target: Node, call: Node, lines: readonly string[]): boolean {
  if (!dropsEverything(target)) return false;
  let first = target;
  for (
    let previous = first.previousNamedSibling;
    previous && dropsEverything(previous) && previous.endPosition.row === first.startPosition.row - 1;
    previous = previous.previousNamedSibling
  ) {
    first = previous;
  }
  if (explained(first, lines)) return true;
  const name = calleeName(call);
  const scope = enclosingFunction(target);
  if (!name || !scope) return false;
  return scope
    .descendantsOfType('assignment_statement')
    .some(
      (sibling) =>
        dropsEverything(sibling) && calleeName(sibling.childForFieldName('right')?.namedChildren[0] ?? sibling) === name && explained(sibling, lines),
    );
}

/**
 * Whether a statement cleans up: inside a deferred function, a `t.Cleanup`/`b.Cleanup` callback, or the branch
 * that handles another error (`if err != nil { os.Remove(tmp); return err }`), where that error is the one to report.
 */
function inCleanupPath(statement: Node): boolean {
  for (let node = statement.parent; node && !FUNCTION_DECLARATIONS.includes(node.type); node = node.parent) {
    if (node.type === 'defer_statement') return true;
    if (node.type === 'if_statement' && /\berr\w*\s*!=\s*nil\b/.test(node.childForFieldName('condition')?.text ?? '')) return true;
    if (node.type === 'call_expression' && calleeName(node) === 'Cleanup') return true;
  }
  return false;
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

/** Whether the function around `node` has an `error` among its results, so it could return the error it drops. */
function returnsError(node: Node): boolean {
  const results = enclosingFunction(node)?.childForFieldName('result');
  return results !== null && results !== undefined && /\berror\b/.test(results.text);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
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
    if (explained(target, context.lines) || explainedWithSiblings(target, call, context.lines)) return false;
    const name = calleeName(call) ?? '';
    // Most calls are not reported: the message's excerpts are made only for those that are.
    const hit = (confidence: number) => ({
      details: { target: excerpt(target.text, 50), callee: excerpt(call.childForFieldName('function')?.text ?? name, 40) },
      confidence,
    });
    if (statement) {
      const path = calleePath(call);
      const errorOnly = ERROR_ONLY_CALLS.has(path.join('.')) || (path.length >= 2 && ERROR_ONLY_METHODS.has(name));
      // In a test, a later check on the state usually fails when the call did; cleanup is best effort.
      const lessSure = context.isTestFile || (KNOWINGLY_DROPPED.test(name) && inCleanupPath(target));
      return errorOnly ? hit(lessSure ? 60 : 85) : false;
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
    // `_ = c.writeFatal(err)` of a function this file declares: its author knows what it returns and blanked it.
    if (allBlank && declaredResults(context).has(name)) return hit(60);
    // errcheck leaves a `_` alone unless asked (`-blank`): written where the function has no error to return, it is
    // the author dropping the error knowingly. Where the function could return it instead, the drop is the slip.
    if (!returnsError(target)) return hit(known ? 70 : 60);
    return hit(known ? (allBlank ? 90 : 85) : allBlank ? 65 : 60);
  },
  examples: {
    match: [
      'func save(c Config) {\n\t_ = os.WriteFile(path, encode(c), 0o600)\n}',
      'func load(data []byte, v *Config) {\n\tjson.Unmarshal(data, v)\n}',
      'func finish(tx *sql.Tx) {\n\ttx.Commit()\n}',
      'func save(c Config) {\n\t// Best effort.\n\t_ = os.Remove(tmp)\n\n\t_ = os.WriteFile(path, encode(c), 0o600)\n}',
    ],
    noMatch: [
      'func save(c Config) error {\n\treturn os.WriteFile(path, encode(c), 0o600)\n}',
      'func load(data []byte, v *Config) error {\n\tif err := json.Unmarshal(data, v); err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}',
      'func read(m map[string]int) int {\n\tv, _ := m["a"]\n\treturn v\n}',
      'func finish(f *os.File) {\n\tdefer f.Close()\n}',
      'func TestHandler(t *testing.T) {\n\tw := httptest.NewRecorder()\n\tc, _ := gin.CreateTestContext(w)\n\thandle(c)\n}',
      'func first(s string) rune {\n\tr, _ := utf8.DecodeRuneInString(s)\n\treturn r\n}',
      'func touch() {}\n\nfunc run() {\n\t_ = touch()\n}',
      'func save(c Config) {\n\t// The cache is rebuilt on the next start when this write fails.\n\t_ = os.WriteFile(path, encode(c), 0o600)\n}',
      'func save(c Config) {\n\t// Both caches are rebuilt on the next start when a write fails.\n\t_ = os.WriteFile(path, encode(c), 0o600)\n\t_ = os.WriteFile(backup, encode(c), 0o600)\n}',
      'func save(c Config) {\n\t// The cache is rebuilt on the next start when this write fails.\n\t_ = os.WriteFile(path, encode(c), 0o600)\n\tlog.Print("saved")\n\t_ = os.WriteFile(path, encode(c), 0o600)\n}',
      'func size(path string) (int64, bool) {\n\treturn 0, false\n}\n\nfunc run() {\n\tn, _ := size("a")\n\tuse(n)\n}',
    ],
  },
};
