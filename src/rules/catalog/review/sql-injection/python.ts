import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, readStringExpression } from '../../../syntax/python/python-syntax.js';
import { builtSql } from './built-sql.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    recommendation:
      'Pass values as query parameters: `cursor.execute("SELECT … WHERE id = %s", (user_id,))` (or `?`/`:name`, as your driver expects), or use the ORM’s query builder.',
  }),
  query: `(call
      function: [(attribute attribute: (identifier) @method) (identifier) @method]
      arguments: (argument_list . (_) @sql)
      (#any-of? @method "execute" "executemany" "executescript" "raw" "read_sql" "read_sql_query" "exec_driver_sql" "text")) @target`,
  check: ({ target, captures, context }) => {
    const { method, sql } = captures;
    if (!method || !sql) return false;
    return builtSql(target, sql, context, { read: readStringExpression, assignedValues }) ?? false;
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
};
