import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/console-log',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 70,
  category: 'debugging',
  message: '`console.{{method}}` call `{{target}}` added to application code.',
  recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
