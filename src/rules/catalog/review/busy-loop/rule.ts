import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/busy-loop',
  agent: 'code-reviewer',
  dimension: 'performance',
  severity: 'medium',
  confidence: 85,
  category: 'concurrency',
  message: '{{what}} spins: it burns a whole CPU core {{how}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'A loop that can only spin: an empty `for {}` (or `for !done {}` on a plain variable), and a `for { select { … default: } }` whose `select` is the whole body and whose `default` case is empty.',
    why: 'An empty loop never yields, so it keeps a core at 100% and, on older Go versions, could stop the garbage collector and other goroutines; a flag it waits for is also a data race. An empty `default` makes a `select` return at once when no channel is ready, turning the loop around it into the same spin.',
    wrongWhen:
      'Rarely: a spin-wait on purpose belongs in a runtime, not in application code. A loop whose condition calls a function (a compare-and-swap spin lock) or whose `default` case does anything, even `runtime.Gosched()`, is left alone, as are `for false {}` (which never runs), a `for range ch {}` that drains a channel and a counting loop `for i := 0; i < n; i++ {}`.',
    origin: "staticcheck's SA5002 (the empty for loop spins) and SA5004 (`for { select { …` with an empty default branch spins).",
  },
};
