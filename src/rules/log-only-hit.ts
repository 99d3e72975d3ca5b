import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from './made-up-fallback.js';
import type { RuleHit } from './rule-definition.js';
import { severityInSensitiveArea } from './sensitive-area.js';

/**
 * The finding of an error handler that only logs, from the methods of its logging calls: logged at debug level
 * only, the failure is hidden in production as surely as by an empty handler; in a sensitive area it weighs more.
 */
export function logOnlyHit(logMethods: readonly string[], details: Readonly<Record<string, string>>, path: string): RuleHit {
  const hidden = logMethods.every((method) => HIDDEN_LOG_LEVEL.test(method));
  return { details, ...(hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}), ...severityInSensitiveArea(path) };
}
