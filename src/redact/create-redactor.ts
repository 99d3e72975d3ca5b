import { removeInvisible } from './remove-invisible.js';
import { isPathValue, REPOSITORY_PATH_KEYS } from './repository-path-keys.js';

/**
 * One redaction pass for everything Sextant stores, logs, renders, posts or sends to a model. First
 * invisible and control characters are removed (remove-invisible.ts): a token printed with a zero-width
 * space between its characters is a token once any later step drops the space, so it must be one here.
 * Then credential shapes are redacted, and the exact secrets of the run (the GitHub token, the provider
 * key) in the forms a child process can find them (plain, base64, the `x-access-token:` basic-auth
 * header that actions/checkout leaves in `.git/config`). The pass is idempotent: text redacted once
 * comes out of it again unchanged.
 *
 * Every pattern runs in linear time on any input, including megabyte-long single lines: quantifiers
 * are bounded, and a token shape may start only where a run of token characters starts (a
 * lookbehind), so no two attempts scan the same run.
 */
export type Redact = (text: string) => string;

/** Characters credential tokens are made of: a shape is tried only at the start of a run of them. */
const TOKEN_START = '(?<![A-Za-z0-9_-])';
/** A value must not already be a redaction, so that passes compose without renaming the kind. */
const NOT_REDACTED = '(?!\\[REDACTED)';

interface Shape {
  kind: string;
  pattern: RegExp;
  /** `$1` keeps what names the secret (the key, the header); the rest of the match is the secret. */
  keepsPrefix?: boolean;
}

const SHAPES: readonly Shape[] = [
  {
    kind: 'private-key',
    // The body runs to the END line, or to the first character no PEM body holds (bounded, so a header
    // without an END line cannot make the pattern scan the rest of the text for every header).
    pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s:,.]|-(?!----END )){0,16384}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
  },
  { kind: 'aws-access-key', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g },
  { kind: 'github-token', pattern: new RegExp(`${TOKEN_START}(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})`, 'g') },
  { kind: 'anthropic-key', pattern: new RegExp(`${TOKEN_START}sk-ant-[A-Za-z0-9_-]{20,255}`, 'g') },
  { kind: 'openai-key', pattern: new RegExp(`${TOKEN_START}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}`, 'g') },
  { kind: 'stripe-key', pattern: new RegExp(`${TOKEN_START}[rs]k_(?:live|test)_[0-9A-Za-z]{16,255}`, 'g') },
  { kind: 'slack-token', pattern: new RegExp(`${TOKEN_START}xox[abposr]-[A-Za-z0-9-]{10,255}`, 'g') },
  { kind: 'google-api-key', pattern: new RegExp(`${TOKEN_START}AIza[0-9A-Za-z_-]{35}`, 'g') },
  { kind: 'npm-token', pattern: new RegExp(`${TOKEN_START}npm_[A-Za-z0-9]{36}`, 'g') },
  { kind: 'gitlab-token', pattern: new RegExp(`${TOKEN_START}glpat-[A-Za-z0-9_-]{20,255}`, 'g') },
  { kind: 'jwt', pattern: new RegExp(`${TOKEN_START}eyJ[A-Za-z0-9_-]{10,4096}\\.eyJ[A-Za-z0-9_-]{10,8192}\\.[A-Za-z0-9_-]{10,4096}`, 'g') },
  {
    // `Authorization: basic <base64>` (the checkout extraheader), `bearer …`, `token …`.
    kind: 'authorization',
    pattern: new RegExp(`(authorization\\s{0,4}[:=]\\s{0,4}(?:basic|bearer|token)\\s{1,4})${NOT_REDACTED}[A-Za-z0-9+/._~-]{8,4096}={0,2}`, 'gi'),
    keepsPrefix: true,
  },
  { kind: 'github-token', pattern: new RegExp(`(x-access-token:)${NOT_REDACTED}[^\\s@"'\\\\/]{8,512}`, 'g'), keepsPrefix: true },
  { kind: 'password', pattern: new RegExp(`(:\\/\\/[^\\s:@/"'\\\\]{1,256}:)${NOT_REDACTED}[^\\s@/"'\\\\]{1,512}(?=@)`, 'g'), keepsPrefix: true },
  {
    // `password = "…"`, `apiKey: '…'`, `"client_secret": "…"`: the quoted value of a secret-named key.
    kind: 'secret',
    pattern: new RegExp(
      `((?:pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token)[A-Za-z0-9_-]{0,30}["']?\\s{0,4}[:=]\\s{0,4}["'])` +
        `${NOT_REDACTED}[^"'\\s\\\\]{8,4096}(?=["'])`,
      'gi',
    ),
    keepsPrefix: true,
  },
  {
    // `GITHUB_TOKEN=…`, `INPUT_API-KEY=…`: an environment variable holding a secret (a dumped environment).
    kind: 'secret',
    pattern: new RegExp(
      `${TOKEN_START}([A-Z][A-Z0-9_-]{0,60}(?:TOKEN|SECRET|PASSWORD|PASSWD|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIALS?)[A-Z0-9_]{0,20}=)` +
        `${NOT_REDACTED}[^\\s"'\\\\]{8,4096}`,
      'g',
    ),
    keepsPrefix: true,
  },
];

/** No secret fits in fewer characters: shorter strings (most of a state's fields) skip every pattern. */
const MIN_SECRET_LENGTH = 8;
/**
 * Something every shape above starts with or contains: text without any of them (most of a state's
 * strings) skips the shape passes, which keeps redacting a large state cheap.
 */
const SHAPE_TRIGGER = /-----BEGIN|AKIA|ASIA|gh[pousr]_|github_pat_|sk-|k_live_|k_test_|xox|AIza|npm_|glpat-|eyJ|authorization|x-access-token|:\/\/|pass|secret|token|key|credential/i;

/** A secret of this run: `name` (`github-token`, `api-key`) is what the redaction says in its place. */
export interface KnownSecret {
  name: string;
  /** Undefined or too short to be a secret: ignored. */
  value: string | undefined;
}

/**
 * A redactor for credential shapes and the `known` secrets of this run, after invisible and control
 * characters are removed. Newlines (also inside a redacted block) and tabs are kept, so line numbers
 * still match the file.
 */
export function createRedactor(known: readonly KnownSecret[] = []): Redact {
  const forms = new Map<string, string>();
  for (const { name, value } of known) {
    const secret = value?.trim();
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of knownForms(secret)) if (!forms.has(form)) forms.set(form, name);
  }
  // Longest first, so the whole base64 header is replaced rather than the value inside it.
  const literals = [...forms.keys()].sort((a, b) => b.length - a.length);
  const knownPattern = literals.length > 0 ? new RegExp(literals.map(escapeRegExp).join('|'), 'g') : undefined;
  return (text) => {
    const visible = removeInvisible(text);
    if (visible.length < MIN_SECRET_LENGTH) return visible;
    let redacted = knownPattern ? visible.replace(knownPattern, (match) => `[REDACTED:${forms.get(match) ?? 'secret'}]`) : visible;
    if (!SHAPE_TRIGGER.test(redacted)) return redacted;
    for (const { kind, pattern, keepsPrefix } of SHAPES) {
      redacted = redacted.replace(pattern, (match: string, prefix: unknown) =>
        keepsPrefix && typeof prefix === 'string' ? `${prefix}[REDACTED:${kind}]` : `[REDACTED:${kind}]${'\n'.repeat(countNewlines(match))}`,
      );
    }
    return redacted;
  };
}

const SHAPES_ONLY = createRedactor();

/** Invisible characters removed, credential shapes redacted, plus the exact `known` secrets (reported as `api-key`). */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  return (known.length === 0 ? SHAPES_ONLY : createRedactor(known.map((value) => ({ name: 'api-key', value }))))(text);
}

/**
 * Every string in a JSON-like value (objects, arrays, errors) redacted; keys and other values kept. A
 * repository path keeps its characters (a control character in a file name is part of the name) unless
 * it holds a secret.
 */
export function redactStrings<T>(value: T, redact: Redact): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactStrings(item, redact)) as T;
  if (value instanceof Error) return Object.assign(new Error(redact(value.message)), { name: value.name }) as T;
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, REPOSITORY_PATH_KEYS.has(key) && isPathValue(item) ? redactPath(item, redact) : redactStrings(item, redact)]),
    ) as T;
  }
  return value;
}

function redactPath<T extends string | string[]>(path: T, redact: Redact): T {
  if (Array.isArray(path)) return path.map((item) => redactPath(item, redact)) as T;
  const redacted = redact(path);
  return (redacted === removeInvisible(path) ? path : redacted) as T;
}

/**
 * Where a secret can turn up besides its plain text: base64 of it (an auth header built from it, such
 * as checkout's `x-access-token:<token>`), standard and URL-safe. Inside a longer base64 text the
 * secret's characters depend on its byte offset modulo 3; the three cores below appear whatever
 * surrounds it.
 */
function knownForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = [Buffer.from(`x-access-token:${secret}`, 'utf8').toString('base64'), bytes.toString('base64')];
  for (let skip = 0; skip < 3; skip++) {
    const whole = bytes.length - skip - ((bytes.length - skip) % 3);
    if (whole >= 6) base64.push(bytes.subarray(skip, skip + whole).toString('base64'));
  }
  const urlSafe = base64.map((form) => form.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  return [secret, ...base64, ...urlSafe];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}
