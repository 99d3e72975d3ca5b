import type { Node } from 'web-tree-sitter';
import { builtArgument, looksLikeSql } from '../../built-string.js';
import { changedLineOf } from '../../changed-line-of.js';
import { secretAssignmentHit } from '../../credential-shapes.js';
import { looksLikeDebugOutput } from '../../debug-output.js';
import { excerpt } from '../../excerpt.js';
import { fileRoleOf } from '../../../diff/file-role.js';
import { perFile } from '../../per-file.js';
import type { FixTarget, LineEdit, RuleContext, RuleDefinition } from '../../rule-definition.js';
import { defaultUse } from './default-use.js';
import { silencedByNoqa } from './python-names.js';
import { assignedValues, builtinCallee, calleePath, dottedName, enclosingFunction, readStringExpression } from './python-syntax.js';

/** General review for Python: debugger calls, `eval`/`exec`, debug prints, injection, secrets, mutable defaults. */

/** The built-ins that run a string as code when called. */
const EVALUATING: ReadonlySet<string> = new Set(['eval', 'exec']);

/** The calls that stop at a debugger prompt, as a regular expression source. */
const DEBUGGER_CALL = 'breakpoint|(pdb|ipdb|pudb)[.]set_trace';
/** An AWS secret access key for the examples, assembled here so the repository never holds one whole. */
const EXAMPLE_AWS_SECRET_KEY = ['wJalrXUtnFEMI', '/K7MDENG/', 'bPxRfiCYzQ8Lm3Nb7V'].join('');
const DEBUGGER_LINE = /^\s*(?:import (?:i?pdb|pudb)\s*;\s*)?(?:breakpoint\(\)|(?:i?pdb|pudb)\.set_trace\(\))\s*(?:#.*)?$/;

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** The nearest line before/after `line` (1-based) that holds code, skipping blanks and comments. */
function codeLineNear(lines: readonly string[], line: number, step: 1 | -1): string | undefined {
  for (let index = line - 1 + step; index >= 0 && index < lines.length; index += step) {
    const text = lines[index] ?? '';
    if (text.trim() !== '' && !text.trim().startsWith('#')) return text;
  }
  return undefined;
}

/**
 * Removes a `breakpoint()` / `pdb.set_trace()` line. A block cannot be empty in Python, so when the
 * call is the only statement of its block (the line above opens it, the line below dedents) it becomes `pass`.
 */
function removeDebuggerLine(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  if (!DEBUGGER_LINE.test(text)) return undefined;
  const indent = indentOf(text);
  const before = codeLineNear(target.lines, target.line, -1);
  const after = codeLineNear(target.lines, target.line, 1);
  const opensBlock = before !== undefined && indentOf(before) < indent && /:\s*(#.*)?$/.test(before);
  const closesBlock = after === undefined || indentOf(after) < indent;
  const replacement = opensBlock && closesBlock ? [`${text.slice(0, indent)}pass`] : [];
  return { startLine: target.line, endLine: target.line, replacement };
}

/** Modules that are programs, not libraries: printing is their job. */
const SCRIPT_PATH = /(^|\/)(cli|__main__|manage|main|run|app)\.py$/;
const SCRIPT_MARKERS = /^\s*if __name__ == ['"]__main__['"]|^\s*(import|from) (argparse|click|typer|fire)\b/;
const OUTPUT_FUNCTION = /^(main|cli|run|show|display|render|report|dump|print|echo|usage|help)(_|$)/;

const isScript = perFile((context) => SCRIPT_PATH.test(context.path) || context.lines.some((line) => SCRIPT_MARKERS.test(line)));
const importsFromSubprocess = perFile((context) => context.lines.some((line) => /^\s*from subprocess import/.test(line)));

/** 85 for a print that reads as debugging (`print(user)`, `print("here")`, `f"{x=}"`), 60 for other output. */
function debugPrintConfidence(call: Node): number {
  const argumentList = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((argument) => argument.type !== 'keyword_argument' && argument.type !== 'comment');
  const strings = argumentList.filter((argument) => argument.type === 'string' || argument.type === 'concatenated_string').map((argument) => argument.text);
  return looksLikeDebugOutput(strings, argumentList.length - strings.length) ? 85 : 60;
}

const SHELL_ALWAYS = new Set(['os.system', 'os.popen', 'subprocess.getoutput', 'subprocess.getstatusoutput', 'asyncio.create_subprocess_shell']);
const SHELL_IF_ASKED = new Set(['run', 'call', 'check_call', 'check_output', 'Popen']);
// `runsShell` needs a name in SHELL_ALWAYS, a `subprocess.` path, or `from subprocess import`.
const SHELL_GATE = new RegExp([...SHELL_ALWAYS, 'subprocess'].map((name) => name.replace(/\./g, '\\.')).join('|'));

function hasShellTrue(call: Node): boolean {
  return (call.childForFieldName('arguments')?.namedChildren ?? []).some(
    (argument) =>
      argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'shell' && argument.childForFieldName('value')?.type === 'true',
  );
}

/** How a call runs its first argument through a shell, by name: `subprocess.run(…, shell=True)`, `os.system(…)`. */
function runsShell(call: Node, context: RuleContext): boolean {
  const path = calleePath(call);
  const name = path.join('.');
  if (SHELL_ALWAYS.has(name)) return true;
  const fromSubprocess = path.length === 2 ? path[0] === 'subprocess' : path.length === 1 && importsFromSubprocess(context);
  return fromSubprocess && SHELL_IF_ASKED.has(path.at(-1) ?? '') && hasShellTrue(call);
}

/** The literal text of a plain (non-f) string node; undefined for anything else. */
function plainStringText(node: Node): string | undefined {
  if (node.type !== 'string' || node.namedChildren.some((child) => child.type === 'interpolation')) return undefined;
  return node.namedChildren.filter((child) => child.type === 'string_content').map((child) => child.text).join('');
}

function assignedName(node: Node): string {
  if (node.type === 'string') return plainStringText(node) ?? '';
  return dottedName(node).at(-1) ?? node.text;
}

const MUTABLE_LITERALS = new Set(['list', 'dictionary', 'set', 'list_comprehension', 'dictionary_comprehension', 'set_comprehension']);
/** Parameters whose mutable default is state kept across calls on purpose: `cache={}`, `_seen=set()`, `count=[0]`. */
const DELIBERATE_STATE = /^_|cache|memo|seen|registry|state|count|counter|history/i;
const MUTABLE_FACTORIES = new Set(['list', 'dict', 'set', 'bytearray', 'defaultdict', 'OrderedDict', 'Counter', 'deque']);

export const pythonCodeReviewerRules: readonly RuleDefinition[] = [
  {
    id: 'review/debugger',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 95,
    languages: ['python'],
    category: 'debugging',
    message: '`{{target}}` left in the code: the program stops at an interactive debugger prompt here.',
    recommendation: 'Remove the debugger call.',
    query: `(call function: [(identifier) (attribute)] @callee
      (#match? @callee "^(${DEBUGGER_CALL})$")) @target`,
    // The query requires the callee's text to be one of these calls.
    textGate: new RegExp(DEBUGGER_CALL),
    check: ({ target }) => ({ details: { target: excerpt(target.text, 40) } }),
    fix: removeDebuggerLine,
    examples: {
      match: ['def pay(order):\n    breakpoint()\n    return submit(order)', 'import pdb; pdb.set_trace()', 'if retries > 3:\n    import ipdb\n    ipdb.set_trace()'],
      noMatch: ['def set_trace(path):\n    return path', 'tracer.set_trace(span)'],
    },
  },
  {
    id: 'review/eval',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 85,
    languages: ['python'],
    category: 'code-injection',
    message: '`{{callee}}()` runs a string as Python code; any attacker-influenced part of it runs with full privileges.',
    recommendation:
      'Replace it with explicit logic: `ast.literal_eval` or `json.loads` for data, a dict of functions for dispatch, `importlib` for plugins.',
    // The callee is `eval` or `exec` however it is spelled (see builtinCallee); the predicate only keeps
    // the tree walk off most calls (a non-ASCII callee may be an NFKC spelling).
    query: '((call function: (_) @callee) @target (#match? @callee "eval|exec|getattr|[^ -~]"))',
    textGate: /eval|exec|getattr|[^ -~]/,
    check: ({ captures, context }) => {
      const callee = captures.callee && builtinCallee(captures.callee, EVALUATING);
      if (!callee) return false;
      // `exec(open("pkg/version.py").read())` in setup.py is a packaging idiom, not input handling.
      return { details: { callee }, ...(fileRoleOf(context.path) === 'tooling' ? { confidence: 60 } : {}) };
    },
    examples: {
      match: [
        'result = eval(expression)',
        'exec(code, namespace)',
        'result = __builtins__.eval(expression)',
        'import builtins\nresult = builtins.eval(expression)',
        'result = getattr(builtins, "eval")(expression)',
        "result = getattr(__builtins__, '\\x65val')(expression)",
        'result = ｅｖａｌ(expression)',
        'result = foo(eval\n    (expression))',
      ],
      noMatch: [
        'value = ast.literal_eval(text)',
        'cursor.exec(query)',
        'def evaluate(x):\n    return x',
        'result = model.eval(batch)',
        'result = getattr(model, "eval")(batch)',
        'help = "call eval(expression) to run it"',
      ],
    },
  },
  {
    id: 'review/debug-print',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 85,
    languages: ['python'],
    files: 'source',
    category: 'debugging',
    message: '`{{target}}` prints to standard output from library code.',
    recommendation: 'Remove debugging output, or use `logging` so the message has a level and can be turned off.',
    query: '(call function: (identifier) @callee (#any-of? @callee "print" "pprint")) @target',
    check: ({ target, context }) => {
      if (fileRoleOf(context.path) !== 'source' || isScript(context)) return false;
      // `print(…, file=sys.stderr)` is deliberate diagnostic output.
      const toFile = (target.childForFieldName('arguments')?.namedChildren ?? []).some(
        (argument) => argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'file',
      );
      const fn = enclosingFunction(target);
      if (toFile || OUTPUT_FUNCTION.test(fn?.childForFieldName('name')?.text ?? '')) return false;
      return { confidence: debugPrintConfidence(target), details: { target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ['def total(items):\n    print(items)\n    return sum(items)', 'def pay(order):\n    print(f"{order.id=}")\n    return submit(order)'],
      noMatch: [
        'import argparse\n\ndef run():\n    print("done")',
        'def show(report):\n    print(report)',
        'def warn(message):\n    print(message, file=sys.stderr)',
        'if __name__ == "__main__":\n    print(main())',
      ],
    },
  },
  {
    id: 'review/shell-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: ['python'],
    category: 'command-injection',
    message: '`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
    recommendation:
      'Pass the program and its arguments as a list without `shell=True` (`subprocess.run(["git", "log", ref], check=True)`); if a shell is unavoidable, quote each value with `shlex.quote`.',
    query: `(call function: [(attribute) (identifier)] @callee arguments: (argument_list . (_) @command)
      (#match? @callee "^(os[.](system|popen)|subprocess[.][a-z_A-Z]+|asyncio[.]create_subprocess_shell|run|call|check_call|check_output|Popen)$")) @target`,
    textGate: SHELL_GATE,
    check: ({ target, captures, context }) => {
      const command = captures.command;
      if (!command || !runsShell(target, context)) return false;
      const built = builtArgument(command, readStringExpression, assignedValues);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee: calleePath(target).join('.'), how: built.how } };
    },
    examples: {
      match: [
        'subprocess.run(f"tar -xzf {archive} -C {target}", shell=True, check=True)',
        'os.system("rm -rf " + folder)',
        'command = "convert %s out.png" % upload\nsubprocess.check_output(command, shell=True)',
      ],
      noMatch: [
        'subprocess.run(["tar", "-xzf", archive, "-C", target], check=True)',
        'subprocess.run("make clean", shell=True, check=True)',
        'subprocess.run(f"tar -xzf {archive}".split(), check=True)',
        'subprocess.run(f"tar -czf {shlex.quote(target)} {shlex.quote(folder)}", shell=True, check=True)',
      ],
    },
  },
  {
    id: 'review/sql-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: ['python'],
    category: 'sql-injection',
    message: 'SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.',
    recommendation:
      'Pass values as query parameters: `cursor.execute("SELECT … WHERE id = %s", (user_id,))` (or `?`/`:name`, as your driver expects), or use the ORM’s query builder.',
    query: `(call
      function: [(attribute attribute: (identifier) @method) (identifier) @method]
      arguments: (argument_list . (_) @sql)
      (#any-of? @method "execute" "executemany" "executescript" "raw" "read_sql" "read_sql_query" "exec_driver_sql" "text")) @target`,
    check: ({ target, captures, context }) => {
      const { method, sql } = captures;
      if (!method || !sql) return false;
      const built = builtArgument(sql, readStringExpression, assignedValues, looksLikeSql);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { how: built.how } };
    },
    examples: {
      match: [
        'cursor.execute(f"SELECT * FROM users WHERE email = \'{email}\'")',
        'query = "DELETE FROM sessions WHERE user_id = %s" % user_id\ndb.execute(query)',
        'sql = "SELECT id FROM orders WHERE 1 = 1"\nsql += f" AND status = \'{status}\'"\nrows = conn.execute(sql).fetchall()',
        'User.objects.raw("SELECT * FROM auth_user WHERE username = \'" + name + "\'")',
        'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER % user_id)',
      ],
      noMatch: [
        'cursor.execute("SELECT * FROM users WHERE email = %s", (email,))',
        'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER, (user_id,))',
        'cursor.execute(f"SET search_path TO {schema}")',
        'log.execute(f"ran {count} jobs")',
        'cursor.execute(f"SELECT {USER_COLUMNS} FROM {USERS_TABLE} WHERE id = %s", (user_id,))',
        'cursor.execute("DELETE FROM sessions WHERE id IN (%s)" % ", ".join(["%s"] * len(ids)), ids)',
      ],
    },
  },
  {
    id: 'review/hardcoded-secret',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 65,
    languages: ['python'],
    files: 'source',
    category: 'secrets',
    message: 'Hard-coded credential assigned to `{{name}}`.',
    recommendation: 'Load it from the environment (`os.environ[...]`) or a secret manager at run time; if it was ever real, revoke it.',
    query: `(assignment left: [(identifier) (attribute)] @name right: (string) @value) @target
      (pair key: (string) @name value: (string) @value) @target
      (keyword_argument name: (identifier) @name value: (string) @value) @target
      (default_parameter name: (identifier) @name value: (string) @value) @target
      (typed_default_parameter name: (identifier) @name value: (string) @value) @target`,
    check: ({ captures, context, target }) => {
      const { name, value } = captures;
      if (!name || !value) return false;
      return secretAssignmentHit(assignedName(name), plainStringText(value), target.startPosition.row + 1, context);
    },
    examples: {
      match: [
        'DB_PASSWORD = "Tr0ub4dor&3x"',
        'client = Client(api_key="f3a9c2e81b7d4")',
        'settings = {"client_secret": "q8Zr2mX9vL4t"}',
        `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY}"`,
      ],
      noMatch: [
        'DB_PASSWORD = os.environ["DB_PASSWORD"]',
        'password = "changeme"',
        'TOKEN_HEADER = "X-Auth-Token"',
        'api_key = f"{prefix}-{suffix}"',
        `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY.slice(0, 30)}EXAMPLEKEY"`,
        'AWS_SECRET_NAME = "prod/payments/aws-credentials"',
      ],
    },
  },
  {
    id: 'review/mutable-default-argument',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'correctness',
    message: 'Default `{{value}}` for `{{name}}` is created once, when the function is defined, and shared by every call: a change to it leaks into later calls.',
    recommendation: 'Default to `None` and create the value inside: `def f(items=None):` then `items = [] if items is None else items`.',
    query: `[(default_parameter name: (identifier) @name value: (_) @value)
      (typed_default_parameter name: (identifier) @name value: (_) @value)] @target`,
    check: ({ captures, target, context }) => {
      const { value, name } = captures;
      if (!value || !name) return false;
      const factory = value.type === 'call' ? calleePath(value).at(-1) : undefined;
      if (!MUTABLE_LITERALS.has(value.type) && !(factory !== undefined && MUTABLE_FACTORIES.has(factory))) return false;
      if (silencedByNoqa(context.lines, target.startPosition.row + 1, ['B006'])) return false;
      // Shared only matters when something changes it: here in the body, or a caller given it back.
      const fn = enclosingFunction(target);
      // `lambda x, seen=[]: …` keeps state on purpose: nothing else can hold it in an expression.
      if (fn?.type === 'lambda') return false;
      const use = fn ? defaultUse(fn, name.text) : undefined;
      const details = { value: excerpt(value.text, 30) };
      // A default the body changes on purpose is a memo or a counter kept across calls, and named so.
      if (use === 'mutated' && !DELIBERATE_STATE.test(name.text)) return { details };
      // Handed out without being changed here: a bug only if a caller changes it.
      if (use === 'kept') return { details, confidence: 70 };
      return { details, severity: 'info' };
    },
    examples: {
      match: ['def add(item, items=[]):\n    items.append(item)\n    return items', 'def merge(extra: dict = {}) -> dict:\n    return {**BASE, **extra}', 'def group(rows, into=defaultdict(list)):\n    return into'],
      noMatch: [
        'def add(item, items=None):\n    items = [] if items is None else items',
        'def scale(factor=1.0, axes=()):\n    return factor',
        'def label(name: str = "x"):\n    return name',
        'def add(item, items=[]):  # noqa: B006\n    items.append(item)\n    return items',
      ],
    },
  },
];
