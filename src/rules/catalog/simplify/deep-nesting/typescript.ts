import { JS_FAMILY } from '../../../../diff/language.js';
import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction, functionName, isFunctionType } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'switch_statement', 'try_statement']);

/** Whether a node of `type` under a parent of `parentType` is a level of nesting: `else if` continues its chain. */
function nestsAt(type: string, parentType: string | undefined): boolean {
  return NESTING_TYPES.has(type) && !(type === 'if_statement' && parentType === 'else_clause');
}

function isNestingLevel(node: Node): boolean {
  return nestsAt(node.type, node.parent?.type);
}

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  // Each node's type is read once: every question to a node is a call into the tree.
  for (let current: Node | null = node, type = node.type; current && !isFunctionType(type);) {
    const parent: Node | null = current.parent;
    const parentType = parent?.type ?? '';
    if (nestsAt(type, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}

const NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  chainOf: nestingChain,
  nameOf: functionName,
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
  check: ({ target, context }) => {
    const hit = isNestingLevel(target) && deepNestingHit(target, () => enclosingFunction(target), NESTING_SYNTAX, context);
    if (!hit) return false;
    const { fn } = hit;
    const name = fn ? functionName(fn) : undefined;
    return {
      confidence: hit.confidence,
      details: {
        statement: target.children[0]?.text ?? target.type,
        depth: String(hit.depth),
        function: fn ? (name ? `\`${name}\`` : 'an anonymous function') : 'top-level code',
      },
    };
  },
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
