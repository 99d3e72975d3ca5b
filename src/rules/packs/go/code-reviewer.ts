import type { Node } from 'web-tree-sitter';
import { builtArgument, looksLikeSql } from '../../built-string.js';
import { changedLineOf } from '../../changed-line-of.js';
import { secretAssignmentHit } from '../../credential-shapes.js';
import { looksLikeDebugOutput } from '../../debug-output.js';
import { excerpt } from '../../excerpt.js';
import { fileRoleOf } from '../../../diff/file-role.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { argumentsOf, assignedValues, calleePath, isMainPackage, readStringExpression } from './go-syntax.js';

/** General review for Go: debug prints, shell and SQL injection, hard-coded secrets. */

/** A format that is nothing but values (`"%v\n"`, `"%+v %#v"`): dumping state, not telling a user something. */
const VALUES_ONLY_FORMAT = /^"(\s*%[-+# 0-9.]*[vTqsd]\s*)+(\\n)?"$/;
const DUMPERS = new Set(['spew.Dump', 'spew.Printf', 'pretty.Println', 'litter.Dump', 'pp.Println']);

/** 90 for builtin `println` and dumpers, 85 for `fmt.Print*` that reads as debugging, undefined for real output. */
function debugPrintConfidence(call: Node): number | undefined {
  const path = calleePath(call).join('.');
  if (path === 'println' || path === 'print' || DUMPERS.has(path)) return 90;
  if (!/^fmt\.Print(f|ln)?$/.test(path)) return undefined;
  const argumentList = argumentsOf(call);
  const strings = argumentList.filter((argument) => argument.type === 'interpreted_string_literal' || argument.type === 'raw_string_literal').map((argument) => argument.text);
  const debugging = looksLikeDebugOutput(strings, argumentList.length - strings.length) || strings.some((text) => VALUES_ONLY_FORMAT.test(text));
  return debugging ? 85 : undefined;
}

const SHELLS = /^"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)"$/;
const SHELL_FLAGS = /^"(-c|\/c|\/C|-Command)"$/;

const SQL_METHODS = '^(Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Prepare|PrepareContext|Get|Select|GetContext|SelectContext|NamedExec|NamedQuery|Raw|MustExec)$';

const STRING_VALUE = '[(interpreted_string_literal) (raw_string_literal)] @value';

export const goCodeReviewerRules: readonly RuleDefinition[] = [
  {
    id: 'review/debug-print',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 85,
    languages: ['go'],
    files: 'source',
    category: 'debugging',
    message: '`{{target}}` looks like debugging output left in library code.',
    recommendation: 'Remove it, or log through the package’s logger (`slog`, or the one the project uses) at debug level.',
    query: '(call_expression function: [(identifier) (selector_expression)] @callee (#match? @callee "^(println|print|fmt[.]Print|spew[.]|pretty[.]|litter[.]|pp[.])")) @target',
    check: ({ target, context }) => {
      // Programs (`package main`) and tooling print by design.
      if (fileRoleOf(context.path) !== 'source' || isMainPackage(context.root)) return false;
      const confidence = debugPrintConfidence(target);
      return confidence === undefined ? false : { confidence, details: { target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ['package cart\n\nfunc Total(items []Item) int {\n\tfmt.Printf("%+v\\n", items)\n\treturn sum(items)\n}', 'package cart\n\nfunc Total(items []Item) int {\n\tprintln("here", len(items))\n\treturn sum(items)\n}'],
      noMatch: [
        'package main\n\nfunc main() {\n\tfmt.Println(run())\n}',
        'package report\n\nfunc Write(w io.Writer, r Report) {\n\tfmt.Fprintf(w, "%d issues\\n", r.Count)\n}',
        'package cart\n\nfunc Usage() {\n\tfmt.Println("usage: cart add <item>")\n}',
      ],
    },
  },
  {
    id: 'review/shell-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: ['go'],
    category: 'command-injection',
    message: '`{{callee}}` runs {{shell}} on a command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
    recommendation: 'Run the program directly with its arguments as separate strings (`exec.Command("git", "log", ref)`), without a shell.',
    query: '(call_expression function: (selector_expression) @callee (#match? @callee "^exec[.]Command(Context)?$")) @target',
    // The query requires a callee spelled `exec.Command`.
    textGate: /exec\.Command/,
    check: ({ target, captures, context }) => {
      const callee = captures.callee?.text ?? '';
      const argumentList = argumentsOf(target).slice(callee.endsWith('Context') ? 1 : 0);
      const [shell, flag, command] = argumentList;
      if (!shell || !flag || !command || !SHELLS.test(shell.text) || !SHELL_FLAGS.test(flag.text)) return false;
      const built = builtArgument(command, readStringExpression, assignedValues);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee, shell: `\`${shell.text.slice(1, -1)} ${flag.text.slice(1, -1)}\``, how: built.how } };
    },
    examples: {
      match: [
        'func archive(dir string) error {\n\treturn exec.Command("sh", "-c", "tar -czf out.tgz "+dir).Run()\n}',
        'func convert(ctx context.Context, in string) error {\n\tcmd := fmt.Sprintf("convert %s out.png", in)\n\treturn exec.CommandContext(ctx, "bash", "-c", cmd).Run()\n}',
      ],
      noMatch: ['func archive(dir string) error {\n\treturn exec.Command("tar", "-czf", "out.tgz", dir).Run()\n}', 'func clean() error {\n\treturn exec.Command("sh", "-c", "make clean").Run()\n}'],
    },
  },
  {
    id: 'review/sql-injection',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'high',
    confidence: 90,
    languages: ['go'],
    category: 'sql-injection',
    message: 'SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.',
    recommendation: 'Pass values as query arguments: `db.QueryContext(ctx, "SELECT … WHERE id = $1", id)` (`?` for MySQL and SQLite).',
    query: `(call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "${SQL_METHODS}")) @target`,
    check: ({ target, captures, context }) => {
      const method = captures.method;
      if (!method) return false;
      // The query is the first argument, or the second after a context.
      for (const argument of argumentsOf(target).slice(0, 2)) {
        const built = builtArgument(argument, readStringExpression, assignedValues, looksLikeSql);
        if (built) {
          return { line: changedLineOf(context, target, built.node), details: { method: method.text, how: built.how } };
        }
      }
      return false;
    },
    examples: {
      match: [
        'func find(db *sql.DB, email string) (*sql.Rows, error) {\n\treturn db.Query("SELECT * FROM users WHERE email = \'" + email + "\'")\n}',
        'func remove(ctx context.Context, db *sql.DB, id string) error {\n\tq := fmt.Sprintf("DELETE FROM sessions WHERE user_id = %s", id)\n\t_, err := db.ExecContext(ctx, q)\n\treturn err\n}',
      ],
      noMatch: [
        'func find(db *sql.DB, email string) (*sql.Rows, error) {\n\treturn db.Query("SELECT * FROM users WHERE email = $1", email)\n}',
        'func label(m *Metrics, name string) {\n\tm.Get("requests_" + name)\n}',
        'const columns = "id, email"\n\nfunc find(db *sql.DB, id string) *sql.Row {\n\tq := fmt.Sprintf("SELECT %s FROM users WHERE id = $1", columns)\n\treturn db.QueryRow(q, id)\n}',
        'func page(db *sql.DB, limit int) (*sql.Rows, error) {\n\treturn db.Query(fmt.Sprintf("SELECT id FROM users LIMIT %d", limit))\n}',
      ],
    },
  },
  {
    id: 'review/hardcoded-secret',
    agent: 'code-reviewer',
    dimension: 'security',
    severity: 'critical',
    confidence: 65,
    languages: ['go'],
    files: 'source',
    category: 'secrets',
    message: 'Hard-coded credential assigned to `{{name}}`.',
    recommendation: 'Load it from the environment (`os.Getenv`) or a secret manager at run time; if it was ever real, revoke it.',
    query: `(short_var_declaration left: (expression_list . (identifier) @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (assignment_statement left: (expression_list . [(identifier) (selector_expression)] @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (const_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (var_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (keyed_element key: (literal_element [(identifier) (interpreted_string_literal)] @name) value: (literal_element ${STRING_VALUE})) @target`,
    check: ({ captures, context, target }) => {
      const { name, value } = captures;
      if (!name || !value) return false;
      const text = name.type === 'interpreted_string_literal' ? name.text.slice(1, -1) : name.text;
      return secretAssignmentHit(text.slice(text.lastIndexOf('.') + 1), value.text.slice(1, -1), target.startPosition.row + 1, context);
    },
    examples: {
      match: ['const dbPassword = "Tr0ub4dor&3x"', 'var cfg = Config{APIKey: "f3a9c2e81b7d4"}', 'func init() {\n\tclientSecret := "q8Zr2mX9vL4t"\n\tuse(clientSecret)\n}'],
      noMatch: ['var dbPassword = os.Getenv("DB_PASSWORD")', 'const passwordEnv = "DB_PASSWORD"', 'const tokenHeader = "X-Auth-Token"'],
    },
  },
];
