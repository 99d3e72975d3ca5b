import type { Node } from 'web-tree-sitter';

interface Binder {
  node: Node;
  start: number;
  end: number;
  /** The nearest binder of the same name whose scope holds this one (see `chainOf`). */
  enclosing?: Binder;
}

/**
 * Which scopes bind each name, with their text ranges kept: whether a scope around a read binds its name is then
 * arithmetic on offsets, not a walk up the tree for every identifier of the file.
 */
export class ScopeBindings {
  private readonly byName = new Map<string, Binder[]>();
  private readonly seen = new Set<string>();
  /** The module's scope, by the names it binds. */
  private readonly module = new Map<string, Node>();
  /** Each name's binders sorted by where their scope starts, once a read has asked for them. */
  private readonly sorted = new Map<string, Binder[]>();

  bind(scope: Node, name: string): void {
    const key = `${scope.id}:${name}`;
    if (name === '' || this.seen.has(key)) return;
    this.seen.add(key);
    const binders = this.byName.get(name) ?? [];
    if (scope.parent === null) this.module.set(name, scope);
    binders.push({ node: scope, start: scope.startIndex, end: scope.endIndex });
    this.byName.set(name, binders);
    this.sorted.delete(name);
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
    const module = this.module.get(name);
    if (module) return [module];
    // Scopes nest or do not overlap, so those that hold the read are the last one starting before it, or one
    // around that, and all around that: a binary search and a climb, however many functions bind the name (a
    // parameter named `value` in ten thousand functions).
    const sorted = this.chainOf(name, binders);
    const start = node.startIndex;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as Binder).start <= start) low = middle + 1;
      else high = middle;
    }
    let binder = sorted[low - 1];
    while (binder && binder.end <= start) binder = binder.enclosing;
    const around: Node[] = [];
    for (; binder; binder = binder.enclosing) around.push(binder.node);
    return around;
  }

  /** The binders of `name` sorted by start (outer first where two start together), each linked to the one around it. */
  private chainOf(name: string, binders: Binder[]): Binder[] {
    const known = this.sorted.get(name);
    if (known) return known;
    const sorted = [...binders].sort((a, b) => a.start - b.start || b.end - a.end);
    const open: Binder[] = [];
    for (const binder of sorted) {
      while (open.length > 0 && (open[open.length - 1] as Binder).end <= binder.start) open.pop();
      binder.enclosing = open[open.length - 1];
      open.push(binder);
    }
    this.sorted.set(name, sorted);
    return sorted;
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
