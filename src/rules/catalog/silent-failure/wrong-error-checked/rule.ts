import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/wrong-error-checked',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'error-handling',
  message: '`{{call}}` sets `{{assigned}}`, but the next line checks `{{checked}}`, and `{{assigned}}` is never read: a failure of `{{call}}` goes unnoticed.',
  recommendation: 'Check the error the call just returned: `if {{assigned}} != nil { … }`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
