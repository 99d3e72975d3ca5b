import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, assignedValues, readStringExpression } from '../../../syntax/go/go-syntax.js';
import { builtSql } from './built-sql.js';

const SQL_METHODS =
  '^(Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Prepare|PrepareContext|Get|Select|GetContext|SelectContext|NamedExec|NamedQuery|Raw|MustExec)$';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    recommendation: 'Pass values as query arguments: `db.QueryContext(ctx, "SELECT … WHERE id = $1", id)` (`?` for MySQL and SQLite).',
  }),
  query: `(call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "${SQL_METHODS}")) @target`,
  check: ({ target, captures, context }) => {
    const method = captures.method;
    if (!method) return false;
    // The query is the first argument, or the second after a context.
    for (const argument of argumentsOf(target).slice(0, 2)) {
      const hit = builtSql(target, argument, context, { read: readStringExpression, assignedValues });
      if (hit) return { ...hit, details: { ...hit.details, method: method.text } };
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
};
