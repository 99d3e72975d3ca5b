import type { TokenUsage } from './token-usage.js';

/** List prices in US dollars per million tokens. */
interface ModelPrice {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

interface PriceEntry {
  provider: string;
  /** Matches model ids that start with it; the longest matching prefix wins. */
  prefix: string;
  price: ModelPrice;
}

/** Anthropic bills cache writes at 1.25× and cache reads at 0.1× the input price. */
const anthropic = (input: number, output: number): ModelPrice => ({ input, output, cacheRead: input * 0.1, cacheWrite: input * 1.25 });
/** OpenAI and Google cache automatically: reads are discounted, writes cost nothing extra. */
const cached = (input: number, output: number, cacheRead: number): ModelPrice => ({ input, output, cacheRead, cacheWrite: input });

/**
 * A small table of published list prices, for the cost *estimate* in the report. Prices change and
 * contracts differ: the estimate says which entry it used, and models not listed are not priced.
 */
const PRICES: readonly PriceEntry[] = [
  { provider: 'anthropic', prefix: 'claude-opus-4-5', price: anthropic(5, 25) },
  { provider: 'anthropic', prefix: 'claude-opus-4', price: anthropic(15, 75) },
  { provider: 'anthropic', prefix: 'claude-sonnet-4', price: anthropic(3, 15) },
  { provider: 'anthropic', prefix: 'claude-3-7-sonnet', price: anthropic(3, 15) },
  { provider: 'anthropic', prefix: 'claude-haiku-4-5', price: anthropic(1, 5) },
  { provider: 'anthropic', prefix: 'claude-3-5-haiku', price: anthropic(0.8, 4) },
  { provider: 'openai', prefix: 'gpt-5', price: cached(1.25, 10, 0.125) },
  { provider: 'openai', prefix: 'gpt-5-mini', price: cached(0.25, 2, 0.025) },
  { provider: 'openai', prefix: 'gpt-5-nano', price: cached(0.05, 0.4, 0.005) },
  { provider: 'openai', prefix: 'gpt-4.1', price: cached(2, 8, 0.5) },
  { provider: 'openai', prefix: 'gpt-4.1-mini', price: cached(0.4, 1.6, 0.1) },
  { provider: 'openai', prefix: 'gpt-4.1-nano', price: cached(0.1, 0.4, 0.025) },
  { provider: 'openai', prefix: 'gpt-4o', price: cached(2.5, 10, 1.25) },
  { provider: 'openai', prefix: 'gpt-4o-mini', price: cached(0.15, 0.6, 0.075) },
  { provider: 'openai', prefix: 'o4-mini', price: cached(1.1, 4.4, 0.275) },
  { provider: 'google', prefix: 'gemini-2.5-pro', price: cached(1.25, 10, 0.31) },
  { provider: 'google', prefix: 'gemini-2.5-flash', price: cached(0.3, 2.5, 0.075) },
  { provider: 'google', prefix: 'gemini-2.5-flash-lite', price: cached(0.1, 0.4, 0.025) },
  { provider: 'google', prefix: 'gemini-2.0-flash', price: cached(0.1, 0.4, 0.025) },
];

interface PriceLookup {
  price: ModelPrice | undefined;
  /** How the estimate was made, for the report: which list price, or why there is none. */
  basis: string;
}

/** The list price for `provider:model-id`, by the longest matching model-id prefix. */
export function lookUpPrice(provider: string, modelId: string): PriceLookup {
  const entry = PRICES.filter((candidate) => candidate.provider === provider && modelId.startsWith(candidate.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  if (!entry) return { price: undefined, basis: `${UNKNOWN_COST_BASIS}: no list price known for ${provider}:${modelId}` };
  const { input, output, cacheRead, cacheWrite } = entry.price;
  return {
    price: entry.price,
    basis:
      `estimate from ${provider} list prices for ${entry.prefix}* (USD per million tokens: input ${input}, output ${output}, ` +
      `cache read ${round(cacheRead)}, cache write ${round(cacheWrite)}); the provider's bill is authoritative`,
  };
}

/** How `cost_basis` starts when the model has no list price: its cost is unknown, not zero. */
const UNKNOWN_COST_BASIS = 'unknown';

/** Estimated cost in US dollars: uncached input, cache reads, cache writes and output at their prices; null without a price. */
export function estimateCost(usage: TokenUsage, price: ModelPrice | undefined): number | null {
  if (!price) return null;
  const uncached = Math.max(0, usage.input_tokens - usage.cache_read_tokens - usage.cache_write_tokens);
  const dollars =
    uncached * price.input + usage.cache_read_tokens * price.cacheRead + usage.cache_write_tokens * price.cacheWrite + usage.output_tokens * price.output;
  return dollars / 1_000_000;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A cost estimate for people: "about $0.0123", or "cost unknown" for a model with no list price (never "$0.0000"). */
export function describeCost(usd: number | null): string {
  return usd === null ? 'cost unknown' : `about $${usd.toFixed(4)}`;
}
