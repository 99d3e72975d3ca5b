/** A loop that counts an index over a collection's positions, up to its length (`i < items.length`, `range(len(items))`). */
export interface CountingLoop {
  index: string;
  collection: string;
  /** The length as written: `items.length`, `len(items)`. */
  bound: string;
}

/** Which end a counting loop stops at: before the length (`<`), or at it (`<=`, one past the last position). */
export type LoopEnd = 'before-length' | 'at-length';
