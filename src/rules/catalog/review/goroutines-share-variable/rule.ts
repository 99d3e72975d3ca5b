import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/goroutines-share-variable',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'concurrency',
  message: '`{{assignment}}` writes `{{name}}` of the enclosing function from {{how}}: a data race, and the value read afterwards is whichever goroutine wrote last.',
  recommendation: 'Declare the variable inside the goroutine (`:=`) and send the result on a channel, or collect each goroutine’s result in its own slot; guard shared state with a mutex.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
