import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/deferred-time-since',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{since}}` is evaluated when the `defer` statement runs, not when the function returns: it measures almost nothing.',
  recommendation: 'Defer a closure, so the time is taken at return: `defer func() { {{fixed}} }()`.',
  documentation: {
    finds: 'A deferred call with `time.Since(…)` among its arguments: `defer log.Printf("took %v", time.Since(start))`.',
    why: 'Go evaluates a deferred call’s arguments at the `defer` statement; only the call itself waits for the return. `time.Since(start)` right after `start := time.Now()` is a few nanoseconds, so the logged or recorded duration is always about zero.',
    wrongWhen: 'Never intended. Inside a deferred closure (`defer func() { … time.Since(start) … }()`) the call runs at return and is left alone.',
    origin: "go vet's `defers` analyzer.",
  },
};
