import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/log-only-catch',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 65,
  category: 'error-handling',
  message: 'The catch block only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.',
  recommendation: 'After logging, rethrow, return an error or fallback value the caller can see, or record the failure in state the caller checks. Logging alone leaves callers working with missing data.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
