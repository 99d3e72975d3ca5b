import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/nan-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 95,
  category: 'bug-pattern',
  message: '`{{expression}}` is always {{always}}: `NaN` is not equal to anything, itself included.',
  recommendation: 'Test with `Number.isNaN(value)`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
