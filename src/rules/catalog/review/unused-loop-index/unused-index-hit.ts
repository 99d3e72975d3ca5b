import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';

/** How a language's loop body is read for this rule. */
export interface IndexReading {
  /** Node types of names (`identifier`, `shorthand_property_identifier`). */
  names: ReadonlySet<string>;
  /** `collection[key]`: the key, when `node` reads the collection at a key; undefined otherwise. */
  keyOf(node: Node, collection: string): Node | undefined;
  /** Whether `node` assigns, steps or binds anew the name `name`. */
  assigns(node: Node, name: string): boolean;
}

/** Keys that stay put unless the body moves them: a name or a whole number. */
const FIXED_KEY = new Set(['identifier', 'number', 'integer', 'int_literal']);

/**
 * The finding for a loop over `collection` with `index` whose body never names `index` but reads the collection at
 * a key that does not move; false otherwise.
 */
export function unusedIndexHit(
  target: Node,
  body: Node,
  loop: { index: string; collection: string },
  reading: IndexReading,
  context: RuleContext,
): RuleHit | false {
  if (loop.index === '_') return false;
  const nodes: Node[] = [];
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (reading.names.has(node.type) && node.text === loop.index) return false;
    nodes.push(node);
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  const access = nodes
    .filter((node) => {
      const key = reading.keyOf(node, loop.collection);
      return key && FIXED_KEY.has(key.type) && !nodes.some((other) => reading.assigns(other, key.text));
    })
    .sort((a, b) => a.startIndex - b.startIndex)[0];
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, collection: loop.collection, access: access.text },
  };
}
