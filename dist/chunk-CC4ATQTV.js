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
var MAX_TOKENS_PER_CALL = 1e7;
function usageFromSdk(usage) {
  const untrusted = [];
  const count = (name, value) => {
    if (value === void 0 || value === null) return 0;
    if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_TOKENS_PER_CALL) return value;
    untrusted.push(`${name} ${String(value)}`);
    return 0;
  };
  const input = count("input_tokens", usage?.inputTokens);
  const cacheRead = count("cache_read_tokens", usage?.inputTokenDetails?.cacheReadTokens);
  const cacheWrite = count("cache_write_tokens", usage?.inputTokenDetails?.cacheWriteTokens);
  return {
    input_tokens: input,
    output_tokens: count("output_tokens", usage?.outputTokens),
    // Cached tokens are part of the input: more of them than the input is another sign of a bad count.
    cache_read_tokens: Math.min(cacheRead, input),
    cache_write_tokens: Math.min(cacheWrite, input),
    untrusted
  };
}

export {
  NO_USAGE,
  addUsage,
  usageFromSdk
};
