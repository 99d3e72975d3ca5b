import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';
import type { CountingLoop } from '../../../syntax/counting-loop.js';

/** What in a loop body decides the finding, as each language's grammar names it. */
export interface BodyReading {
  /** Whether the node compares `index` with something: the last step may be told apart there. */
  comparesIndex(node: Node, index: string): boolean;
  /** Whether the node mentions the collection's length. */
  mentionsLength(node: Node, loop: CountingLoop): boolean;
  /** Whether the node assigns the index. */
  assignsIndex(node: Node, index: string): boolean;
  /** Whether the node is `collection[index]` in a use that goes past the end. */
  isAccess(node: Node, loop: CountingLoop): boolean;
}

/**
 * The finding for `loop` (the for statement `target`, its body `body`): at the header when the change touched
 * it, else at the first access past the end; false when the body tells the last step apart or never gets there.
 */
export function offByOneHit(target: Node, body: Node, loop: CountingLoop, reading: BodyReading, context: RuleContext, consequence: string): RuleHit | false {
  let access: Node | undefined;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (reading.comparesIndex(node, loop.index) || reading.mentionsLength(node, loop) || reading.assignsIndex(node, loop.index)) return false;
    if (reading.isAccess(node, loop) && (!access || node.startIndex < access.startIndex)) access = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, bound: loop.bound, access: access.text, consequence },
  };
}
