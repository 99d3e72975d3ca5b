import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/lost-cancel',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'resource-leak',
  message: 'The cancel function of `context.{{constructor}}` is {{what}}: the context and its timer stay alive until the parent is cancelled.',
  recommendation: 'Keep the cancel function and `defer cancel()` right after the call (or call it on every path once the work is done).',
  documentation: {
    finds: '`ctx, _ := context.WithCancel/WithTimeout/WithDeadline(…)`, or a cancel variable the function never mentions again.',
    why: 'Until cancel is called the child context, its goroutine and timer are kept by the parent: a leak on every call.',
    wrongWhen:
      'Rarely; a cancel handed on through a closure or struct literal counts as used. Only never-mentioned cancels are reported, not ones called on some paths only.',
    origin: "go vet's `lostcancel` analyzer.",
  },
};
