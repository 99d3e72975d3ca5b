import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/defer-in-loop',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'resource-leak',
  message: '`{{target}}` is deferred inside a loop: {{outcome}}',
  recommendation:
    'Move the loop body into a function (`func() { f := open(); defer f.Close(); … }()`) or a helper, so each iteration cleans up before the next; or call the cleanup explicitly at the end of the iteration.',
  documentation: {
    finds: 'A `defer` per loop iteration of what the iteration opened, or of the lock it took.',
    why: 'Deferred calls run when the function returns, not at the end of the iteration: files stay open and locks stay held for the whole loop.',
    wrongWhen: 'Loops that run a bounded, small number of times; 60 in tests.',
    origin: "gocritic's `deferInLoop` and revive's `defer` rule.",
  },
};
