import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { SCOPE_TYPES, functionKey } from '../../../syntax/python/code-simplifier-helpers.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement']);

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  for (let current: Node | null = node; current; current = current.parent) {
    // Read once: every question to a node is a call into the tree.
    const type = current.type;
    if (SCOPE_TYPES.has(type)) break;
    if (NESTING_TYPES.has(type)) chain.push(current);
  }
  return chain;
}

const NESTING_SYNTAX = { types: [...NESTING_TYPES], chainOf: nestingChain, nameOf: functionKey };

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target',
  check: ({ target, context }) => {
    const enclosing = (): Node | undefined => {
      let fn: Node | null = target.parent;
      while (fn && fn.type !== 'function_definition') fn = fn.parent;
      return fn ?? undefined;
    };
    const hit = deepNestingHit(target, enclosing, NESTING_SYNTAX, context);
    if (!hit) return false;
    const name = hit.fn?.childForFieldName('name')?.text;
    return {
      confidence: hit.confidence,
      details: {
        statement: target.children[0]?.text ?? target.type,
        depth: String(hit.depth),
        function: name ? `\`${name}\`` : 'module-level code',
      },
    };
  },
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
