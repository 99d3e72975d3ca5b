import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/scope-bindings.ts
var ScopeBindings = class {
  byName = /* @__PURE__ */ new Map();
  seen = /* @__PURE__ */ new Set();
  /** The module's scope, by the names it binds. */
  module = /* @__PURE__ */ new Map();
  /** Each name's binders sorted by where their scope starts, once a read has asked for them. */
  sorted = /* @__PURE__ */ new Map();
  bind(scope, name) {
    const key = `${scope.id}:${name}`;
    if (name === "" || this.seen.has(key)) return;
    this.seen.add(key);
    const binders = this.byName.get(name) ?? [];
    if (scope.parent === null) this.module.set(name, scope);
    binders.push({ node: scope, start: scope.startIndex, end: scope.endIndex });
    this.byName.set(name, binders);
    this.sorted.delete(name);
  }
  /** Whether any scope binds `name`. */
  has(name) {
    return this.byName.has(name);
  }
  /** The scopes that bind `name` (the text of `node`) and whose range holds `node`. */
  around(node, name) {
    const binders = this.byName.get(name);
    if (!binders) return [];
    const module = this.module.get(name);
    if (module) return [module];
    const sorted = this.chainOf(name, binders);
    const start = node.startIndex;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = low + high >> 1;
      if (sorted[middle].start <= start) low = middle + 1;
      else high = middle;
    }
    let binder = sorted[low - 1];
    while (binder && binder.end <= start) binder = binder.enclosing;
    const around = [];
    for (; binder; binder = binder.enclosing) around.push(binder.node);
    return around;
  }
  /** The binders of `name` sorted by start (outer first where two start together), each linked to the one around it. */
  chainOf(name, binders) {
    const known = this.sorted.get(name);
    if (known) return known;
    const sorted = [...binders].sort((a, b) => a.start - b.start || b.end - a.end);
    const open = [];
    for (const binder of sorted) {
      while (open.length > 0 && open[open.length - 1].end <= binder.start) open.pop();
      binder.enclosing = open[open.length - 1];
      open.push(binder);
    }
    this.sorted.set(name, sorted);
    return sorted;
  }
};
function walkInScopes(root, types, opensScope, visit) {
  const open = [];
  for (const node of root.descendantsOfType([...types])) {
    const start = node.startIndex;
    while (open.length > 0 && (open[open.length - 1]?.end ?? 0) <= start) open.pop();
    visit(node, open[open.length - 1]?.node ?? root, () => [root, ...open.map((scope) => scope.node)]);
    if (opensScope(node.type)) open.push({ node, end: node.endIndex });
  }
}

export {
  ScopeBindings,
  walkInScopes
};
