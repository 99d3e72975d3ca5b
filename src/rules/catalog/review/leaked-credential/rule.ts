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
  documentation: {
    finds: 'Token-shaped strings and comments: AWS keys, GitHub, Slack, Stripe, Google tokens, private keys.',
    why: 'A credential in the source is in the git history: anyone with the code can use it until it is revoked.',
    wrongWhen:
      "Documented example keys (`AKIA…EXAMPLE`) and repeated-character placeholders are left alone. A private key in a test file is nearly always the test's own TLS or signing key, trusted by nothing else: shown only with everything (a token a service issued is as live in a test as anywhere).",
    origin: "gitleaks' and GitHub secret scanning's token formats.",
  },
};
