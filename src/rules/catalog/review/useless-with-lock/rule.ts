import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/useless-with-lock',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'concurrency',
  message: '`{{lock}}` makes a new lock for this `with` alone: no other thread can hold it, so the block runs unguarded.',
  recommendation: 'Create the lock once (at module level or on the object) and enter that one: `with self._lock:`.',
  documentation: {
    finds: 'A `with` statement that enters a lock it creates: `with threading.Lock():`, `async with asyncio.Lock():`.',
    why: 'Each pass creates its own lock, which nobody else shares: acquiring it never waits, and the code it was meant to serialise runs concurrently.',
    wrongWhen:
      'Never intended. The class is recognised by its module (`threading`, `multiprocessing`, `asyncio`), written out or imported by name from it; `# noqa: PLW2101` silences it.',
    origin: "Pylint's W2101 `useless-with-lock`.",
  },
};
