import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/sensitive-area.ts
var SENSITIVE_AREAS = [
  [
    "authentication",
    /^(auth|authn|authz|authenticat\w*|authoriz\w*|login|logout|signin|signup|sessions?|oauth|oidc|sso|saml|jwt|passwords?|credentials?|permissions?|acl|rbac)$/
  ],
  ["cryptography", /^(crypto|cryptography|encrypt\w*|decrypt\w*|ciphers?|signing|secrets?|keystore|tls)$/],
  ["payments", /^(payments?|billing|checkout|invoices?|stripe|paypal|subscriptions?|refunds?)$/],
  ["database migrations", /^(migrations?|migrate)$/],
  ["security", /^(security|sanitiz\w*|csrf|xss|cors)$/]
];
function sensitiveAreaOf(path) {
  if (path.startsWith(".github/workflows/")) return "CI workflows";
  const words = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/);
  for (const [area, word] of SENSITIVE_AREAS) {
    if (words.some((candidate) => word.test(candidate))) return area;
  }
  return void 0;
}
function severityInSensitiveArea(path) {
  return sensitiveAreaOf(path) ? { severity: "high" } : {};
}

export {
  sensitiveAreaOf,
  severityInSensitiveArea
};
