import type { LanguageModelUsage } from 'ai';

/** Tokens of one or more model calls. `input_tokens` counts every input token, cached or not. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
}

export const NO_USAGE: TokenUsage = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0 };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_tokens: a.cache_read_tokens + b.cache_read_tokens,
    cache_write_tokens: a.cache_write_tokens + b.cache_write_tokens,
  };
}

/**
 * One call's tokens above this are not a count but a server's noise: no context holds ten million tokens.
 * Checked because a server's usage is as untrusted as its reply (a negative prompt_tokens has been seen).
 */
const MAX_TOKENS_PER_CALL = 10_000_000;

/**
 * The AI SDK's usage in our shape. A figure the provider does not report, or one that is not a count
 * (negative, fractional, not finite, absurdly large), is unknown: it counts as 0 and `untrusted` names it.
 */
export function usageFromSdk(usage: LanguageModelUsage | undefined): TokenUsage & { untrusted: string[] } {
  const untrusted: string[] = [];
  const count = (name: string, value: number | undefined): number => {
    if (value === undefined || value === null) return 0;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKENS_PER_CALL) return value;
    untrusted.push(`${name} ${String(value)}`);
    return 0;
  };
  const input = count('input_tokens', usage?.inputTokens);
  const cacheRead = count('cache_read_tokens', usage?.inputTokenDetails?.cacheReadTokens);
  const cacheWrite = count('cache_write_tokens', usage?.inputTokenDetails?.cacheWriteTokens);
  return {
    input_tokens: input,
    output_tokens: count('output_tokens', usage?.outputTokens),
    // Cached tokens are part of the input: more of them than the input is another sign of a bad count.
    cache_read_tokens: Math.min(cacheRead, input),
    cache_write_tokens: Math.min(cacheWrite, input),
    untrusted,
  };
}
