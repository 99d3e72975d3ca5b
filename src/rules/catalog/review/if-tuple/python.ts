import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(if_statement condition: (tuple (_)) @condition) (elif_clause condition: (tuple (_)) @condition)] @target',
  check: ({ target, captures, context }) => {
    // `if (  # comment\n):` is the empty tuple with a comment in it: false, not true.
    if (!captures.condition?.namedChildren.some((child) => child.type !== 'comment')) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['F634'])) return false;
    return { details: { condition: excerpt(captures.condition?.text ?? '', 50) } };
  },
  examples: {
    match: ['if (user.is_admin, user.is_active):\n    grant(user)', 'if mode == "a":\n    pass\nelif (mode == "b", strict):\n    check()'],
    noMatch: ['if user.is_admin and user.is_active:\n    grant(user)', 'if (a, b) == pair:\n    pass', 'if ():\n    pass', 'if (  # nothing yet\n):\n    pass'],
  },
};
