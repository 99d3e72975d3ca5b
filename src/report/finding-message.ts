import type { Finding } from '../findings/finding.js';

/** A finding as one plain-text message (annotations, SARIF): what is wrong, then what to do about it. */
export function findingMessage(finding: Pick<Finding, 'description' | 'recommendation'>): string {
  const recommendation = finding.recommendation.trim();
  return recommendation ? `${finding.description}\n\nRecommendation: ${recommendation}` : finding.description;
}
