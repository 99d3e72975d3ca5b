import type { Node } from 'web-tree-sitter';

/** What rules ask about functions in a language, answered from the node types its grammar gives them. */
interface FunctionNodes {
  types: readonly string[];
  isFunctionType(type: string): boolean;
  isFunction(node: Node): boolean;
  /** The function that contains `node`, if any. */
  enclosingFunction(node: Node): Node | undefined;
}

export function functionNodes(types: readonly string[]): FunctionNodes {
  const typeSet = new Set(types);
  const isFunctionType = (type: string): boolean => typeSet.has(type);
  const isFunction = (node: Node): boolean => typeSet.has(node.type);
  const enclosingFunction = (node: Node): Node | undefined => {
    for (let current = node.parent; current; current = current.parent) {
      if (isFunction(current)) return current;
    }
    return undefined;
  };
  return { types, isFunctionType, isFunction, enclosingFunction };
}
