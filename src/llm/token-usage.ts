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

/** The AI SDK's usage in our shape; providers that do not report a figure count it as 0. */
export function usageFromSdk(usage: LanguageModelUsage | undefined): TokenUsage {
  if (!usage) return NO_USAGE;
  return {
    input_tokens: usage.inputTokens ?? 0,
    output_tokens: usage.outputTokens ?? 0,
    cache_read_tokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
    cache_write_tokens: usage.inputTokenDetails?.cacheWriteTokens ?? 0,
  };
}
