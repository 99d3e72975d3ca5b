import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'simplify/deep-nesting',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 70,
  category: 'complexity',
  message: '`{{statement}}` is nested {{depth}} levels deep in {{function}}.',
  recommendation: 'Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
