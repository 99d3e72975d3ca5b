import { looksLikeSql } from '../../../built-string.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { assignedValues, readStringExpression } from '../../../syntax/javascript/javascript-syntax.js';
import { builtSql } from './built-sql.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
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
    return builtSql(target, sql, context, { read: readStringExpression, assignedValues }, (fragments) => takesFragment || looksLikeSql(fragments)) ?? false;
  },
  examples: {
    match: [
      "const rows = await pool.query(`SELECT * FROM users WHERE email = '${email}'`);",
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
};
