import type { TokenUsage } from './token-usage.js';

/** List prices in US dollars per million tokens. */
interface ModelPrice {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/** Anthropic bills cache writes at 1.25× and cache reads at 0.1× the input price. */
const anthropic = (input: number, output: number): ModelPrice => ({ input, output, cacheRead: input * 0.1, cacheWrite: input * 1.25 });
/** OpenAI and Google cache automatically: reads are discounted, writes cost nothing extra. */
const cached = (input: number, output: number, cacheRead: number): ModelPrice => ({ input, output, cacheRead, cacheWrite: input });

/**
 * A small table of published list prices, for the cost *estimate* in the report. Prices change and
 * contracts differ: the estimate says which entry it used, and models not listed are not priced.
 * Each provider's entries match the model ids that start with them; the longest matching prefix wins.
 */
const PRICES: ReadonlyMap<string, Readonly<Record<string, ModelPrice>>> = new Map<string, Readonly<Record<string, ModelPrice>>>([
  [
    'anthropic',
    {
      'claude-opus-4-5': anthropic(5, 25),
      'claude-opus-4': anthropic(15, 75),
      'claude-sonnet-4': anthropic(3, 15),
      'claude-3-7-sonnet': anthropic(3, 15),
      'claude-haiku-4-5': anthropic(1, 5),
      'claude-3-5-haiku': anthropic(0.8, 4),
    },
  ],
  [
    'openai',
    {
      'gpt-5': cached(1.25, 10, 0.125),
      'gpt-5-mini': cached(0.25, 2, 0.025),
      'gpt-5-nano': cached(0.05, 0.4, 0.005),
      'gpt-4.1': cached(2, 8, 0.5),
      'gpt-4.1-mini': cached(0.4, 1.6, 0.1),
      'gpt-4.1-nano': cached(0.1, 0.4, 0.025),
      'gpt-4o': cached(2.5, 10, 1.25),
      'gpt-4o-mini': cached(0.15, 0.6, 0.075),
      'o4-mini': cached(1.1, 4.4, 0.275),
    },
  ],
  [
    'google',
    {
      'gemini-2.5-pro': cached(1.25, 10, 0.31),
      'gemini-2.5-flash': cached(0.3, 2.5, 0.075),
      'gemini-2.5-flash-lite': cached(0.1, 0.4, 0.025),
      'gemini-2.0-flash': cached(0.1, 0.4, 0.025),
    },
  ],
]);

interface PriceLookup {
  price: ModelPrice | undefined;
  /** How the estimate was made, for the report: which list price, or why there is none. */
  basis: string;
}

/** The list price for `provider:model-id`, by the longest matching model-id prefix. */
export function lookUpPrice(provider: string, modelId: string): PriceLookup {
  const entry = Object.entries(PRICES.get(provider) ?? {})
    .filter(([prefix]) => modelId.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (!entry) return { price: undefined, basis: `${UNKNOWN_COST_BASIS}: no list price known for ${provider}:${modelId}` };
  const [prefix, price] = entry;
  const { input, output, cacheRead, cacheWrite } = price;
  return {
    price,
    basis:
      `estimate from ${provider} list prices for ${prefix}* (USD per million tokens: input ${input}, output ${output}, ` +
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
