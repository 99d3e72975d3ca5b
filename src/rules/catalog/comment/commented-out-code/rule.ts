import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'comment/commented-out-code',
  agent: 'comment-analyzer',
  dimension: 'readability',
  severity: 'info',
  confidence: 80,
  category: 'dead-code',
  message: 'Commented-out code `{{code}}`.',
  recommendation: 'Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
