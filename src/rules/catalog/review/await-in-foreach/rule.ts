import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/await-in-foreach',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'bug-pattern',
  message: '`forEach` does not wait for its `async` callback: the code after the loop runs before the awaited work is done, and a rejection is unhandled.',
  recommendation: 'Use `for (const item of items) { await … }` for one at a time, or `await Promise.all(items.map(async (item) => …))` to run them together.',
  documentation: {
    finds: '`forEach(async …)` with `await` inside.',
    why: '`forEach` does not wait for the promises its callback returns: the code after the loop runs before the work is done, and rejections go unhandled.',
    wrongWhen: 'When nothing after the loop depends on the work and errors are handled inside the callback; prefer `for … of` or `Promise.all` anyway.',
    origin: "ESLint's `no-async-promise-executor` family and typescript-eslint's `no-misused-promises`.",
  },
};
