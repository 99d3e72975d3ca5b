import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/copy-paste-slip',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'logic',
  message: '`{{statement}}` breaks the pattern of the parallel lines around it: it uses `{{kept}}` where the pattern gives `{{expected}}`, as if copied from a neighbour and not fully edited.',
  recommendation: 'Check the line against its neighbours and use `{{expected}}` if that was meant; if the difference is intended, a comment saying so helps the next reader.',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
