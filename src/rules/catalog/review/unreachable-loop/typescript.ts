import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { FUNCTION_TYPES, statementsOf } from '../../../syntax/javascript/javascript-syntax.js';
import { type LoopSyntax, onePassExit } from './one-pass.js';

const LOOPS = ['for_statement', 'for_in_statement', 'while_statement', 'do_statement'];

const SYNTAX: LoopSyntax = {
  statements: (loop) => {
    const body = loop.childForFieldName('body');
    return body?.type === 'statement_block' ? statementsOf(body) : undefined;
  },
  exits: new Set(['return_statement', 'throw_statement']),
  branching: new Set(['if_statement', 'switch_statement', ...LOOPS]),
  breakable: new Set(['switch_statement', ...LOOPS]),
  separate: new Set([...FUNCTION_TYPES, 'class_declaration', 'class']),
  mayRepeat: new Set(['continue_statement']),
  iterable: (loop) => (loop.type === 'for_in_statement' ? loop.childForFieldName('right') : undefined),
  literalLists: new Set(['array']),
  bindings: new Map([
    ['variable_declarator', 'name'],
    ['assignment_expression', 'left'],
    ['augmented_assignment_expression', 'left'],
    ['for_in_statement', 'left'],
  ]),
  nameType: 'identifier',
  returnType: 'return_statement',
  breakType: 'break_statement',
  labelOf: (node) => node.childForFieldName('label')?.text,
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // A `do … while` runs its body once by design; only the loops that test first are looked at.
  query: '[(for_statement) (for_in_statement) (while_statement)] @target',
  check: ({ target, context }) => onePassExit(target, SYNTAX, context.lines),
  examples: {
    match: [
      'function findUser(users, id) {\n  for (const user of users) {\n    if (user.id === id) {\n      return user;\n    }\n    return null;\n  }\n}',
      'while (node) {\n  if (node.dirty) {\n    node.flush();\n  }\n  node = node.parent;\n  break;\n}',
      'function check(rows) {\n  for (let i = 0; i < rows.length; i++) {\n    if (rows[i].valid) {\n      return true;\n    }\n    throw new Error("bad rows");\n  }\n}',
    ],
    noMatch: [
      'function findUser(users, id) {\n  for (const user of users) {\n    if (user.id === id) {\n      return user;\n    }\n  }\n  return null;\n}',
      'for (const key in object) {\n  return false;\n}',
      '// eqSet holds at most one entry\nfor (const eq of eqSet) {\n  if (!ok(eq)) {\n    return null;\n  }\n  return true;\n}',
      'for (const item of queue) {\n  if (item.ready) {\n    process(item);\n  }\n  break;\n}',
      'function only(ids) {\n  for (const id of ids) {\n    if (!id) {\n      return undefined;\n    }\n    return id;\n  }\n}',
      'for (const item of queue) {\n  if (item.skip) {\n    continue;\n  }\n  return item;\n}',
      'while (true) {\n  const next = read();\n  if (next === undefined) {\n    break;\n  }\n  return next;\n}',
    ],
  },
};
