import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/hardcoded-secret',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'critical',
  confidence: 65,
  category: 'secrets',
  message: 'Hard-coded credential assigned to `{{name}}`.',
  recommendation: 'Load it from the environment or a secret manager at run time; if it was ever real, revoke it.',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
