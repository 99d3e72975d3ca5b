import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/log-only-catch',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 65,
  category: 'error-handling',
  message: 'The catch block only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.',
  recommendation:
    'After logging, rethrow, return an error or fallback value the caller can see, or record the failure in state the caller checks. Logging alone leaves callers working with missing data.',
  documentation: {
    finds: 'A `catch`/`except` that only logs and carries on.',
    why: 'Callers go on with missing data as if the call had succeeded.',
    wrongWhen: 'Top-level handlers that end the operation; 85 when logged only at debug level, 65 otherwise (hidden).',
    origin: "The silent-failure-hunter review agent's checklist.",
  },
};
