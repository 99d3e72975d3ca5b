import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/identical-operands',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`{{expression}}` has the same operand on both sides of `{{operator}}`, so its value is fixed: one side was probably meant to be something else.',
  recommendation: 'Correct the operand that was copied (often a name left unchanged when the line was duplicated).',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
