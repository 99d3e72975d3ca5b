import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { SCOPE_TYPES, functionKey } from '../../../syntax/python/code-simplifier-helpers.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement']);

const NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (_node: Node, type: string): boolean => NESTING_TYPES.has(type),
  endsChain: (type: string): boolean => SCOPE_TYPES.has(type),
  nameOf: functionKey,
  // The `def` around it: a lambda has no name to find it by before the change, nor to name it by.
  enclosingFunction: (node: Node): Node | undefined => {
    let fn = node.parent;
    while (fn && fn.type !== 'function_definition') fn = fn.parent;
    return fn ?? undefined;
  },
  functionLabel: (fn: Node | undefined): string => {
    const name = fn?.childForFieldName('name')?.text;
    return name ? `\`${name}\`` : 'module-level code';
  },
};

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target',
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
  examples: {
    match: [
      'def sync(items):\n    for item in items:\n        if item.enabled:\n            try:\n                while item.pending:\n                    if item.retry:\n                        retry(item)\n            except IOError:\n                report(item)',
    ],
    noMatch: [
      'def grade(score):\n    if score > 90:\n        return "A"\n    elif score > 80:\n        return "B"\n    elif score > 70:\n        return "C"\n    elif score > 60:\n        return "D"\n    return "F"',
      'def outer(rows):\n    for row in rows:\n        if row:\n            def each(cell):\n                if cell:\n                    for part in cell:\n                        use(part)\n            each(row)',
    ],
  },
};
