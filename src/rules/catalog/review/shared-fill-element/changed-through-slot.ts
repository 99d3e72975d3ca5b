import type { Node } from 'web-tree-sitter';

/** The name an expression is stored in: `grid = …`, `const grid = …`, `self.grid = …`; undefined otherwise. */
function storedIn(expression: Node): string | undefined {
  const parent = expression.parent;
  if (!parent) return undefined;
  const name = parent.childForFieldName('name') ?? parent.childForFieldName('left');
  const value = parent.childForFieldName('value') ?? parent.childForFieldName('right');
  return name && value?.equals(expression) && /^[\w$.]+$/.test(name.text) ? name.text : undefined;
}

/**
 * Whether the shared element is changed in place through a slot of the array stored from `expression`, later in
 * `scope`: `grid[i][j] = v`, `grid[i].push(v)`, `buckets[k].append(v)`, `week[d].visits += 1`. A shared element
 * that is only read (placeholder rows, default values) or whose slots are replaced (`grid[i] = []`) is harmless.
 */
export function changedThroughSlot(expression: Node, scope: Node): boolean {
  const name = storedIn(expression);
  if (!name) return false;
  const slot = `${name.replace(/[.$]/g, '\\$&')}\\s*\\[[^\\]\\n]*\\]`;
  const change = new RegExp(
    `(^|[^\\w$.])${slot}\\s*(\\.(push|unshift|splice|append|extend|add|update|insert|setdefault|set|delete|clear|remove|discard)\\s*\\(|\\[[^\\]\\n]*\\]\\s*([-+*/|&]?=)[^=]|\\.\\w+\\s*([-+*/|&]?=)[^=])`,
  );
  return change.test(scope.text.slice(expression.endIndex - scope.startIndex));
}
