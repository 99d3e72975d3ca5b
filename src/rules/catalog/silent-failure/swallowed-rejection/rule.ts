import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/swallowed-rejection',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '{{what}} is swallowed by a no-op handler (`{{handler}}`).',
  recommendation: 'Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
