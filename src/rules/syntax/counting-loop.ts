import type { Node } from 'web-tree-sitter';

/** A loop that counts an index over a collection's positions, up to its length (`i < items.length`, `range(len(items))`). */
export interface CountingLoop {
  index: string;
  collection: string;
  /** The length as written: `items.length`, `len(items)`. */
  bound: string;
}

/** Which end a counting loop stops at: before the length (`<`), or at it (`<=`, one past the last position). */
export type LoopEnd = 'before-length' | 'at-length';

/**
 * The index and the length a loop condition compares (`i < n`, or `n > i`; `<=`/`>=` for `at-length`), for the
 * grammars whose `binary_expression` names its `left`, `operator` and `right` (JavaScript's and Go's).
 */
export function indexAndLength(condition: Node | null | undefined, end: LoopEnd): { index: Node; length: Node } | undefined {
  if (condition?.type !== 'binary_expression') return undefined;
  const [upTo, downFrom] = end === 'at-length' ? ['<=', '>='] : ['<', '>'];
  const operator = condition.childForFieldName('operator')?.text;
  const left = condition.childForFieldName('left');
  const right = condition.childForFieldName('right');
  const [index, length] = operator === upTo ? [left, right] : operator === downFrom ? [right, left] : [null, null];
  return index?.type === 'identifier' && length ? { index, length } : undefined;
}
