import type { Node } from 'web-tree-sitter';

interface Binder {
  node: Node;
  start: number;
  end: number;
  module: boolean;
}

/**
 * Which scopes bind each name, with their text ranges kept: whether a scope around a read binds its name is then
 * arithmetic on offsets, not a walk up the tree for every identifier of the file.
 */
export class ScopeBindings {
  private readonly byName = new Map<string, Binder[]>();
  private readonly seen = new Set<string>();

  bind(scope: Node, name: string): void {
    const key = `${scope.id}:${name}`;
    if (name === '' || this.seen.has(key)) return;
    this.seen.add(key);
    const binders = this.byName.get(name) ?? [];
    binders.push({ node: scope, start: scope.startIndex, end: scope.endIndex, module: scope.parent === null });
    this.byName.set(name, binders);
  }

  /** Whether any scope binds `name`. */
  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The scopes that bind `name` (the text of `node`) and whose range holds `node`. */
  around(node: Node, name: string): Node[] {
    const binders = this.byName.get(name);
    if (!binders) return [];
    // The module's scope holds every node: no need to ask where this one is.
    const module = binders.find((binder) => binder.module);
    if (module) return [module.node];
    const start = node.startIndex;
    return binders.filter((binder) => binder.start <= start && start < binder.end).map((binder) => binder.node);
  }
}

/**
 * Visits the nodes of `types` under `root` in document order, each with the innermost scope around it and (on
 * request) every scope around it, innermost last (`opensScope` says which node types open one; such a node is itself visited in
 * the scope around it). One walk, no climbing up the tree.
 */
export function walkInScopes(
  root: Node,
  types: readonly string[],
  opensScope: (type: string) => boolean,
  visit: (node: Node, scope: Node, around: () => Node[]) => void,
): void {
  const open: Array<{ node: Node; end: number }> = [];
  for (const node of root.descendantsOfType([...types])) {
    const start = node.startIndex;
    while (open.length > 0 && (open[open.length - 1]?.end ?? 0) <= start) open.pop();
    visit(node, open[open.length - 1]?.node ?? root, () => [root, ...open.map((scope) => scope.node)]);
    if (opensScope(node.type)) open.push({ node, end: node.endIndex });
  }
}
