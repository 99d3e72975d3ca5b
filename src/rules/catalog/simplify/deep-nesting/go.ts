import { deepNestingHit } from '../../../nesting-depth.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { functionKey } from '../../../syntax/go/code-simplifier-helpers.js';
import { enclosingFunction, isFunctionType } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'expression_switch_statement', 'type_switch_statement', 'select_statement']);

const NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (node: Node, type: string, parent: Node | null, parentType: string): boolean =>
    NESTING_TYPES.has(type) && !(type === 'if_statement' && parentType === 'if_statement' && (parent?.childForFieldName('alternative')?.equals(node) ?? false)),
  endsChain: isFunctionType,
  nameOf: functionKey,
  enclosingFunction,
  functionLabel: (fn: Node | undefined): string => {
    const name = fn?.childForFieldName('name')?.text;
    return name ? `\`${name}\`` : 'an anonymous function';
  },
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target',
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
  examples: {
    match: [
      'func sync(items []Item) {\n\tfor _, item := range items {\n\t\tif item.Enabled {\n\t\t\tswitch item.Kind {\n\t\t\tcase "a":\n\t\t\t\tfor item.Pending() {\n\t\t\t\t\tif item.Retry {\n\t\t\t\t\t\tretry(item)\n\t\t\t\t\t}\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}',
    ],
    noMatch: [
      'func grade(score int) string {\n\tif score > 90 {\n\t\treturn "A"\n\t} else if score > 80 {\n\t\treturn "B"\n\t} else if score > 70 {\n\t\treturn "C"\n\t} else if score > 60 {\n\t\treturn "D"\n\t} else if score > 50 {\n\t\treturn "E"\n\t}\n\treturn "F"\n}',
    ],
  },
};
