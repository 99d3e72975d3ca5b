import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVIEW_RESPONSE } from '../src/agents/review-response.js';
import { parseSettings } from '../src/config/parse-settings.js';
import { callLimits } from '../src/llm/call-limits.js';
import { createLanguageModel } from '../src/llm/create-language-model.js';
import { discoverServer } from '../src/llm/discover-server.js';
import { createReviewModel } from '../src/llm/review-model.js';
import { usageFromSdk } from '../src/llm/token-usage.js';
import { startLocalLlmServer } from './support/local-llm-server.js';
import type { LocalLlmServer } from './support/local-llm-server.js';

/** A loopback server answering fixed JSON per path, as Ollama or vLLM would; anything else is a 404. */
async function startJsonServer(routes: Record<string, unknown>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    const body = routes[`${request.method ?? ''} ${request.url ?? ''}`];
    if (body === undefined) response.writeHead(404).end('404 page not found');
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('what a self-hosted server offers', () => {
  it('reads llama.cpp /props: the context of one slot and the slots', async () => {
    const server = await startLocalLlmServer({ contextTokens: 8_192, slots: 2 });
    try {
      expect(await discoverServer({ baseURL: server.url, modelId: 'any' })).toEqual({ source: 'llama.cpp', contextTokens: 8_192, slots: 2 });
    } finally {
      await server.close();
    }
  });

  it("reads Ollama /api/show: num_ctx when set, else the model's context_length", async () => {
    const show = {
      modelfile: '# Modelfile',
      parameters: 'stop "<|im_end|>"\nnum_ctx 8192',
      details: { family: 'qwen2' },
      model_info: { 'general.architecture': 'qwen2', 'qwen2.context_length': 32_768 },
    };
    const server = await startJsonServer({ 'POST /api/show': show });
    try {
      expect(await discoverServer({ baseURL: server.url, modelId: 'qwen2.5-coder:7b' })).toEqual({ source: 'ollama', contextTokens: 8_192 });
    } finally {
      await server.close();
    }
    const plain = await startJsonServer({ 'POST /api/show': { ...show, parameters: 'stop "<|im_end|>"' } });
    try {
      expect(await discoverServer({ baseURL: plain.url, modelId: 'qwen2.5-coder:7b' })).toEqual({ source: 'ollama', contextTokens: 32_768 });
    } finally {
      await plain.close();
    }
  });

  it('reads vLLM /v1/models: max_model_len of the model in use', async () => {
    const models = {
      object: 'list',
      data: [
        { id: 'Qwen/Qwen2.5-7B', object: 'model', owned_by: 'vllm', max_model_len: 16_384 },
        { id: 'other', object: 'model', max_model_len: 4_096 },
      ],
    };
    const server = await startJsonServer({ 'GET /v1/models': models });
    try {
      expect(await discoverServer({ baseURL: server.url, modelId: 'Qwen/Qwen2.5-7B' })).toEqual({ source: 'vllm', contextTokens: 16_384 });
    } finally {
      await server.close();
    }
  });

  it('takes nothing from a server that says nothing, or nonsense', async () => {
    const server = await startJsonServer({
      'GET /props': { default_generation_settings: { n_ctx: -1 }, total_slots: 1e9 },
      'GET /v1/models': { data: 'none' },
    });
    try {
      expect(await discoverServer({ baseURL: server.url, modelId: 'm' })).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('keeps room for the reply and follows the slots with concurrency auto, within max-input-tokens', () => {
    expect(callLimits({ concurrency: 'auto', maxInputTokens: 40_000, selfHosted: true }, { source: 'llama.cpp', contextTokens: 8_192, slots: 1 })).toEqual({
      concurrency: 1,
      maxInputTokens: 6_144,
      maxOutputTokens: 2_048,
      slots: 1,
    });
    expect(callLimits({ concurrency: 'auto', maxInputTokens: 40_000, selfHosted: true }, { source: 'vllm', contextTokens: 131_072 })).toEqual({
      concurrency: 6,
      maxInputTokens: 40_000,
      maxOutputTokens: 8_192,
      slots: 1,
    });
    // A hosted API: the configured values, six calls at a time, no queue assumed.
    expect(callLimits({ concurrency: 'auto', maxInputTokens: 40_000, selfHosted: false }, undefined)).toEqual({ concurrency: 6, maxInputTokens: 40_000 });
    expect(callLimits({ concurrency: 3, maxInputTokens: 40_000, selfHosted: true }, { source: 'llama.cpp', slots: 1 })).toEqual({
      concurrency: 3,
      maxInputTokens: 40_000,
      slots: 1,
    });
    // max-output-tokens sets the room kept for the reply.
    expect(
      callLimits(
        { concurrency: 'auto', maxInputTokens: 40_000, maxOutputTokens: 1_024, selfHosted: true },
        { source: 'llama.cpp', contextTokens: 8_192, slots: 2 },
      ),
    ).toEqual({
      concurrency: 2,
      maxInputTokens: 7_168,
      maxOutputTokens: 1_024,
      slots: 2,
    });
  });

  it('takes concurrency auto (the default) or a number, and max-output-tokens, from the settings', () => {
    expect(parseSettings({ inputs: {} }).settings).toMatchObject({ concurrency: 'auto' });
    expect(parseSettings({ inputs: { concurrency: '2', 'max-output-tokens': '1024' } }).settings).toMatchObject({ concurrency: 2, maxOutputTokens: 1_024 });
    expect(() => parseSettings({ inputs: { concurrency: 'many' } })).toThrow(/concurrency.*"many".*'auto' or an integer from 1 to 32/);
    expect(() => parseSettings({ inputs: { 'max-output-tokens': '10' } })).toThrow(/max-output-tokens.*"10".*256 to 65536/);
  });
});

describe("a server's usage figures", () => {
  it('counts what is a token count and names, without counting, what is not', () => {
    const usage = (input: number, output: number, cached: number) =>
      usageFromSdk({
        inputTokens: input,
        outputTokens: output,
        totalTokens: undefined,
        inputTokenDetails: { noCacheTokens: undefined, cacheReadTokens: cached, cacheWriteTokens: undefined },
        outputTokenDetails: { textTokens: undefined, reasoningTokens: undefined },
      });
    expect(usage(2_000, 300, 1_500)).toEqual({ input_tokens: 2_000, output_tokens: 300, cache_read_tokens: 1_500, cache_write_tokens: 0, untrusted: [] });
    expect(usage(-2_114, 0.5, -5)).toEqual({
      input_tokens: 0,
      output_tokens: 0,
      cache_read_tokens: 0,
      cache_write_tokens: 0,
      untrusted: ['input_tokens -2114', 'cache_read_tokens -5', 'output_tokens 0.5'],
    });
    expect(usage(1e300, Number.NaN, 20_000)).toMatchObject({
      input_tokens: 0,
      output_tokens: 0,
      cache_read_tokens: 0,
      untrusted: ['input_tokens 1e+300', 'output_tokens NaN'],
    });
  });
});

describe('a call that waits its turn in the server queue', () => {
  let server: LocalLlmServer;
  afterEach(() => server.close());

  it('is not timed out for the wait: its timeout counts the calls ahead of it on the slots', async () => {
    // Four calls sent at once to one slot, 400 ms each: the last one is answered after 1.6 s, past a 1 s timeout.
    server = await startLocalLlmServer({ slots: 1, serviceMs: 400, reply: () => ({ status: 'success', issues: [], positive_observations: [] }) });
    const resolved = await createLanguageModel({ model: 'openai-compatible:local', baseUrl: server.url, nodeVersion: process.versions.node });
    const model = createReviewModel({ resolved, timeoutMs: 1_000, slots: 1, maxRetries: 0, secrets: [] });
    const outcomes = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        model.generate({
          caller: 'code-reviewer',
          prompt: { system: 'Review rules.', prefix: `The change ${n}.`, instruction: 'Task: review\nReviewer: code-reviewer', cacheKey: 'k' },
          schema: REVIEW_RESPONSE,
          maxOutputTokens: 500,
          signal: new AbortController().signal,
        }),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(server.maxBusy).toBe(1);
    expect(server.maxQueued).toBeGreaterThan(0);
  });
});
