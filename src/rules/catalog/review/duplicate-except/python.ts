import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/**
 * The exception classes an `except` clause names, as written. A name must look like a class (capitalised, dotted or
 * named an error): Python 2's `except ValueError, error:` parses as a tuple, and its variable may repeat between handlers.
 */
function caught(clause: Node): string[] {
  const value = clause.childForFieldName('value');
  const types = value?.type === 'as_pattern' ? value.namedChildren[0] : value;
  const names = types?.type === 'tuple' || types?.type === 'parenthesized_expression' ? types.namedChildren : [types];
  return names
    .map((name) => (name ? dottedName(name).join('.') : ''))
    .filter((name) => name.includes('.') || /^[A-Z]/.test(name) || /error|exception/i.test(name));
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(try_statement (except_clause) @target)',
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ['B025', 'PLW0705'])) return false;
    const names = caught(target);
    for (let earlier = target.previousNamedSibling; earlier?.type === 'except_clause'; earlier = earlier.previousNamedSibling) {
      const repeated = caught(earlier).find((name) => names.includes(name));
      if (repeated) return { details: { exception: repeated, first: String(earlier.startPosition.row + 1) } };
    }
    return false;
  },
  examples: {
    match: [
      'try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept (TypeError, ValueError):\n    raise',
      'try:\n    conn.send(data)\nexcept socket.timeout as error:\n    retry()\nexcept socket.timeout:\n    log()',
    ],
    noMatch: [
      'try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept TypeError:\n    raise',
      'try:\n    run()\nexcept (ValueError, KeyError):\n    pass',
      'try:\n    run()\nexcept errors.Timeout:\n    pass\nexcept Timeout:\n    pass',
    ],
  },
};
