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
  documentation: {
    finds: '`out, createErr := os.Create(p)` followed by `if err != nil`, with `createErr` never read.',
    why: 'The check tests an older error: the new one is ignored.',
    wrongWhen: 'Never intended.',
    origin: "Sextant's own pattern, from bugs fixed in real projects.",
  },
};
