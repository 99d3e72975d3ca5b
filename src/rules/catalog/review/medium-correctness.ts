import type { RuleBasics } from '../../rule-definition.js';

/**
 * The code reviewer's medium correctness findings, shown at 85: code that runs but does something other than
 * it says. Rules of this kind spread it into their `rule.ts`, so they stay alike.
 */
export const MEDIUM_CORRECTNESS = {
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'correctness',
} as const satisfies Pick<RuleBasics, 'agent' | 'dimension' | 'severity' | 'confidence' | 'category'>;
