import { estimateCost, lookUpPrice } from '../llm/price-table.js';
import type { ReviewModel } from '../llm/review-model.js';
import { addUsage, NO_USAGE } from '../llm/token-usage.js';
import type { TokenUsage } from '../llm/token-usage.js';
import type { CallerUsage, ReviewState } from './review-state.js';

const NO_CALLER_USAGE: CallerUsage = { calls: 0, ...NO_USAGE, cost_estimate_usd: 0 };

/** The run's usage with one more call of `caller` counted, its cost estimated from the model's list price. */
export function addCallerUsage(usage: ReviewState['usage'], model: ReviewModel, caller: string, tokens: TokenUsage): NonNullable<ReviewState['usage']> {
  const { price, basis } = lookUpPrice(model.provider, model.modelId);
  const before = usage?.by_caller[caller] ?? NO_CALLER_USAGE;
  const after: CallerUsage = {
    ...addUsage(before, tokens),
    calls: before.calls + 1,
    cost_estimate_usd: addCost(before.cost_estimate_usd, estimateCost(tokens, price)),
  };
  return { by_caller: { ...usage?.by_caller, [caller]: after }, cost_basis: basis };
}

/** Every caller's calls, tokens and estimated cost added up; all zero before the first model call. The cost is null when any part is unknown. */
export function totalUsage(usage: ReviewState['usage']): CallerUsage {
  return Object.values(usage?.by_caller ?? {}).reduce(
    (sum, caller) => ({
      ...addUsage(sum, caller),
      calls: sum.calls + caller.calls,
      cost_estimate_usd: addCost(sum.cost_estimate_usd, caller.cost_estimate_usd),
    }),
    NO_CALLER_USAGE,
  );
}

/** A sum of estimates: unknown as soon as one part is. */
function addCost(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}
