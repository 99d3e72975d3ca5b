import { REVIEW_RESPONSE } from '../src/agents/review-response.js';
import { ConfigurationError } from '../src/text/configuration-error.js';
import { checkModelSettings, createLanguageModel } from '../src/llm/create-language-model.js';
import { createReviewModel } from '../src/llm/review-model.js';
import type { ModelCallRecord, ReviewModel } from '../src/llm/review-model.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import { FAKE_AWS_KEY } from './support/sample-change.js';
import type { LoopbackLlm } from './support/loopback-llm.js';

const KEY = 'test-key-0123456789abcdef';
const FINDING = {
  file: 'src/a.ts',
  line: 3,
  end_line: null,
  severity: 'high',
  confidence: 90,
  dimension: 'correctness',
  category: 'null-dereference',
  description: 'user can be undefined here.',
  recommendation: 'Check for undefined first.',
  code_snippet: 'return user.name;',
  auto_fixable: true,
  fix_example: null,
};

async function modelFor(
  llm: LoopbackLlm,
  model: string,
  options: { timeoutMs?: number; debug?: (record: ModelCallRecord) => void } = {},
): Promise<ReviewModel> {
  const resolved = await createLanguageModel({ model, apiKey: KEY, baseUrl: llm.url, nodeVersion: process.versions.node });
  return createReviewModel({
    resolved,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: 2,
    secrets: [KEY],
    ...(options.debug ? { debug: options.debug } : {}),
  });
}

function review(model: ReviewModel, signal = new AbortController().signal) {
  return model.generate({
    caller: 'code-reviewer',
    prompt: { system: 'Review rules.', prefix: 'The change.', instruction: 'Task: review\nReviewer: code-reviewer', cacheKey: 'sextant-test-1' },
    schema: REVIEW_RESPONSE,
    maxOutputTokens: 1000,
    signal,
  });
}

describe('ReviewModel over the AI SDK, against a loopback provider', () => {
  let llm: LoopbackLlm;
  beforeEach(async () => {
    llm = await startLoopbackLlm();
  });
  afterEach(() => llm.close());

  it('returns the validated reply with its token usage', async () => {
    llm.script('code-reviewer', { json: { status: 'success', issues: [FINDING], positive_observations: ['Clear names.'] } });
    const outcome = await review(await modelFor(llm, 'openai-compatible:test-model'));
    expect(outcome).toMatchObject({ ok: true, repaired: false, value: { issues: [{ file: 'src/a.ts', line: 3, severity: 'high' }] } });
    expect(outcome.usage.input_tokens).toBeGreaterThan(0);
    expect(outcome.usage.output_tokens).toBeGreaterThan(0);
  });

  it('retries a 429 and succeeds, honouring retry-after', async () => {
    llm.script('code-reviewer', { status: 429, headers: { 'retry-after-ms': '1' } }, { json: { status: 'success', issues: [], positive_observations: [] } });
    const outcome = await review(await modelFor(llm, 'openai:gpt-4.1'));
    expect(outcome.ok).toBe(true);
    expect(llm.requests).toHaveLength(2);
  });

  it('does not retry a 400, and fails with PROVIDER_ERROR', async () => {
    llm.script('code-reviewer', { status: 400 });
    const outcome = await review(await modelFor(llm, 'openai:gpt-4.1'));
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(!outcome.ok && outcome.message).toMatch(/HTTP 400/);
    expect(llm.requests).toHaveLength(1);
  });

  it('gives up on repeated 429s with RATE_LIMITED after the bounded retries', async () => {
    const limited = { status: 429, headers: { 'retry-after-ms': '1' } };
    llm.script('code-reviewer', limited, limited, limited, limited);
    const outcome = await review(await modelFor(llm, 'anthropic:claude-sonnet-4-5'));
    expect(outcome).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(llm.requests).toHaveLength(3);
  });

  it('fails with TIMEOUT when the provider does not answer in time', async () => {
    llm.script('code-reviewer', { hang: true });
    const outcome = await review(await modelFor(llm, 'openai-compatible:test-model', { timeoutMs: 300 }));
    expect(outcome).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });

  it('stops with CANCELLED when the run is aborted', async () => {
    llm.script('code-reviewer', { hang: true });
    const controller = new AbortController();
    const pending = review(await modelFor(llm, 'openai-compatible:test-model'), controller.signal);
    while (llm.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, code: 'CANCELLED' });
  });

  it('repairs malformed JSON once, sending the bad reply back with what was wrong', async () => {
    llm.script('code-reviewer', { text: '{"status": "success", "issues": [' }, { json: { status: 'success', issues: [FINDING], positive_observations: [] } });
    const outcome = await review(await modelFor(llm, 'anthropic:claude-sonnet-4-5'));
    expect(outcome).toMatchObject({ ok: true, repaired: true });
    expect(llm.requests).toHaveLength(2);
    const repair = llm.requests[1]?.text ?? '';
    expect(repair).toContain('{"status": "success", "issues": [');
    expect(repair).toMatch(/could not be used: it is not valid JSON/);
  });

  it.each([
    ['SCHEMA_MISMATCH', { json: { status: 'success', issues: [{ ...FINDING, severity: 'urgent' }], positive_observations: [] } }],
    ['MISSING_STATUS', { json: { issues: [] } }],
    ['NULL_RESPONSE', { text: '' }],
    ['MALFORMED_JSON', { text: 'I found no problems.' }],
  ])('fails with %s when the repair attempt does not help either', async (code, reply) => {
    llm.script('code-reviewer', reply, reply);
    const outcome = await review(await modelFor(llm, 'openai-compatible:test-model'));
    expect(outcome).toMatchObject({ ok: false, code });
    expect(llm.requests).toHaveLength(2);
  });

  it('unwraps a reply fenced in markdown without paying for a repair', async () => {
    llm.script('code-reviewer', { text: 'Here is my review:\n```json\n{"status":"success","issues":[],"positive_observations":[]}\n```' });
    expect(await review(await modelFor(llm, 'openai-compatible:test-model'))).toMatchObject({ ok: true, repaired: false });
    expect(llm.requests).toHaveLength(1);
  });

  it('accepts the harmless variations models produce: capitalised enums, string numbers, missing optional fields', async () => {
    const { end_line: _end, fix_example: _fix, code_snippet: _snippet, ...bare } = FINDING;
    llm.script('code-reviewer', { json: { status: 'success', issues: [{ ...bare, severity: 'High', line: '3', auto_fixable: undefined }] } });
    const outcome = await review(await modelFor(llm, 'openai-compatible:test-model'));
    expect(outcome).toMatchObject({ ok: true, value: { issues: [{ severity: 'high', line: 3 }] } });
  });

  it('offers the model no tools, marks the prefix for caching and sends the cache key', async () => {
    await review(await modelFor(llm, 'anthropic:claude-sonnet-4-5'));
    await review(await modelFor(llm, 'openai:gpt-4.1'));
    const [anthropic, openai] = llm.requests;
    expect(anthropic?.body.tools).toBeUndefined();
    expect(openai?.body.tools).toBeUndefined();
    const content = (anthropic?.body.messages as Array<{ content: Array<{ text: string; cache_control?: unknown }> }>)[0]?.content;
    expect(content?.[0]).toMatchObject({ text: 'The change.', cache_control: { type: 'ephemeral' } });
    expect(content?.[1]?.cache_control).toBeUndefined();
    expect(openai?.body.prompt_cache_key).toBe('sextant-test-1');
  });

  it('logs prompts and replies for debugging with credentials redacted', async () => {
    const records: ModelCallRecord[] = [];
    llm.script('code-reviewer', { text: `not json, but ${KEY} and ${FAKE_AWS_KEY}` }, { json: { status: 'success', issues: [], positive_observations: [] } });
    await review(await modelFor(llm, 'openai-compatible:test-model', { debug: (record) => records.push(record) }));
    expect(records.map((record) => record.attempt)).toEqual(['first', 'repair']);
    const logged = JSON.stringify(records);
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain(FAKE_AWS_KEY);
    expect(logged).toContain('[REDACTED:api-key]');
  });

  it('logs a provider failure during the repair attempt as the repair, with the tokens of the first attempt', async () => {
    const records: ModelCallRecord[] = [];
    llm.script('code-reviewer', { text: 'not json' }, { status: 400 });
    const outcome = await review(await modelFor(llm, 'openai-compatible:test-model', { debug: (record) => records.push(record) }));
    expect(outcome).toMatchObject({ ok: false, code: 'PROVIDER_ERROR' });
    expect(outcome.usage.input_tokens).toBeGreaterThan(0);
    expect(records.map((record) => [record.attempt, record.outcome.split(':')[0]])).toEqual([
      ['first', 'MALFORMED_JSON'],
      ['repair', 'PROVIDER_ERROR'],
    ]);
    expect(records[1]?.prompt.instruction).toContain('could not be used');
    expect(Object.keys(records[1]?.prompt ?? {}).sort()).toEqual(['instruction', 'prefix', 'system']);
  });
});

describe('createLanguageModel', () => {
  const node = process.versions.node;
  it.each([
    [{ model: 'mistral:large', apiKey: KEY }, /model.*"mistral:large".*provider:model-id/],
    [{ model: 'anthropic:claude-sonnet-4-5' }, /api-key.*anthropic API key.*ANTHROPIC_API_KEY/],
    [{ model: 'openai-compatible:llama3' }, /base-url.*Ollama/],
    [{ model: 'openai:gpt-4.1', apiKey: KEY, nodeVersion: '20.19.0' }, /Node 22 or later/],
  ])('refuses %j with a ConfigurationError saying what to do', async (settings, message) => {
    const attempt = () => checkModelSettings({ nodeVersion: node, ...settings });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(message);
    await expect(createLanguageModel({ nodeVersion: node, ...settings })).rejects.toThrow(message);
  });

  it.each([
    ['anthropic:claude-haiku-4-5', 'anthropic.messages'],
    ['openai:gpt-4.1-mini', 'openai.chat'],
    ['google:gemini-2.5-flash', 'google.generative-ai'],
  ])('builds %s on its own provider', async (model, provider) => {
    const { languageModel } = await createLanguageModel({ model, apiKey: KEY, nodeVersion: node });
    expect(typeof languageModel === 'string' ? languageModel : languageModel.provider).toBe(provider);
  });

  it('needs no key for a local openai-compatible server', async () => {
    await expect(
      createLanguageModel({ model: 'openai-compatible:qwen2.5-coder', baseUrl: 'http://localhost:11434/v1', nodeVersion: node }),
    ).resolves.toMatchObject({
      provider: 'openai-compatible',
      modelId: 'qwen2.5-coder',
    });
  });
});
