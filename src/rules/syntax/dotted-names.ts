import type { Node } from 'web-tree-sitter';

/** How a grammar spells `a.b.c` and calls. */
interface NameSyntax {
  /** Node types of a plain name. */
  names: readonly string[];
  /** The node type of a member access, and its fields for the object and the member's name. */
  member: string;
  object: string;
  property: string;
  /** Fields of a call node that hold what it calls, tried in order. */
  callee: readonly string[];
}

interface DottedNames {
  /** `os.path.join` → ['os', 'path', 'join']; [] when any part is computed. */
  dottedName(node: Node): string[];
  /** The dotted name of what a call invokes. */
  calleePath(call: Node): string[];
}

export function dottedNames(syntax: NameSyntax): DottedNames {
  const names = new Set(syntax.names);
  const dottedName = (node: Node): string[] => {
    if (names.has(node.type)) return [node.text];
    if (node.type !== syntax.member) return [];
    const object = node.childForFieldName(syntax.object);
    const property = node.childForFieldName(syntax.property);
    const head = object ? dottedName(object) : [];
    return head.length > 0 && property ? [...head, property.text] : [];
  };
  const calleePath = (call: Node): string[] => {
    for (const field of syntax.callee) {
      const callee = call.childForFieldName(field);
      if (callee) return dottedName(callee);
    }
    return [];
  };
  return { dottedName, calleePath };
}
