import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  cutText,
  describeValue
} from "./chunk-AWL5CFWY.js";

// src/text/indefinite-article.ts
function withArticle(word) {
  return `${/^[aeio]/i.test(word) ? "an" : "a"} ${word}`;
}

// src/text/configuration-error.ts
var EXPECTED_CHARS = 2e3;
var ConfigurationError = class extends Error {
  constructor(key, value, expected, origin) {
    super(`Invalid ${cutText(key)}${origin ? ` (from ${cutText(origin)})` : ""}: ${describeValue(value)}. Expected ${cutText(expected, EXPECTED_CHARS)}.`);
    this.key = key;
    this.value = value;
    this.expected = expected;
    this.origin = origin;
    this.name = "ConfigurationError";
  }
  key;
  value;
  expected;
  origin;
};

// src/llm/create-language-model.ts
var PROVIDERS = ["anthropic", "openai", "google", "openai-compatible"];
var PROVIDER_KEY_VARIABLES = {
  anthropic: "ANTHROPIC_API_KEY",
  openai: "OPENAI_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  // Local servers (Ollama, vLLM, LM Studio) usually take no key; SEXTANT_API_KEY covers those that do.
  "openai-compatible": void 0
};
var MIN_NODE_MAJOR_FOR_MODELS = 22;
function parseModelId(model) {
  const separator = model.indexOf(":");
  const provider = model.slice(0, separator);
  const modelId = model.slice(separator + 1).trim();
  if (separator <= 0 || !PROVIDERS.includes(provider) || modelId === "") {
    throw new ConfigurationError("model", model, `'static' or 'provider:model-id' with provider ${PROVIDERS.join(", ")}`);
  }
  return { provider, modelId };
}
function checkModelSettings(settings) {
  const { provider, modelId } = parseModelId(settings.model);
  const major = Number(settings.nodeVersion.split(".")[0]);
  if (major < MIN_NODE_MAJOR_FOR_MODELS) {
    throw new ConfigurationError(
      "model",
      settings.model,
      `'static' on Node ${settings.nodeVersion}: model review needs Node ${MIN_NODE_MAJOR_FOR_MODELS} or later. Run Sextant with Node ${MIN_NODE_MAJOR_FOR_MODELS}+ for model review, or drop the model (--model, or model: in the config file) to use the static engine, which runs on Node 20`
    );
  }
  const apiKey = settings.apiKey;
  if (!apiKey && provider !== "openai-compatible") {
    const variable = PROVIDER_KEY_VARIABLES[provider];
    throw new ConfigurationError(
      "api-key",
      "(not set)",
      `${withArticle(provider)} API key: the 'api-key' input in a workflow, or SEXTANT_API_KEY${variable ? ` or ${variable}` : ""} for the CLI`
    );
  }
  const baseURL = settings.baseUrl;
  if (provider === "openai-compatible" && !baseURL) {
    throw new ConfigurationError("base-url", "(not set)", "the server's http(s) URL, e.g. http://localhost:11434/v1 for Ollama");
  }
  return { provider, modelId, ...apiKey ? { apiKey } : {}, ...baseURL ? { baseURL } : {} };
}
async function createLanguageModel(settings) {
  const { provider, modelId, apiKey, baseURL } = checkModelSettings(settings);
  const fetch = settings.fetch ? { fetch: settings.fetch } : {};
  switch (provider) {
    case "anthropic": {
      const { createAnthropic } = await import("./dist-QWKAAFXK.js");
      return { provider, modelId, languageModel: createAnthropic({ apiKey, baseURL, ...fetch })(modelId) };
    }
    case "openai": {
      const { createOpenAI } = await import("./dist-WPRBBCCB.js");
      return { provider, modelId, languageModel: createOpenAI({ apiKey, baseURL, ...fetch }).chat(modelId) };
    }
    case "google": {
      const { createGoogle } = await import("./dist-URWS2NZF.js");
      return { provider, modelId, languageModel: createGoogle({ apiKey, baseURL, ...fetch })(modelId) };
    }
    case "openai-compatible": {
      const [{ createOpenAICompatible }, { createUntimedFetch }] = await Promise.all([
        import("./dist-FHDH3IHF.js"),
        import("./create-untimed-fetch-U2OKEGSH.js")
      ]);
      const compatible = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: baseURL ?? "",
        apiKey,
        supportsStructuredOutputs: true,
        fetch: settings.fetch ?? createUntimedFetch()
      });
      return { provider, modelId, languageModel: compatible.chatModel(modelId) };
    }
  }
}

export {
  ConfigurationError,
  withArticle,
  PROVIDER_KEY_VARIABLES,
  MIN_NODE_MAJOR_FOR_MODELS,
  parseModelId,
  checkModelSettings,
  createLanguageModel
};
