/** Where an excerpt comes from and why it was sent: what the report lists. */
export interface ContextExcerpt {
  path: string;
  /** 1-based, inclusive. */
  start: number;
  end: number;
  symbol: string;
  relation: 'definition' | 'caller' | 'test';
  reason: string;
}

export interface Candidate extends ContextExcerpt {
  tier: number;
  score: number;
  /** The changed file this excerpt explains: it is shown under that file. */
  explains: string;
}

/**
 * What is kept first when the budget is short: what the changed functions call, then the tests of the
 * change, then the callers of the changed functions, then the types the change names.
 */
export const TIER = { callee: 0, test: 1, caller: 2, type: 3 } as const;
