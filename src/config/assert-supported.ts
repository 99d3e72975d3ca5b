import { checkModelSettings } from '../llm/create-language-model.js';
import type { Settings } from './settings.js';

/**
 * What parsing alone cannot check, checked before a session starts: that a configured model can be
 * used here (known provider, a key, a base URL where one is needed, a recent enough Node).
 */
export function assertSupported(settings: Settings): void {
  if (settings.model === 'static') return;
  checkModelSettings({ model: settings.model, apiKey: settings.apiKey, baseUrl: settings.baseUrl, nodeVersion: process.versions.node });
}
