import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/goroutines-share-variable',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'concurrency',
  message:
    '`{{assignment}}` writes `{{name}}` of the enclosing function from {{how}}: a data race, and the value read afterwards is whichever goroutine wrote last.',
  recommendation:
    'Declare the variable inside the goroutine (`:=`) and send the result on a channel, or collect each goroutine’s result in its own slot; guard shared state with a mutex.',
  documentation: {
    finds: 'A closure run as several goroutines (in a loop, or started twice) that assigns a variable of the enclosing function with `=`.',
    why: 'The goroutines race on the variable: results are lost or torn.',
    wrongWhen: 'A variable protected by a mutex or written once before the goroutines start.',
    origin: "The Go race detector's most common report.",
  },
};
