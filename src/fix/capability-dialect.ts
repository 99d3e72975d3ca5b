import type { Node } from 'web-tree-sitter';

/** What a stretch of code reaches. */
export interface Reach {
  /** Names referred to; `declared` when this code binds the name itself. */
  references: Array<{ name: string; declared: boolean }>;
  /** Property and attribute names read from values. */
  properties: string[];
  modules: string[];
  /** Accesses the tree cannot name, and reflective properties: each as the reason a refusal gives. */
  opaque: string[];
  /** The code does not parse here. */
  broken: boolean;
}

/** How one language's syntax tree is read for what it reaches. */
export interface Dialect {
  /** Globals a name the fix declares must not be: a use of it elsewhere could reach the global. */
  globals: ReadonlySet<string>;
  visit(node: Node, reach: Reach): void;
}

/** `node` is its parent's field `name`. */
export const isField = (node: Node, name: string): boolean => node.parent?.childrenForFieldName(name).some((child) => child.id === node.id) ?? false;
export const argumentsOf = (call: Node): Node[] => call.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
