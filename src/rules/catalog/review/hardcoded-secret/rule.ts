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
  documentation: {
    finds: 'Literals assigned to `password`, `apiKey`, `aws_secret_access_key` and similar names.',
    why: 'A secret in the source is in the git history for good and readable by everyone with the code.',
    wrongWhen: 'Placeholders and test fixtures are scored lower (65, hidden); a chosen password or generated key shape scores 85, an AWS secret 90.',
    origin: "gitleaks and detect-secrets' keyword detectors.",
  },
};
