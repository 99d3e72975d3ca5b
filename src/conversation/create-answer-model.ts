import type { Settings } from '../config/settings.js';
import type { ReviewModel } from '../llm/review-model.js';

/** Retries of a retryable provider failure (429, 5xx, network) before the answer counts as failed. */
const MODEL_MAX_RETRIES = 2;

/**
 * The model port for conversation answers and fixes, from the settings. The AI SDK is imported only
 * here, when a command really needs a model.
 */
export async function createAnswerModel(settings: Pick<Settings, 'model' | 'apiKey' | 'baseUrl' | 'modelTimeout' | 'githubToken'>): Promise<ReviewModel> {
  const [{ createLanguageModel }, { createReviewModel }] = await Promise.all([import('../llm/create-language-model.js'), import('../llm/review-model.js')]);
  const resolved = await createLanguageModel({
    model: settings.model,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    nodeVersion: process.versions.node,
  });
  return createReviewModel({
    resolved,
    timeoutMs: settings.modelTimeout * 1000,
    maxRetries: MODEL_MAX_RETRIES,
    secrets: [settings.apiKey, settings.githubToken].filter((secret): secret is string => Boolean(secret)),
  });
}
