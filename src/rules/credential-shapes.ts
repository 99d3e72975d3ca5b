import { createHash } from 'node:crypto';
import { findTokens } from '../redact/find-tokens.js';
import type { FoundToken } from '../redact/find-tokens.js';
import { isPlaceholderToken, TOKEN_TRIGGER } from '../redact/token-shapes.js';
import type { RuleContext, RuleHit } from './rule-definition.js';

/**
 * What credentials look like in source text, for every language. Example values in rule files are
 * assembled from pieces so the repository itself never contains a contiguous token.
 */

/**
 * A text gate (RuleDefinition.textGate) for the token shapes: a text that can hold one, plain or encoded,
 * holds one of these (see TOKEN_TRIGGER).
 */
export const TOKEN_SHAPE_GATE = TOKEN_TRIGGER;

/** A token a finding reports: of a format worth reporting, whole, and not demonstrably made up. */
function isReportedToken(token: FoundToken): boolean {
  return token.shape.reported && (token.shape.complete?.(token.value) ?? true) && !isPlaceholderToken(token.value);
}

/**
 * What a credential finding is about, beyond its line: a hash of the secret itself, so a dismissal of one
 * key does not cover another written on the same line later. Salted with the rule, and cut short: it
 * names the secret, it does not let anyone recover it.
 */
function secretFingerprint(ruleId: string, secret: string): string {
  return createHash('sha256').update(`${ruleId}\0${secret}`).digest('hex').slice(0, 32);
}

/** The line with every occurrence of `secret` masked, so findings do not spread the credential further. */
function maskedLine(line: string, secret: string): string {
  return line
    .split(secret)
    .join(`${secret.slice(0, 4)}…[redacted]`)
    .trim();
}

/** What the names that hold credentials end with, after `-` and `_` are dropped and case is ignored. */
const CREDENTIAL_NAME_ENDINGS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'accesstoken',
  'authtoken',
  'refreshtoken',
  'bearertoken',
  'token',
];

/** Names that hold credentials: `password`, `dbPassword`, `API_KEY`, `client_secret`, `authToken`. */
const CREDENTIAL_NAME = new RegExp(`(${CREDENTIAL_NAME_ENDINGS.join('|')})$`);

function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name.replace(/[-_]/g, '').toLowerCase());
}

/**
 * A text gate (RuleDefinition.textGate) for credential names: each ending spelled with any case and any
 * `-` or `_` between its letters, as `isCredentialName` reads them (Unicode case folding, as `toLowerCase`
 * folds the Kelvin sign to `k`). A file without one names no credential.
 */
export const CREDENTIAL_NAME_GATE = new RegExp(CREDENTIAL_NAME_ENDINGS.map((ending) => [...ending].join('[-_]*')).join('|'), 'iu');

const PLACEHOLDER_VALUE =
  /^(change[-_ ]?me|passw(or|0r)d|secret|none|null|undefined|todo|tbd|x+|\*+|\.+)$|your|example|sample|dummy|fake|placeholder|redacted|changeme|xxxx|\*\*\*|[<>]|\$\{|\{\{|%s/i;
const MIN_SECRET_LENGTH = 8; // shorter literals are flags, enum values and test fixtures far more often than secrets

/** A literal that looks like a real secret rather than a placeholder, a key name, a path or a message. */
function looksLikeSecretValue(value: string): boolean {
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value) || PLACEHOLDER_VALUE.test(value)) return false;
  // `DB_PASSWORD` (an environment variable name), `passwordInput`, `auth.password.label`, `x-api-key`.
  if (/^[A-Z0-9_]+$/.test(value) || /^[a-z]+([A-Z][a-z]*)*$/.test(value) || /^[a-z]+([._:/-][a-z0-9]+)+$/i.test(value)) {
    return false;
  }
  if (/^(https?:\/\/[^@]*|\.{0,2}\/.*)$/.test(value)) return false;
  return new Set(value).size >= 5;
}

/**
 * Confidence in a hard-coded secret, from the evidence the value gives besides its name. A value made
 * the way generated keys and chosen passwords are (letters mixed with digits, and with case or symbols
 * or enough length) is very likely a real credential: shown at the default `min-confidence` (80), as a
 * critical finding must be. An AWS secret access key (40 base64 characters under an AWS secret name) is
 * surer still. Other values keep the rule's own, lower confidence.
 */
const CREDENTIAL_SHAPED_CONFIDENCE = 85;
const AWS_SECRET_KEY_CONFIDENCE = 90;
/** Generated keys are at least this long when they mix only letters and digits (hex or base62 keys). */
const MIN_GENERATED_KEY_LENGTH = 12;

/** `aws_secret_access_key`, `AWS_SECRET_KEY`, `awsSecret`: what holds an AWS secret access key. */
function isAwsSecretName(name: string): boolean {
  const folded = name.replace(/[-_]/g, '').toLowerCase();
  return folded.includes('aws') && folded.includes('secret');
}

/** 40 characters of base64, as AWS issues secret access keys, that are not a placeholder or a filler. */
function looksLikeAwsSecretKey(value: string): boolean {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !PLACEHOLDER_VALUE.test(value) && new Set(value).size >= 12;
}

/** Letters mixed with digits, and also case or symbols, or the length of a generated key. */
function isCredentialShaped(value: string): boolean {
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((characters) => characters.test(value)).length;
  return classes >= 3 || value.length >= MIN_GENERATED_KEY_LENGTH;
}

/**
 * The `review/hardcoded-secret` verdict for a literal assigned to a name, in any language: a credential
 * name, a value that looks real, and not a token shape (`review/leaked-credential` reports those, surer).
 * Its confidence comes from that evidence (see CREDENTIAL_SHAPED_CONFIDENCE).
 */
export function secretAssignmentHit(name: string, literal: string | undefined, line: number, context: RuleContext): RuleHit | false {
  if (literal === undefined || !isCredentialName(name)) return false;
  const snippet = () => maskedLine(context.lines[line - 1] ?? '', literal);
  // Checked first: an AWS secret key may contain `/`, which would otherwise pass for a path.
  const fingerprint = secretFingerprint('review/hardcoded-secret', literal);
  if (isAwsSecretName(name) && looksLikeAwsSecretKey(literal))
    return { details: { name }, snippet: snippet(), fingerprint, confidence: AWS_SECRET_KEY_CONFIDENCE };
  if (!looksLikeSecretValue(literal) || findTokens(literal).some(isReportedToken)) return false;
  return { details: { name }, snippet: snippet(), fingerprint, ...(isCredentialShaped(literal) ? { confidence: CREDENTIAL_SHAPED_CONFIDENCE } : {}) };
}

const PRIVATE_KEY = 'private key';
const TEST_PRIVATE_KEY_CONFIDENCE = 50;

/**
 * The `review/leaked-credential` verdicts for a string or comment node's text (or a line's) starting at
 * `row`/`column` (0-based): one for every token in it that is not a placeholder, however it is written
 * (see findTokens). A placeholder exempts only itself. A token a service issued is as live in a test fixture as
 * in the source, so its confidence is the rule's whatever the file's role; a private key in a test file is
 * nearly always one the test generated for its own TLS server or signer, trusted by nothing else, so it is
 * shown only with everything (TEST_PRIVATE_KEY_CONFIDENCE).
 */
export function leakedCredentialHits(text: string, row: number, column: number, context: Pick<RuleContext, 'lines' | 'isTestFile'>): RuleHit[] {
  return findTokens(text)
    .filter(isReportedToken)
    .map((token) => {
      const before = text.slice(0, token.start);
      const lineOffset = before.split('\n').length - 1;
      const line = row + 1 + lineOffset;
      return {
        line,
        column: lineOffset === 0 ? column + token.start + 1 : token.start - before.lastIndexOf('\n'),
        details: { kind: token.shape.name },
        snippet: maskedLine(context.lines[line - 1] ?? '', text.slice(token.start, token.end)),
        fingerprint: secretFingerprint('review/leaked-credential', token.value),
        ...(context.isTestFile && token.shape.name === PRIVATE_KEY ? { confidence: TEST_PRIVATE_KEY_CONFIDENCE } : {}),
      };
    });
}
