import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/missing-f-prefix',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'correctness',
  message: '{{problem}}',
  recommendation: 'Add the `f` prefix (`f"… {name} …"`), or call `.format(…)` on the message; for a `%s` message, format it with `%` before passing it on (`ValueError("cannot read %s" % path)`).',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
