import { estimateCost, lookUpPrice } from '../llm/price-table.js';
import type { ReviewModel } from '../llm/review-model.js';
import type { TokenUsage } from '../llm/token-usage.js';
import type { CallerUsage, ReviewState } from './review-state.js';

/** The run's usage with one more call of `caller` counted, its cost estimated from the model's list price. */
export function addCallerUsage(usage: ReviewState['usage'], model: ReviewModel, caller: string, tokens: TokenUsage): NonNullable<ReviewState['usage']> {
  const { price, basis } = lookUpPrice(model.provider, model.modelId);
  const before: CallerUsage = usage?.by_caller[caller] ?? {
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    cache_read_tokens: 0,
    cache_write_tokens: 0,
    cost_estimate_usd: 0,
  };
  const after: CallerUsage = {
    calls: before.calls + 1,
    input_tokens: before.input_tokens + tokens.input_tokens,
    output_tokens: before.output_tokens + tokens.output_tokens,
    cache_read_tokens: before.cache_read_tokens + tokens.cache_read_tokens,
    cache_write_tokens: before.cache_write_tokens + tokens.cache_write_tokens,
    cost_estimate_usd: before.cost_estimate_usd + estimateCost(tokens, price),
  };
  return { by_caller: { ...usage?.by_caller, [caller]: after }, cost_basis: basis };
}
