import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/floating-promise',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'bug-pattern',
  message: '`{{call}}` starts a promise that nothing waits for ({{what}}): the `async` function goes on before it settles, and its rejection is unhandled.',
  recommendation: 'Add `await` (or `return` it); if running it in the background is intended, say so with `void` and handle its error with `.catch`.',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
