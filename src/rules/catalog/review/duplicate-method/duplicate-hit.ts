import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';

/**
 * A hit for each definition that replaces an earlier one of the same key, where the change touched either;
 * `keyOf` is undefined for definitions that may repeat on purpose.
 */
export function duplicateHits(
  definitions: readonly Node[],
  keyOf: (definition: Node) => { key: string; name: string } | undefined,
  context: RuleContext,
): RuleHit[] {
  const seen = new Map<string, Node>();
  const hits: RuleHit[] = [];
  for (const definition of definitions) {
    const keyed = keyOf(definition);
    if (!keyed) continue;
    const earlier = seen.get(keyed.key);
    seen.set(keyed.key, definition);
    if (!earlier) continue;
    const [first, second] = [earlier, definition].map((node) => node.startPosition.row + 1) as [number, number];
    if (!context.isChanged(first) && !context.isChanged(second)) continue;
    hits.push({ line: context.isChanged(second) ? second : first, details: { name: keyed.name, first: String(first), second: String(second) } });
  }
  return hits;
}
