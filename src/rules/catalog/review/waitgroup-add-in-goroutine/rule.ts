import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/waitgroup-add-in-goroutine',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'concurrency',
  message: '`{{call}}` runs inside the goroutine it counts: `{{group}}.Wait()` can return before the goroutine has started and added itself.',
  recommendation:
    'Call `{{group}}.Add(1)` before the `go` statement, and keep `defer {{group}}.Done()` inside the goroutine (or use `{{group}}.Go(func() { … })`, Go 1.25).',
  documentation: {
    finds: 'A goroutine whose first statement is `wg.Add(…)` on a group it also calls `Done()` on: `go func() { wg.Add(1); defer wg.Done(); … }()`.',
    why: 'Nothing orders the new goroutine before the `Wait`: it may return while the counter is still zero, and the caller reads results the goroutine has not written yet.',
    wrongWhen:
      'Never intended. Without types the group is recognised by its `Add` and `Done` calls in the goroutine; a counter without `Done` (an `atomic.Int64`) is left alone.',
    origin: "go vet's `waitgroup` analyzer and staticcheck's SA2000 (`WaitGroup.Add` called inside the goroutine).",
  },
};
