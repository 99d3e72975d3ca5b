/** Credential shapes that must never reach a model or a log: replaced by `[REDACTED:<kind>]`. */
const CREDENTIAL_PATTERNS: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'private-key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g },
  { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', pattern: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{16,}\b/g },
  { kind: 'slack-token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
];

/** `password = "…"`, `apiKey: '…'`, `"client_secret": "…"`: the quoted value of a secret-named key. */
const SECRET_ASSIGNMENT =
  /((?:pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token)[A-Za-z0-9_]*["']?\s*[:=]\s*["'])([^"'\s]{8,})(["'])/gi;
/** `scheme://user:password@host`: the password part. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/]+:)([^\s@/]+)(@)/gi;

/**
 * Text with credential-shaped strings replaced, plus any exact `known` secrets (the provider key).
 * Newlines inside a redacted block are kept so line numbers still match the file.
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  let redacted = text;
  for (const secret of known) {
    if (secret.length >= 8) redacted = redacted.split(secret).join('[REDACTED:api-key]');
  }
  for (const { kind, pattern } of CREDENTIAL_PATTERNS) {
    redacted = redacted.replace(pattern, (match) => `[REDACTED:${kind}]${'\n'.repeat(match.split('\n').length - 1)}`);
  }
  return redacted
    .replace(SECRET_ASSIGNMENT, (_match, key: string, _value: string, quote: string) => `${key}[REDACTED:secret]${quote}`)
    .replace(URL_PASSWORD, (_match, head: string, _password: string, at: string) => `${head}[REDACTED:password]${at}`);
}
