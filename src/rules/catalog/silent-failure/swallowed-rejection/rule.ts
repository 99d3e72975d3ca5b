import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/swallowed-rejection',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '{{what}} is swallowed by a no-op handler (`{{handler}}`).',
  recommendation:
    'Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.',
  documentation: {
    finds: 'No-op `.catch(() => {})` or `.then(…, () => {})` handlers.',
    why: 'The rejection is swallowed: the failure is never seen.',
    wrongWhen: 'Deliberately ignored rejections; say why in a comment.',
    origin: "The silent-failure-hunter review agent's checklist.",
  },
};
