import type { RuleBasics } from '../../rule-definition.js';

/**
 * The code reviewer's high correctness findings, shown at 90: code that fails whenever it runs (a `TypeError`,
 * an `AttributeError`, an import that breaks). Rules of this kind spread it into their `rule.ts`, so they stay alike.
 */
export const HIGH_CORRECTNESS = {
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'correctness',
} as const satisfies Pick<RuleBasics, 'agent' | 'dimension' | 'severity' | 'confidence' | 'category'>;
