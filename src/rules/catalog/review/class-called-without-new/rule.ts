import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/class-called-without-new',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'bug-pattern',
  message: "`{{name}}` is a class, called here without `new`: this throws `TypeError: Class constructor {{name}} cannot be invoked without 'new'`.",
  recommendation: 'Call it with `new {{name}}(…)`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
