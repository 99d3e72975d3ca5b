import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/unawaited-return-in-try',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '`{{statement}}` returns the promise without awaiting it ({{what}}): {{consequence}}.',
  recommendation: 'Write `return await {{call}}` so the promise settles inside the `try`.',
  documentation: {
    finds:
      'In an `async` function, `return call()` inside a `try` block whose call evidently returns a promise (an `async` function or method of the same file or module, `fetch`, `fs/promises`, `Promise.all`), not awaited.',
    why: 'The function returns before the promise settles, so the `try` is over when it rejects: its `catch` never sees the error, and its `finally` runs while the work is still going on (a connection released, a lock dropped, a timer cleared too early).',
    wrongWhen:
      'When the `catch` is only for errors thrown while the call starts, which is rare on purpose. A `catch` that only rethrows what it caught changes nothing and is left alone, as are a function returning a call of itself (a retry, whose own `try` handles its errors) and calls whose result may not be a promise.',
    origin: "typescript-eslint's `return-await` (its default, `in-try-catch`, which uses types); this rule keeps to the calls syntax shows return promises.",
  },
};
