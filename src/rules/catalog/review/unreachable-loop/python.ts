import type { LanguageImplementation } from '../../../rule-folder.js';
import { statementsOf } from '../../../syntax/python/python-syntax.js';
import { type LoopSyntax, onePassExit } from './one-pass.js';

const SYNTAX: LoopSyntax = {
  statements: (loop) => {
    const body = loop.childForFieldName('body');
    return body ? statementsOf(body) : undefined;
  },
  exits: new Set(['return_statement', 'raise_statement']),
  branching: new Set(['if_statement', 'for_statement', 'while_statement', 'match_statement']),
  breakable: new Set(['for_statement', 'while_statement']),
  separate: new Set(['function_definition', 'lambda', 'class_definition', 'decorated_definition']),
  mayRepeat: new Set(['continue_statement']),
  iterable: (loop) => (loop.type === 'for_statement' ? loop.childForFieldName('right') : undefined),
  literalLists: new Set(['list', 'tuple']),
  bindings: new Map([
    ['assignment', 'left'],
    ['augmented_assignment', 'left'],
    ['for_statement', 'left'],
    ['named_expression', 'name'],
    ['as_pattern_target', 'alias'],
  ]),
  nameType: 'identifier',
  returnType: 'return_statement',
  breakType: 'break_statement',
  labelOf: () => undefined,
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(for_statement) (while_statement)] @target',
  check: ({ target, context }) => {
    // With an `else` clause the loop's way out is part of a for/else search; left alone.
    if (target.childForFieldName('alternative')) return false;
    return onePassExit(target, SYNTAX, context.lines);
  },
  examples: {
    match: [
      'def find_user(users, user_id):\n    for user in users:\n        if user.id == user_id:\n            return user\n        return None',
      'for job in jobs:\n    if job.failed:\n        raise JobError(job)\n    break',
    ],
    noMatch: [
      'def find_user(users, user_id):\n    for user in users:\n        if user.id == user_id:\n            return user\n    return None',
      'def first(items):\n    for item in items:\n        return item',
      'def one(it):\n    for first in it:\n        for second in it:\n            raise ValueError("more than one")\n        return first',
      'for job in jobs:\n    if job.skip:\n        continue\n    return job',
      'while True:\n    line = read()\n    if not line:\n        break\n    return parse(line)',
    ],
  },
};
