import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/log-only-error-check',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 65,
  category: 'error-handling',
  message: '`if {{condition}}` only logs (`{{logged}}`) and then carries on as if nothing failed.',
  recommendation:
    'After logging, return the error (or a fallback the caller can see), `continue` deliberately, or record the failure. Logging alone leaves the code running on missing data.',
  documentation: {
    finds: 'In Go, an `if err != nil` that only logs and carries on.',
    why: 'Callers go on with missing data as if the call had succeeded.',
    wrongWhen: 'Loops that skip one bad item on purpose; 85 when logged only at debug level.',
    origin: "The silent-failure-hunter review agent's checklist.",
  },
};
