import type { Node } from 'web-tree-sitter';
import { fileRoleOf } from '../../../diff/file-role.js';
import { JS_FAMILY } from '../../../diff/language.js';
import { CREDENTIAL_NAME_GATE, secretAssignmentHit } from '../../credential-shapes.js';
import { perFile } from '../../per-file.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { builtArgument, looksLikeSql } from '../../built-string.js';
import { changedLineOf } from '../../changed-line-of.js';
import { looksLikeDebugOutput } from '../../debug-output.js';
import { excerpt } from '../../excerpt.js';
import { assignedValues, dottedName, globalCallee, readStringExpression } from './javascript-syntax.js';

/** General review: leftovers from debugging, code evaluation, leaked credentials, loose equality. */

/** The built-ins that run a string as code when called. */
const EVALUATING: ReadonlySet<string> = new Set(['eval', 'Function']);

/** Literal text of a string or substitution-free template; undefined for anything computed. */
function literalText(node: Node): string | undefined {
  if (node.type === 'template_string' && node.namedChildren.some((child) => child.type === 'template_substitution')) {
    return undefined;
  }
  return node.text.slice(1, -1);
}

function credentialName(node: Node): string {
  const text = node.type === 'string' ? node.text.slice(1, -1) : node.text;
  return text.slice(text.lastIndexOf('.') + 1);
}

// A pattern with children under an assignment or a class field is slow to compile: those are matched
// whole, and `assignedString` reads their sides.
const SECRET_ASSIGNMENT = `
  (variable_declarator name: (identifier) @name value: [(string) (template_string)] @value) @target
  (pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @value) @target
  (assignment_expression) @target`;

/** The fields of the nodes the secret query matches whole, and what the name may be. */
const WHOLE_MATCH_SIDES: Readonly<Record<string, { name: string; value: string; nameTypes: readonly string[] }>> = {
  assignment_expression: { name: 'left', value: 'right', nameTypes: ['identifier', 'member_expression'] },
  public_field_definition: { name: 'name', value: 'value', nameTypes: ['property_identifier'] },
  field_definition: { name: 'property', value: 'value', nameTypes: ['property_identifier'] },
};

/** The name and the string literal or template of an assignment: captured, or read from a node matched whole. */
function assignedString(target: Node, captures: Readonly<Record<string, Node>>): { name?: Node; value?: Node } {
  const sides = WHOLE_MATCH_SIDES[target.type];
  if (!sides) return captures;
  const value = target.childForFieldName(sides.value);
  if (value?.type !== 'string' && value?.type !== 'template_string') return {};
  const name = target.childForFieldName(sides.name);
  return name && sides.nameTypes.includes(name.type) ? { name, value } : {};
}

const SHELL_MODULES = new Set(['child_process', 'childProcess', 'cp']);
/** Functions that run a program directly, unless given `shell: true`. */
const SPAWN_FUNCTIONS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);
const CHILD_PROCESS_IMPORT = /\brequire\(\s*['"](node:)?child_process['"]\s*\)|\bfrom\s+['"](node:)?child_process['"]/;

/** A bare `exec(…)` is `child_process.exec` only where the file imports it (else it may be any function). */
const importsChildProcess = perFile((context) => context.lines.some((line) => CHILD_PROCESS_IMPORT.test(line)));

function hasShellOption(call: Node): boolean {
  const options = call.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type === 'object') ?? [];
  return options.some((object) =>
    object.namedChildren.some((pair) => pair.type === 'pair' && pair.childForFieldName('key')?.text === 'shell' && pair.childForFieldName('value')?.type === 'true'),
  );
}

/** Scripts and command-line entry points print by design. */
const PRINTS_BY_DESIGN = /(^|\/)cli(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?)\//;

export const javascriptCodeReviewerRules: readonly RuleDefinition[] = [
  {
    id: 'review/debugger',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 95,
    languages: JS_FAMILY,
    category: 'debugging',
    message: '`debugger` statement left in the code: execution pauses wherever developer tools are attached.',
    recommendation: 'Remove the `debugger` statement.',
    query: '(debugger_statement) @target',
    textGate: /debugger/,
    fix: ({ lines, line }) =>
      /^\s*debugger;?\s*$/.test(lines[line - 1] ?? '') ? { startLine: line, endLine: line, replacement: [] } : undefined,
    examples: {
      match: ['function pay(order) {\n  debugger;\n  return submit(order);\n}', 'if (retries > 3) debugger;'],
      noMatch: ['const debuggerEnabled = false;', "logger.debug('paying');"],
    },
  },
  {
    id: 'review/console-log',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: JS_FAMILY,
    files: 'source',
    category: 'debugging',
    message: '`console.{{method}}` call `{{target}}` added to application code.',
    recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
    query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
    textGate: /console/,
    check: ({ target, captures, context }) => {
      if (fileRoleOf(context.path) !== 'source' || PRINTS_BY_DESIGN.test(context.path)) return false;
      const argumentList = target.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type !== 'comment') ?? [];
      const strings = argumentList.filter((argument) => argument.type === 'string' || argument.type === 'template_string').map((argument) => argument.text);
      // A sentence may be deliberate output; a bare value, a label or `console.dir` is debugging.
      const debugging = captures.method?.text !== 'log' || looksLikeDebugOutput(strings, argumentList.length - strings.length);
      return debugging ? { confidence: 85 } : true;
    },
    examples: {
      match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}", 'console.log(`listening on ${port}`);'],
      noMatch: ["console.error('failed to load config', error);", 'logger.log(event);'],
    },
  },
  {
    id: 'review/eval',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'code-injection',
    message: '`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.',
    recommendation:
      'Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.',
    // The callee is `eval` or `Function` however it is spelled (see globalCallee): escapes, a global
    // object's member, a comma sequence. The predicates only keep the tree walk off most calls.
    query: `((call_expression function: (_) @callee) @target (#match? @callee "eval|Function|\\\\\\\\"))
      ((new_expression constructor: (_) @callee) @target (#match? @callee "Function|\\\\\\\\"))
      ((call_expression
        function: (identifier) @timer
        arguments: (arguments . [(string) (template_string)])) @target
        (#any-of? @timer "setTimeout" "setInterval"))`,
    // The callee holds one of these names, or spells one with a backslash escape.
    textGate: /eval|Function|setTimeout|setInterval|\\/,
    check: ({ target, captures }) => {
      if (captures.timer) return { details: { callee: captures.timer.text } };
      const callee = captures.callee && globalCallee(captures.callee, EVALUATING);
      if (!callee) return false;
      return { details: { callee: target.type === 'new_expression' ? `new ${callee}` : callee } };
    },
    examples: {
      match: [
        'const result = eval(expression);',
        "const add = new Function('a', 'b', 'return a + b');",
        "setTimeout('refresh()', 1000);",
        'const result = \\u0065val(input);',
        'const result = \\u{65}val(input);',
        'globalThis.eval(input);',
        "window['eval'](input);",
        'window["\\x65val"](input);',
        'const result = eval\n  (input);',
        "const make = new\n  Function('a', body);",
        '(0, eval)(input);',
      ],
      noMatch: [
        'setTimeout(refresh, 1000);',
        'const result = page.eval(script);',
        'const evaluate = (x) => x;',
        'const value = evaluate(input);',
        "const help = 'call eval(input) to run it';",
        "const result = parser['eval'](input);",
        'const result = obj.\\u0065val(input);',
      ],
    },
  },
  {
    id: 'review/hardcoded-secret',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 65,
    languages: JS_FAMILY,
    files: 'source',
    category: 'secrets',
    message: 'Hard-coded credential assigned to `{{name}}`.',
    recommendation: 'Load it from the environment or a secret manager at run time; if it was ever real, revoke it.',
    query: {
      typescript: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
      tsx: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
      javascript: `${SECRET_ASSIGNMENT} (field_definition) @target`,
    },
    // The assigned name is a credential name.
    textGate: CREDENTIAL_NAME_GATE,
    check: ({ captures, context, target }) => {
      const { name, value } = assignedString(target, captures);
      if (!name || !value) return false;
      return secretAssignmentHit(credentialName(name), literalText(value), target.startPosition.row + 1, context);
    },
    examples: {
      match: [
        "const dbPassword = 'Tr0ub4dor&3x';",
        "const config = {\n  apiKey: 'f3a9c2e81b7d4',\n};",
        "this.clientSecret = 'q8Zr2mX9vL4t';",
      ],
      noMatch: [
        "const password = 'changeme';",
        'const apiKey = process.env.API_KEY;',
        "const PASSWORD_ENV = 'DB_PASSWORD';",
        "const labels = { password: 'auth.password.label' };",
        "const token = '';",
        "const passwordPrompt = 'Enter your password';",
        "const secret = '***';",
      ],
    },
  },
  {
    id: 'review/loose-equality',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: JS_FAMILY,
    category: 'equality',
    message: 'Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.',
    recommendation: 'Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.',
    query: '(binary_expression operator: ["==" "!="] @operator) @target',
    check: ({ target, captures }) => {
      const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
      const exempt = sides.some(
        (side) =>
          !side ||
          // `== null` matches null and undefined on purpose; booleans belong to simplify/boolean-literal-comparison.
          ['null', 'undefined', 'true', 'false'].includes(side.type) ||
          side.text === 'undefined' ||
          // `typeof x == 'string'` compares two strings: no conversion happens.
          (side.type === 'unary_expression' && side.childForFieldName('operator')?.text === 'typeof'),
      );
      if (exempt) return false;
      return { details: { strict: captures.operator?.text === '!=' ? '!==' : '===', target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ['if (count == 0) reset();', 'if (status != "ready") wait();'],
      noMatch: ['if (value == null) return;', "if (typeof value == 'string') trim(value);", 'if (count === 0) reset();'],
    },
  },
  {
    id: 'review/loose-null-equality',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'info',
    // Most `== null` checks mean "null or undefined" on purpose; this is a hint, not a verdict.
    confidence: 60,
    languages: JS_FAMILY,
    category: 'equality',
    message: '`{{target}}` matches both `null` and `undefined`.',
    recommendation:
      'Keep it if both are meant (and the team accepts `== null` for that); otherwise compare strictly with `=== null` or `=== undefined`.',
    query: '(binary_expression operator: ["==" "!="]) @target',
    check: ({ target }) => {
      const sides = [target.childForFieldName('left'), target.childForFieldName('right')];
      const nullish = sides.some((side) => side?.type === 'null' || side?.type === 'undefined' || side?.text === 'undefined');
      return nullish ? { details: { target: excerpt(target.text, 50) } } : false;
    },
    examples: {
      match: ['if (value == null) return;', 'if (user.email != undefined) send(user);'],
      noMatch: ['if (value === null) return;', 'if (count == 0) reset();'],
    },
  },
  {
    id: 'review/shell-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'command-injection',
    message: '`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
    recommendation:
      'Run the program without a shell and pass values as separate arguments: `execFile(\'git\', [\'log\', ref])` or `spawn(cmd, args)` without `shell: true`.',
    query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      arguments: (arguments . (_) @command)
      (#match? @callee "(^|\\\\.)(exec|execSync|execAsync|execPromise|spawn|spawnSync|execFile|execFileSync)$")) @target`,
    // Every callee the predicate admits ends in one of these.
    textGate: /exec|spawn/,
    check: ({ target, captures, context }) => {
      const { callee, command } = captures;
      if (!callee || !command) return false;
      const path = dottedName(callee);
      const name = path.at(-1) ?? '';
      const runsShell = SPAWN_FUNCTIONS.has(name)
        ? hasShellOption(target)
        : path.length === 1
          ? importsChildProcess(context)
          : path.length === 2 && SHELL_MODULES.has(path[0] ?? '') && (name === 'exec' || name === 'execSync');
      const built = runsShell ? builtArgument(command, readStringExpression, assignedValues) : undefined;
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee: path.join('.'), how: built.how } };
    },
    examples: {
      match: [
        "import { exec } from 'node:child_process';\nexec(`git log ${range}`, done);",
        "const cp = require('child_process');\ncp.execSync('rm -rf ' + folder);",
        "import { spawn } from 'node:child_process';\nconst command = `convert ${input} out.png`;\nspawn(command, { shell: true });",
      ],
      noMatch: [
        "import { execFile } from 'node:child_process';\nexecFile('git', ['log', range], done);",
        "import { exec } from 'node:child_process';\nexec('git status', done);",
        'const match = pattern.exec(`${prefix}-1`);',
        "spawn(`node ${script}`);",
      ],
    },
  },
  {
    id: 'review/sql-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'sql-injection',
    message: 'SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.',
    recommendation:
      'Pass values as query parameters (`$1`/`?` placeholders with a values array) or use a tagged `sql` template that parameterises them.',
    // `await db.query<Row>(…)` parses with the `await` inside the callee (a grammar quirk of type arguments).
    query: `(call_expression
      function: [(member_expression property: (property_identifier) @method)
        (await_expression (member_expression property: (property_identifier) @method))]
      arguments: (arguments . (_) @sql)
      (#match? @method "^(query|execute|exec|raw|run|all|get|prepare|unsafe|[$]?(query|execute)Raw(Unsafe)?|(where|orderBy|having|join|select|from)Raw|where|andWhere|orWhere|having)$")) @target`,
    check: ({ target, captures, context }) => {
      const { method, sql } = captures;
      if (!method || !sql) return false;
      // Query builders' `where('…')` and `whereRaw('…')` take SQL fragments: anything built into one is suspect.
      // Elsewhere the string must read as a statement.
      const takesFragment = /Raw|^(where|andWhere|orWhere|having)$/.test(method.text);
      const built = builtArgument(sql, readStringExpression, assignedValues, (fragments) => takesFragment || looksLikeSql(fragments));
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { how: built.how } };
    },
    examples: {
      match: [
        'const rows = await pool.query(`SELECT * FROM users WHERE email = \'${email}\'`);',
        'db.run("DELETE FROM sessions WHERE user_id = " + userId);',
        "const sql = 'UPDATE orders SET status = ' + status + ' WHERE id = ' + id;\nawait connection.execute(sql);",
        'knex("users").whereRaw(`name = \'${name}\'`);',
        "repository.createQueryBuilder('user').where(`user.email = '${email}'`).getOne();",
        'const rows = await pool.query<User>(`SELECT * FROM users WHERE id = ${id}`);',
      ],
      noMatch: [
        "const rows = await pool.query('SELECT * FROM users WHERE email = $1', [email]);",
        'const rows = await sql`SELECT * FROM users WHERE email = ${email}`;',
        'const value = cache.get(`user:${id}`);',
        'logger.query(`select took ${ms} ms`);',
        "repository.createQueryBuilder('user').where('user.email = :email', { email }).getOne();",
        'const sql = `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`;\nawait pool.query(sql, [id]);',
        "const placeholders = ids.map(() => '?').join(', ');\ndb.run(`DELETE FROM sessions WHERE id IN (${placeholders})`, ids);",
      ],
    },
  },
];
