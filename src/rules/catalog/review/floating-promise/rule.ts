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
  documentation: {
    finds:
      "In an `async` function, a promise that nothing waits for: `Promise.all(…)`, `fs/promises` calls, `fetch` (75), the file's own async functions or those imported from the project (70).",
    why: 'The function carries on before the work finishes, and a rejection is unhandled.',
    wrongWhen: 'Fire-and-forget on purpose: mark it with `void`.',
    origin: "typescript-eslint's `no-floating-promises`.",
  },
};
