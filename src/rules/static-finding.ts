import { candidateFinding } from '../findings/candidate-finding.js';
import type { CandidateFinding } from '../findings/finding.js';
import type { RuleBasics } from './rule-definition.js';

type FromRule = 'agent' | 'dimension' | 'severity' | 'confidence' | 'category' | 'rule_id' | 'source';

/** A finding of a static rule: the rule's agent, dimension, category and id, and its severity and confidence unless this finding has its own. */
export function staticFinding(
  rule: RuleBasics,
  fields: Omit<CandidateFinding, FromRule> & Partial<Pick<CandidateFinding, 'severity' | 'confidence'>>,
): CandidateFinding {
  return candidateFinding({
    ...fields,
    agent: rule.agent,
    dimension: rule.dimension,
    severity: fields.severity ?? rule.severity,
    confidence: fields.confidence ?? rule.confidence,
    category: rule.category,
    rule_id: rule.id,
    source: 'static',
  });
}
