import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { functionKey } from '../../../syntax/go/code-simplifier-helpers.js';
import { isFunction, isFunctionType } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement']);

/** Whether `node` (of `type`, under `parent` of `parentType`) is a level of nesting: `else if` continues its chain. */
function nestsAt(node: Node, type: string, parent: Node | null, parentType: string): boolean {
  if (!NESTING_TYPES.has(type)) return false;
  return !(type === 'if_statement' && parentType === 'if_statement' && (parent?.childForFieldName('alternative')?.equals(node) ?? false));
}

function isNestingLevel(node: Node): boolean {
  const parent = node.parent;
  return nestsAt(node, node.type, parent, parent?.type ?? '');
}

function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  // Each node's type is read once: every question to a node is a call into the tree.
  for (let current: Node | null = node, type = node.type; current && !isFunctionType(type);) {
    const parent: Node | null = current.parent;
    const parentType = parent?.type ?? '';
    if (nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}

const NESTING_SYNTAX = { types: [...NESTING_TYPES], chainOf: nestingChain, nameOf: functionKey };

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target',
  check: ({ target, context }) => {
    const enclosing = (): Node | undefined => {
      let fn: Node | null = target.parent;
      while (fn && !isFunction(fn)) fn = fn.parent;
      return fn ?? undefined;
    };
    const hit = isNestingLevel(target) && deepNestingHit(target, enclosing, NESTING_SYNTAX, context);
    if (!hit) return false;
    const name = hit.fn?.childForFieldName('name')?.text;
    return {
      confidence: hit.confidence,
      details: {
        statement: target.children[0]?.text ?? target.type,
        depth: String(hit.depth),
        function: name ? `\`${name}\`` : 'an anonymous function',
      },
    };
  },
  examples: {
    match: [
      'func sync(items []Item) {\n\tfor _, item := range items {\n\t\tif item.Enabled {\n\t\t\tswitch item.Kind {\n\t\t\tcase "a":\n\t\t\t\tfor item.Pending() {\n\t\t\t\t\tif item.Retry {\n\t\t\t\t\t\tretry(item)\n\t\t\t\t\t}\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}',
    ],
    noMatch: [
      'func grade(score int) string {\n\tif score > 90 {\n\t\treturn "A"\n\t} else if score > 80 {\n\t\treturn "B"\n\t} else if score > 70 {\n\t\treturn "C"\n\t} else if score > 60 {\n\t\treturn "D"\n\t} else if score > 50 {\n\t\treturn "E"\n\t}\n\treturn "F"\n}',
    ],
  },
};
