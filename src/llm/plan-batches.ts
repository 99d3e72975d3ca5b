/** A changed file's cost in prompt tokens, rendered with its enclosing code and as bare hunks. */
export interface BatchItem {
  path: string;
  fullTokens: number;
  compactTokens: number;
}

interface PlannedBatch {
  paths: string[];
  /** Files shown as bare hunks because their enclosing code would not fit. */
  compact: string[];
}

interface BatchPlan {
  batches: PlannedBatch[];
  /** Files that fit no batch, with why: they are listed as not reviewed, never dropped silently. */
  overBudget: Array<{ path: string; detail: string }>;
}

/**
 * Splits a change by file into batches whose content fits `capacity` tokens each, in the given order
 * (path order keeps related files together). A file too big with its enclosing code is shown as bare
 * hunks; one too big even so, or past `maxBatches`, is over budget.
 */
export function planBatches(items: readonly BatchItem[], capacity: number, maxBatches: number): BatchPlan {
  const batches: PlannedBatch[] = [];
  const overBudget: BatchPlan['overBudget'] = [];
  let used = 0;
  for (const item of items) {
    const compact = item.fullTokens > capacity;
    const tokens = compact ? item.compactTokens : item.fullTokens;
    if (tokens > capacity) {
      overBudget.push({ path: item.path, detail: `about ${tokens} tokens; one review call takes at most ${capacity} tokens of change` });
      continue;
    }
    let current = batches.at(-1);
    if (!current || used + tokens > capacity) {
      if (batches.length >= maxBatches) {
        overBudget.push({ path: item.path, detail: `the review is limited to ${maxBatches} batches of ${capacity} tokens each` });
        continue;
      }
      current = { paths: [], compact: [] };
      batches.push(current);
      used = 0;
    }
    current.paths.push(item.path);
    if (compact) current.compact.push(item.path);
    used += tokens;
  }
  return { batches, overBudget };
}
