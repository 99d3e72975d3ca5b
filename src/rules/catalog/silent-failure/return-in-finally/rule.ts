import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/return-in-finally',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'error-handling',
  message: '`{{statement}}` inside `finally` replaces the outcome of the `try`: an exception in flight is dropped and a returned value is overwritten.',
  recommendation: 'Move the `{{keyword}}` out of the `finally` block; keep only clean-up there.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
