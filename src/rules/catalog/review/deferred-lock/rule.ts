import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CONCURRENCY } from '../high-concurrency.js';

export const rule: RuleSpecification = {
  id: 'review/deferred-lock',
  ...HIGH_CONCURRENCY,
  message:
    '`{{statement}}` locks `{{mutex}}` again when the function returns instead of unlocking it: the mutex stays held, and the next `{{method}}` blocks for ever.',
  recommendation: 'Defer the unlock: `defer {{mutex}}.{{unlock}}()`.',
  documentation: {
    finds: '`mu.Lock()` followed straight away by `defer mu.Lock()` (or `RLock` by `defer mu.RLock()`).',
    why: 'The deferred call was meant to release the lock; as written it takes the lock a second time on return, so the function deadlocks (a `sync.Mutex` is not reentrant) or leaves the mutex locked for every later caller.',
    wrongWhen: 'Never intended; the two calls must be on the same receiver, one statement after the other.',
    origin: "staticcheck's SA2003 (deferred Lock right after locking).",
  },
};
