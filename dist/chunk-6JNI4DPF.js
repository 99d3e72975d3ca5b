import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/llm/token-usage.ts
var NO_USAGE = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0 };
function addUsage(a, b) {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_tokens: a.cache_read_tokens + b.cache_read_tokens,
    cache_write_tokens: a.cache_write_tokens + b.cache_write_tokens
  };
}
function usageFromSdk(usage) {
  if (!usage) return NO_USAGE;
  return {
    input_tokens: usage.inputTokens ?? 0,
    output_tokens: usage.outputTokens ?? 0,
    cache_read_tokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
    cache_write_tokens: usage.inputTokenDetails?.cacheWriteTokens ?? 0
  };
}

export {
  NO_USAGE,
  addUsage,
  usageFromSdk
};
