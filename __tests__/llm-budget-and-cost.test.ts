import { describe, expect, it } from '@jest/globals';
import { planBatches } from '../src/llm/plan-batches.js';
import { describeCost, estimateCost, lookUpPrice } from '../src/llm/price-table.js';

describe('planBatches', () => {
  it('packs files in order into batches that fit, shows oversized files as bare hunks, and lists what fits nowhere', () => {
    const plan = planBatches(
      [
        { path: 'a.ts', fullTokens: 400, compactTokens: 100 },
        { path: 'b.ts', fullTokens: 500, compactTokens: 200 },
        { path: 'c.ts', fullTokens: 5_000, compactTokens: 900 },
        { path: 'd.ts', fullTokens: 9_000, compactTokens: 2_000 },
        { path: 'e.ts', fullTokens: 100, compactTokens: 50 },
      ],
      1_000,
      8,
    );
    expect(plan.batches).toEqual([
      { paths: ['a.ts', 'b.ts'], compact: [] },
      { paths: ['c.ts', 'e.ts'], compact: ['c.ts'] },
    ]);
    expect(plan.overBudget).toEqual([{ path: 'd.ts', detail: 'about 2000 tokens; one review call takes at most 1000 tokens of change' }]);
  });

  it('stops at the batch limit and says so for every file left', () => {
    const items = ['a', 'b', 'c'].map((path) => ({ path, fullTokens: 800, compactTokens: 100 }));
    const plan = planBatches(items, 1_000, 2);
    expect(plan.batches.map((batch) => batch.paths)).toEqual([['a'], ['b']]);
    expect(plan.overBudget).toEqual([{ path: 'c', detail: 'the review is limited to 2 batches of 1000 tokens each' }]);
  });
});

describe('price table', () => {
  it('prices a model by its longest listed prefix and says which entry it used', () => {
    expect(lookUpPrice('openai', 'gpt-4o-mini-2024-07-18')).toMatchObject({
      price: { input: 0.15, output: 0.6 },
      basis: expect.stringContaining('gpt-4o-mini*'),
    });
    expect(lookUpPrice('anthropic', 'claude-sonnet-4-5-20250929').basis).toMatch(
      /claude-sonnet-4\* \(USD per million tokens: input 3, output 15, cache read 0.3, cache write 3.75\)/,
    );
  });

  it('estimates cache reads and writes at their own prices', () => {
    const { price } = lookUpPrice('anthropic', 'claude-sonnet-4-5');
    const usage = { input_tokens: 1_100_000, cache_read_tokens: 1_000_000, cache_write_tokens: 0, output_tokens: 100_000 };
    // 100k uncached × $3 + 1M cached × $0.30 + 100k output × $15
    expect(estimateCost(usage, price)).toBeCloseTo(0.3 + 0.3 + 1.5, 6);
    expect(estimateCost({ ...usage, cache_read_tokens: 0, cache_write_tokens: 1_000_000 }, price)).toBeCloseTo(0.3 + 3.75 + 1.5, 6);
  });

  it('does not invent a price for a local or unknown model', () => {
    const lookup = lookUpPrice('openai-compatible', 'qwen2.5-coder');
    expect(lookup).toEqual({ price: undefined, basis: 'unknown: no list price known for openai-compatible:qwen2.5-coder' });
    // Unknown, not free: the report says "cost unknown", never "$0.0000".
    expect(estimateCost({ input_tokens: 10, output_tokens: 10, cache_read_tokens: 0, cache_write_tokens: 0 }, lookup.price)).toBeNull();
    expect(describeCost(null)).toBe('cost unknown');
    expect(describeCost(0.01234)).toBe('about $0.0123');
  });
});
