/**
 * The one definition of every credential format Sextant knows by its shape: the leaked-credential rule
 * reports them and the redactor removes them, from the same patterns. A token found by one is found by
 * the other. Example values in tests are assembled from pieces so no file holds a contiguous token.
 *
 * Every pattern runs in linear time: it starts with a literal prefix and its quantifiers are bounded, so
 * an attempt that does not start on the prefix fails at once and one that does reads a bounded stretch.
 * The prefixes are distinctive enough to need no boundary before them: `%3Dghp_…` in a URL and `\nghp_…`
 * in printed JSON are tokens too. Shapes whose prefix is a common syllable (`sk-`, `eyJ`) keep one.
 */
export interface TokenShape {
  /** What the redaction says in the token's place: `[REDACTED:github-token]`. */
  kind: string;
  /** What a finding calls it: `GitHub token`. */
  name: string;
  /** Global. */
  pattern: RegExp;
  /**
   * Whether a finding reports it. Every shape is redacted; some are not reported because code holds
   * them often without holding a secret (a JWT is usually a fixture or an example, an `sk_test_` key is
   * a sandbox key).
   */
  reported: boolean;
  /** Beyond the pattern, whether the value is whole enough to be a credential (a key header alone is not). */
  complete?: (value: string) => boolean;
}

/** Token characters may not run on before a shape whose prefix is a common syllable. */
const NOT_INSIDE_A_WORD = '(?<![A-Za-z0-9_-])';

export const TOKEN_SHAPES: readonly TokenShape[] = [
  {
    kind: 'private-key',
    name: 'private key',
    // The body runs to the END line, or to the first character no PEM body holds (bounded, so a header
    // without an END line cannot make the pattern scan the rest of the text for every header).
    pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s:,.]|-(?!----END )){0,16384}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
    // The key body must follow: a bare header is a format constant (`pem.startsWith('-----BEGIN …')`).
    complete: (value) => /-----(?:\s|\\n)*[A-Za-z0-9+/=]{64}/.test(value),
    reported: true,
  },
  { kind: 'aws-access-key', name: 'AWS access key id', pattern: /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g, reported: true },
  { kind: 'github-token', name: 'GitHub token', pattern: /gh[pousr]_[A-Za-z0-9]{36,255}/g, reported: true },
  { kind: 'github-token', name: 'GitHub fine-grained token', pattern: /github_pat_[A-Za-z0-9_]{22,255}/g, reported: true },
  { kind: 'anthropic-key', name: 'Anthropic API key', pattern: /sk-ant-[A-Za-z0-9_-]{20,255}/g, reported: true },
  {
    kind: 'openai-key',
    name: 'OpenAI API key',
    pattern: new RegExp(`${NOT_INSIDE_A_WORD}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}`, 'g'),
    reported: true,
  },
  { kind: 'stripe-key', name: 'Stripe live secret key', pattern: /[rs]k_live_[0-9A-Za-z]{16,255}/g, reported: true },
  { kind: 'stripe-key', name: 'Stripe test key', pattern: /[rs]k_test_[0-9A-Za-z]{16,255}/g, reported: false },
  { kind: 'slack-token', name: 'Slack token', pattern: /xox[abposr]-[A-Za-z0-9-]{10,255}/g, reported: true },
  { kind: 'google-api-key', name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{35}/g, reported: true },
  { kind: 'npm-token', name: 'npm token', pattern: /npm_[A-Za-z0-9]{36}/g, reported: true },
  { kind: 'gitlab-token', name: 'GitLab token', pattern: /glpat-[A-Za-z0-9_-]{20,255}/g, reported: true },
  {
    kind: 'jwt',
    name: 'JSON Web Token',
    pattern: new RegExp(`${NOT_INSIDE_A_WORD}eyJ[A-Za-z0-9_-]{10,4096}\\.eyJ[A-Za-z0-9_-]{10,8192}\\.[A-Za-z0-9_-]{10,4096}`, 'g'),
    reported: false,
  },
];

/**
 * A literal found in every text that can hold one of the shapes once decoded: a prefix, or an escape
 * that may spell one (`\x41KIA…`, `%41KIA…`, `&#65;KIA…`), or a run long enough to be base64 of one.
 * Text without any of them is passed over.
 */
export const TOKEN_TRIGGER =
  /AKIA|ASIA|gh[pousr]_|github_pat_|sk-|k_live_|k_test_|xox[abposr]-|AIza|npm_|glpat-|eyJ|PRIVATE KEY|\\[xu]|%[0-9A-Fa-f]{2}|&#|[A-Za-z0-9+/_-]{24}/;

/**
 * Words that mark a value as made up, inside the token itself: documentation's examples
 * (`AKIAIOSFODNN7EXAMPLE`), fillers, and test markers.
 */
const PLACEHOLDER = /example|sample|dummy|fake|placeholder|your|test|xxxx|0{6}|\*{3}|changeme|redacted/i;
/** `ghp_aaaa…` and similar fillers are documentation, not credentials. */
const MIN_DISTINCT_CHARACTERS = 8;
/** How much of a token is read for those words: the longest provider tokens (fine-grained GitHub tokens) fit. */
const PLACEHOLDER_WINDOW = 96;

/** Whether a token is demonstrably fake: a placeholder word in it, or too few distinct characters. Judged per token. */
export function isPlaceholderToken(value: string): boolean {
  // A key's body is long enough to hold any word by chance: its start is what an author would fill in.
  const body = value.replace(/^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----\s*/, '').slice(0, PLACEHOLDER_WINDOW);
  return PLACEHOLDER.test(body) || new Set(body).size < MIN_DISTINCT_CHARACTERS;
}
