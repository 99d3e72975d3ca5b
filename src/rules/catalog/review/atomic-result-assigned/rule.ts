import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CONCURRENCY } from '../high-concurrency.js';

export const rule: RuleSpecification = {
  id: 'review/atomic-result-assigned',
  ...HIGH_CONCURRENCY,
  message:
    "`{{statement}}` stores the result of the atomic add back with a plain assignment: the store is not atomic, and it races with the other goroutines' adds.",
  recommendation:
    'Drop the assignment: `{{call}}` already updates `{{variable}}`; use the returned value only where the new total is needed (`n := {{call}}`).',
  documentation: {
    finds:
      'The result of `atomic.AddInt32`, `AddInt64`, `AddUint32`, `AddUint64` or `AddUintptr` assigned back to the variable it added to: `x = atomic.AddInt64(&x, 1)`.',
    why: "The add is atomic, but the assignment is an ordinary write of the same variable afterwards: another goroutine's add in between is overwritten and lost, and the race detector reports the write. The assignment was never needed, since the add already updated the variable.",
    wrongWhen:
      'Never right. A file that does not import `sync/atomic` is left alone: its `atomic` is another package (go.uber.org/atomic, a local one) whose `Add` may mean something else.',
    origin: "go vet's `atomic` analyzer.",
  },
};
