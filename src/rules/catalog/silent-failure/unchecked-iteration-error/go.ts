import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { IN_TESTS } from '../../../syntax/go/flow-bug-patterns-helpers.js';
import { ASSIGNMENTS, argumentsOf, assignedValues, calleePath, enclosingFunction, singleAssignment } from '../../../syntax/go/go-syntax.js';

/** Query methods of database/sql, sqlx and pgx: their first result is rows with `Next` and `Err`. */
const QUERY = /^(Query|QueryContext|Queryx|QueryxContext)$/;

/** Readers of text already in memory. */
const IN_MEMORY = /^(strings\.NewReader|bytes\.NewReader|bytes\.NewBuffer|bytes\.NewBufferString)$/;

/** The values the name was given in its function, including `rows, err := db.Query(…)`. */
function sourcesOf(name: Node): Node[] {
  const fn = enclosingFunction(name);
  if (!fn) return [];
  const single = assignedValues(name);
  if (single.length > 0) return single;
  return fn.descendantsOfType(ASSIGNMENTS).flatMap((assignment) => {
    if (singleAssignment(assignment) || assignment.startIndex > name.startIndex) return [];
    const left = assignment.childForFieldName('left')?.namedChildren ?? [];
    const right = assignment.childForFieldName('right')?.namedChildren ?? [];
    return left[0]?.text === name.text && right.length === 1 && right[0] ? [right[0]] : [];
  });
}

function madeHere(name: Node, method: string): boolean {
  const values = sourcesOf(name);
  if (values.length === 0) return false;
  return values.every((value) => {
    if (value.type !== 'call_expression') return false;
    const path = calleePath(value);
    if (method !== 'Scan') return QUERY.test(path.at(-1) ?? '');
    const source = argumentsOf(value)[0];
    // Text already in memory fails only on a line over 64 KiB, which its callers know it does not have.
    return path.join('.') === 'bufio.NewScanner' && !(source?.type === 'call_expression' && IN_MEMORY.test(calleePath(source).join('.')));
  });
}

/** Whether the name is only ever used as `name.Method(…)` in the function: it never leaves it. */
function staysLocal(fn: Node, name: string): boolean {
  return fn.descendantsOfType('identifier').every((identifier) => {
    if (identifier.text !== name) return true;
    const parent = identifier.parent;
    if (parent?.type === 'selector_expression') return parent.childForFieldName('operand')?.equals(identifier) ?? false;
    // Its own declaration: `s := bufio.NewScanner(r)`, `rows, err := db.Query(…)`.
    return (
      parent?.type === 'expression_list' &&
      (parent.parent?.type === 'short_var_declaration' || parent.parent?.type === 'assignment_statement') &&
      parent.parent.childForFieldName('left')?.equals(parent) === true
    );
  });
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(for_statement
  (call_expression
    function: (selector_expression operand: (identifier) @name field: (field_identifier) @method)
    arguments: (argument_list) @arguments)
  (#any-of? @method "Scan" "Next")) @target`,
  textGate: /bufio\.NewScanner|\.Query/,
  check: ({ captures, context }) => {
    const name = captures.name;
    const method = captures.method?.text ?? '';
    const fn = name ? enclosingFunction(name) : undefined;
    if (captures.arguments?.namedChildCount !== 0) return false;
    if (!name || !fn || !madeHere(name, method) || !staysLocal(fn, name.text)) return false;
    const checksError = fn
      .descendantsOfType('selector_expression')
      .some((selector) => selector.childForFieldName('operand')?.text === name.text && selector.childForFieldName('field')?.text === 'Err');
    if (checksError) return false;
    const details = { loop: `${name.text}.${method}()`, name: name.text };
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  examples: {
    match: [
      'func count(r io.Reader) (int, error) {\n\ts := bufio.NewScanner(r)\n\tn := 0\n\tfor s.Scan() {\n\t\tn++\n\t}\n\treturn n, nil\n}',
      'func names(db *sql.DB) ([]string, error) {\n\trows, err := db.Query("SELECT name FROM users")\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer rows.Close()\n\tvar out []string\n\tfor rows.Next() {\n\t\tvar n string\n\t\tif err := rows.Scan(&n); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\tout = append(out, n)\n\t}\n\treturn out, nil\n}',
    ],
    noMatch: [
      'func count(r io.Reader) (int, error) {\n\ts := bufio.NewScanner(r)\n\tn := 0\n\tfor s.Scan() {\n\t\tn++\n\t}\n\treturn n, s.Err()\n}',
      'func lines(r io.Reader) *bufio.Scanner {\n\ts := bufio.NewScanner(r)\n\tfor s.Scan() {\n\t\tif s.Text() == "" {\n\t\t\tbreak\n\t\t}\n\t}\n\treturn s\n}',
      'func sections(info string) []string {\n\tvar out []string\n\ts := bufio.NewScanner(strings.NewReader(info))\n\tfor s.Scan() {\n\t\tout = append(out, s.Text())\n\t}\n\treturn out\n}',
      'func walk(it *Iterator) {\n\tfor it.Next() {\n\t\tuse(it.Value())\n\t}\n}',
    ],
  },
};
