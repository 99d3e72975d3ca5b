import type { RuleHit } from './rule-definition.js';

/**
 * Paths whose changes deserve a closer look because mistakes there are security or money
 * problems. Matched on the words of the path (`src/authService/login.ts` → src, auth, service, login, ts).
 */
const SENSITIVE_AREAS: ReadonlyArray<readonly [area: string, word: RegExp]> = [
  [
    'authentication',
    /^(auth|authn|authz|authenticat\w*|authoriz\w*|login|logout|signin|signup|sessions?|oauth|oidc|sso|saml|jwt|passwords?|credentials?|permissions?|acl|rbac)$/,
  ],
  ['cryptography', /^(crypto|cryptography|encrypt\w*|decrypt\w*|ciphers?|signing|secrets?|keystore|tls)$/],
  ['payments', /^(payments?|billing|checkout|invoices?|stripe|paypal|subscriptions?|refunds?)$/],
  ['database migrations', /^(migrations?|migrate)$/],
  ['security', /^(security|sanitiz\w*|csrf|xss|cors)$/],
];

/** The sensitive area a path belongs to (e.g. `authentication`), or undefined. */
export function sensitiveAreaOf(path: string): string | undefined {
  if (path.startsWith('.github/workflows/')) return 'CI workflows';
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  for (const [area, word] of SENSITIVE_AREAS) {
    if (words.some((candidate) => word.test(candidate))) return area;
  }
  return undefined;
}

/** A swallowed error in authentication or payment code is a security or money problem, not just a bug. */
export function severityInSensitiveArea(path: string): Pick<RuleHit, 'severity'> {
  return sensitiveAreaOf(path) ? { severity: 'high' } : {};
}
