import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/defer-in-loop',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'resource-leak',
  message: '`{{target}}` is deferred inside a loop: {{outcome}}',
  recommendation: 'Move the loop body into a function (`func() { f := open(); defer f.Close(); … }()`) or a helper, so each iteration cleans up before the next; or call the cleanup explicitly at the end of the iteration.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
