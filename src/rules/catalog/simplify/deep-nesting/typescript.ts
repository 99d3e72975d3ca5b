import { JS_FAMILY } from '../../../../diff/language.js';
import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, functionName, isFunctionType } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'switch_statement', 'try_statement']);

const NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (_node: Node, type: string, _parent: Node | null, parentType: string): boolean =>
    NESTING_TYPES.has(type) && !(type === 'if_statement' && parentType === 'else_clause'),
  endsChain: isFunctionType,
  nameOf: functionName,
  enclosingFunction,
  functionLabel: (fn: Node | undefined): string => {
    const name = fn ? functionName(fn) : undefined;
    return fn ? (name ? `\`${name}\`` : 'an anonymous function') : 'top-level code';
  },
};

/** Six levels deep: the deep-nesting example, before and after a change. */
const DEEP_SYNC = [
  'function sync(items) {',
  '  for (const item of items) {',
  '    if (item.enabled) {',
  '      try {',
  '        while (item.pending) {',
  '          if (item.retry) {',
  '            retry(item);',
  '          }',
  '        }',
  '      } catch (error) {',
  '        report(error);',
  '      }',
  '    }',
  '  }',
  '}',
].join('\n');

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `[(if_statement) (for_statement) (for_in_statement) (while_statement) (do_statement)
      (switch_statement) (try_statement)] @target`,
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
  examples: {
    match: [DEEP_SYNC],
    noMatch: [
      // Already this deep before the change, which only edited the inner condition.
      { before: DEEP_SYNC, after: DEEP_SYNC.replace('if (item.retry)', 'if (item.retry && !item.done)') },
      [
        'function grade(score) {',
        '  if (score > 90) {',
        '    return "A";',
        '  } else if (score > 80) {',
        '    return "B";',
        '  } else if (score > 70) {',
        '    return "C";',
        '  } else if (score > 60) {',
        '    return "D";',
        '  } else if (score > 50) {',
        '    return "E";',
        '  }',
        '  return "F";',
        '}',
      ].join('\n'),
      [
        'function outer(rows) {',
        '  for (const row of rows) {',
        '    if (row) {',
        '      rows.forEach((cell) => {',
        '        if (cell) {',
        '          for (const part of cell) {',
        '            use(part);',
        '          }',
        '        }',
        '      });',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    ],
  },
};
