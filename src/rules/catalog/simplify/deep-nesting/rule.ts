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
  documentation: {
    finds: 'Control flow nested more than 4 levels, when the change made it deeper.',
    why: 'Deeply nested code is hard to follow and to test.',
    wrongWhen: 'Reported as info.',
    origin: "ESLint's `max-depth`.",
  },
};
