import type { RuleBasics } from '../../rule-definition.js';

/**
 * The code reviewer's high concurrency findings, shown at 90: a lock or an atomic used so that the protection
 * it was written for is gone. Rules of this kind spread it into their `rule.ts`, so they stay alike.
 */
export const HIGH_CONCURRENCY = {
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'concurrency',
} as const satisfies Pick<RuleBasics, 'agent' | 'dimension' | 'severity' | 'confidence' | 'category'>;
