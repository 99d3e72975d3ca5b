import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/empty-critical-section',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'concurrency',
  message: '`{{mutex}}.{{unlock}}()` comes right after `{{mutex}}.{{lock}}()`: nothing runs under the lock, so what follows is unprotected.',
  recommendation:
    'Defer the unlock (`{{mutex}}.{{lock}}(); defer {{mutex}}.{{unlock}}()`) or move the unlock after the code it should protect; if the pair is a deliberate barrier, say so in a comment.',
  documentation: {
    finds: '`mu.Lock()` followed straight away by `mu.Unlock()` (or `RLock` by `RUnlock`) on the same receiver.',
    why: 'The pair was almost always meant as `mu.Lock(); defer mu.Unlock()`: as written the lock is released at once and the reads and writes below it race with other goroutines.',
    wrongWhen:
      'When the empty section is a barrier on purpose: waiting until another goroutine that holds the lock is done. As staticcheck asks, such code should be commented; a comment on either line, right above the pair or between them leaves it alone. In test files, where such a pair provokes contention or waits for the code under test, findings are kept but hidden.',
    origin: "staticcheck's SA2001 (empty critical section).",
  },
};
