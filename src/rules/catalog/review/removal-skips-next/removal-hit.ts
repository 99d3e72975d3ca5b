import type { Node } from 'web-tree-sitter';
import type { RuleHit } from '../../../rule-definition.js';

/** How one language's loop body is read: what removes at the index, what moves the index, what ends the loop. */
export interface RemovalReading {
  isRemoval(node: Node): boolean;
  movesIndex(node: Node): boolean;
  /** `break`, `return`, `raise`/`throw`: the loop does not go on to skip anything. */
  endsLoop(node: Node): boolean;
  /**
   * Whether the removal only follows a match of one given key (`if (items[i].id === id)`): a list holds each key
   * once, so nothing is left to skip. Absent where the loop fails after any removal (Python's fixed `range`).
   */
  removesOneKey?(removal: Node): boolean;
}

/** The loop's index and what it counts over, with the names an element goes by in the body (`items[i]`, `item`). */
export interface RemovalLoop {
  index: string;
  collection: string;
  elements: readonly string[];
}

/** The first removal at the loop's index in `body` that the loop goes on after; false when there is none. */
export function removalHit(body: Node, loop: RemovalLoop, reading: RemovalReading, details: Readonly<Record<string, string>>): RuleHit | false {
  const { index, collection } = loop;
  // A body that reaches for the next element (`items[i + 1]`) handles the shift itself.
  if (body.text.replace(/\s/g, '').includes(`${collection}[${index}+1]`)) return false;
  let removal: Node | undefined;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (reading.movesIndex(node)) return false;
    if (!removal && reading.isRemoval(node) && !endsAfter(node, body, reading) && !reading.removesOneKey?.(node)) removal = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  // `walks` says how the loop moves on; an index loop's own words unless the caller gives others.
  const walks = `the loop counts \`${index}\` up`;
  return removal ? { line: removal.startPosition.row + 1, details: { walks, ...details, index, removal: removal.text } } : false;
}

/**
 * Whether the loop ends after the removal in every case: the removal is returned, or a later statement of its block, or of a block around it
 * within the loop body, is `break` or `return` (`remove; cleanUp(); break`, `if … { remove } else { … }; return`).
 */
function endsAfter(node: Node, body: Node, reading: RemovalReading): boolean {
  // A `break` beyond an inner loop ends that loop only.
  for (let inner: Node | null = node; inner && !inner.equals(body) && !/^(for|while)_statement$/.test(inner.type); inner = inner.parent) {
    if (reading.endsLoop(inner)) return true;
    for (let next = inner.nextNamedSibling; next; next = next.nextNamedSibling) if (reading.endsLoop(next)) return true;
  }
  return false;
}

/**
 * Whether the nearest `if` around `removal` tests an element for equality with a value from outside it
 * (`items[i].id === id`, `v == encoding`): the grammars of JavaScript and Go name these nodes alike.
 */
export function guardedByKey(removal: Node, loop: RemovalLoop): boolean {
  let guard = removal.parent;
  while (guard && guard.type !== 'if_statement') guard = guard.parent;
  let condition = guard?.childForFieldName('condition');
  while (condition?.type === 'parenthesized_expression') condition = condition.namedChildren[0] ?? null;
  if (condition?.type !== 'binary_expression' || !['==', '==='].includes(condition.childForFieldName('operator')?.text ?? '')) return false;
  const sides = [condition.childForFieldName('left'), condition.childForFieldName('right')];
  const aboutElement = (side: Node | null) => loop.elements.some((element) => side?.text === element || side?.text.startsWith(`${element}.`));
  const key = sides.find((side) => !aboutElement(side));
  return (
    sides.some(aboutElement) &&
    key !== undefined &&
    key !== null &&
    KEY_TYPES.has(key.type) &&
    !new RegExp(`(?<![\\w$])${loop.index.replace(/\$/g, '\\$')}(?![\\w$])`).test(key.text)
  );
}

/** A key to look up: a name or a field, not a literal (`if (item.size === 0)` tests the element's state). */
const KEY_TYPES = new Set(['identifier', 'member_expression', 'selector_expression']);
