import { ConfigurationError } from './configuration-error.js';
import type { Settings } from './settings.js';

/**
 * Settings this version accepts in form but cannot honour yet (LLM providers):
 * say so plainly rather than run something that only looks like it.
 */
export function assertSupported(settings: Settings): void {
  if (settings.model !== 'static') {
    throw new ConfigurationError('model', settings.model, "'static' — LLM providers are not available in this version of Sextant");
  }
}
