import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/leaked-credential',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'critical',
  confidence: 95,
  category: 'secrets',
  message: 'Hard-coded {{kind}} in the source.',
  recommendation: 'Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
