import { TYPESCRIPT_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** The expression a non-null assertion wraps, or the object/callee a chain continues through. */
function chainInner(node: Node): Node | null {
  switch (node.type) {
    case 'non_null_expression':
      return node.namedChildren[0] ?? null;
    case 'member_expression':
    case 'subscript_expression':
      return node.childForFieldName('object');
    case 'call_expression':
      return node.childForFieldName('function');
    default:
      return null;
  }
}

export const implementation: LanguageImplementation = {
  languages: TYPESCRIPT_FAMILY,
  query: '(non_null_expression) @target',
  check: ({ target }) => {
    // Report each chain once, at its outermost assertion.
    for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
      if (!chainInner(parent)?.equals(child)) break;
      if (parent.type === 'non_null_expression') return false;
    }
    let count = 0;
    for (let node: Node | null = target; node; node = chainInner(node)) {
      if (node.type === 'non_null_expression') count += 1;
    }
    return count >= 2 ? { details: { count: String(count) } } : false;
  },
  examples: {
    match: ['const name = session!.user!.name;', 'const port = config.servers![0]!.port;'],
    noMatch: ['const name = session!.user.name;', 'const name = session?.user?.name ?? "anonymous";'],
  },
};
