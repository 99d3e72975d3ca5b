import type { LanguageModel } from 'ai';
import { withArticle } from '../text/indefinite-article.js';
import { ConfigurationError } from '../text/configuration-error.js';

const PROVIDERS = ['anthropic', 'openai', 'google', 'openai-compatible'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** Where the CLI looks for a key when SEXTANT_API_KEY is not set: each provider's own variable. */
export const PROVIDER_KEY_VARIABLES: Readonly<Record<ProviderName, string | undefined>> = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  // Local servers (Ollama, vLLM, LM Studio) usually take no key; SEXTANT_API_KEY covers those that do.
  'openai-compatible': undefined,
};

/** The AI SDK (v7) and its providers declare Node 22 as their minimum; the static engine runs on Node 20. */
export const MIN_NODE_MAJOR_FOR_MODELS = 22;

interface ModelSettings {
  /** `provider:model-id`. */
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** The running Node version (`process.versions.node`). */
  nodeVersion: string;
  /** Replaces the global fetch for this provider's HTTP calls (`sextant eval --replay` records and replays them). */
  fetch?: typeof fetch;
}

export interface ResolvedModel {
  provider: ProviderName;
  modelId: string;
  languageModel: LanguageModel;
}

/** `anthropic:claude-sonnet-4-5` → provider and model id; a ConfigurationError for anything else. */
export function parseModelId(model: string): { provider: ProviderName; modelId: string } {
  const separator = model.indexOf(':');
  const provider = model.slice(0, separator);
  const modelId = model.slice(separator + 1).trim();
  if (separator <= 0 || !(PROVIDERS as readonly string[]).includes(provider) || modelId === '') {
    throw new ConfigurationError('model', model, `'static' or 'provider:model-id' with provider ${PROVIDERS.join(', ')}`);
  }
  return { provider: provider as ProviderName, modelId };
}

/**
 * Checks everything a user can get wrong about `provider:model-id` before any request is made: the
 * provider, the key, the base URL, the Node version. Loads nothing: static runs never pay for the SDK.
 */
export function checkModelSettings(settings: ModelSettings): { provider: ProviderName; modelId: string; apiKey?: string; baseURL?: string } {
  const { provider, modelId } = parseModelId(settings.model);
  const major = Number(settings.nodeVersion.split('.')[0]);
  if (major < MIN_NODE_MAJOR_FOR_MODELS) {
    throw new ConfigurationError(
      'model',
      settings.model,
      `'static' on Node ${settings.nodeVersion}: model review needs Node ${MIN_NODE_MAJOR_FOR_MODELS} or later. ` +
        `Run Sextant with Node ${MIN_NODE_MAJOR_FOR_MODELS}+ for model review, or drop the model (--model, or model: in the config file) to use the static engine, which runs on Node 20`,
    );
  }
  const apiKey = settings.apiKey;
  if (!apiKey && provider !== 'openai-compatible') {
    const variable = PROVIDER_KEY_VARIABLES[provider];
    throw new ConfigurationError(
      'api-key',
      '(not set)',
      `${withArticle(provider)} API key: the 'api-key' input in a workflow, or SEXTANT_API_KEY${variable ? ` or ${variable}` : ''} for the CLI`,
    );
  }
  const baseURL = settings.baseUrl;
  if (provider === 'openai-compatible' && !baseURL) {
    throw new ConfigurationError('base-url', '(not set)', "the server's http(s) URL, e.g. http://localhost:11434/v1 for Ollama");
  }
  return { provider, modelId, ...(apiKey ? { apiKey } : {}), ...(baseURL ? { baseURL } : {}) };
}

/**
 * The AI SDK model for `provider:model-id`, after `checkModelSettings`. The provider's package is
 * imported here, when a model is really used. The key is always passed explicitly, so the providers
 * never read it from the environment themselves.
 */
export async function createLanguageModel(settings: ModelSettings): Promise<ResolvedModel> {
  const { provider, modelId, apiKey, baseURL } = checkModelSettings(settings);
  const fetch = settings.fetch ? { fetch: settings.fetch } : {};
  switch (provider) {
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return { provider, modelId, languageModel: createAnthropic({ apiKey, baseURL, ...fetch })(modelId) };
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      // Chat Completions: the API every OpenAI-style proxy and gateway also speaks.
      return { provider, modelId, languageModel: createOpenAI({ apiKey, baseURL, ...fetch }).chat(modelId) };
    }
    case 'google': {
      const { createGoogle } = await import('@ai-sdk/google');
      return { provider, modelId, languageModel: createGoogle({ apiKey, baseURL, ...fetch })(modelId) };
    }
    case 'openai-compatible': {
      // Imported here, not at the top: it loads node:http and node:https, which a static run never needs.
      const [{ createOpenAICompatible }, { createUntimedFetch }] = await Promise.all([
        import('@ai-sdk/openai-compatible'),
        import('./create-untimed-fetch.js'),
      ]);
      // Ollama, vLLM, LM Studio and llama.cpp all accept a JSON schema as response_format. A self-hosted
      // server on a CPU may take longer than Node's fetch waits for a reply: model-timeout is the limit.
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        supportsStructuredOutputs: true,
        fetch: settings.fetch ?? createUntimedFetch(),
      });
      return { provider, modelId, languageModel: compatible.chatModel(modelId) };
    }
  }
}
