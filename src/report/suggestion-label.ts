import type { Finding } from '../findings/finding.js';

/**
 * Pure: what a suggested fix is called wherever it is shown. Only a fix Sextant verified itself (a
 * check covering each changed file passed with it) is called verified; the analyze job's suggestions
 * and fixes no check covers say why they are not.
 */
export function suggestionLabel(suggestion: NonNullable<Finding['suggestion']>): string {
  if (suggestion.verified && suggestion.origin === undefined) return 'Verified fix';
  if (suggestion.origin === 'analysis-job') return 'Unverified suggestion from the analysis job';
  return suggestion.unverified_reason ? `Unverified suggestion (${suggestion.unverified_reason})` : 'Unverified suggestion';
}

/** True only for a fix Sextant itself verified (see suggestionLabel). */
export function isVerifiedSuggestion(suggestion: Finding['suggestion']): boolean {
  return suggestion?.verified === true && suggestion.origin === undefined;
}
