import { decodedViews } from './decoded-views.js';
import { tokensInView } from './find-tokens.js';
import { removeInvisible } from '../text/remove-invisible.js';
import { isPathValue, REPOSITORY_PATH_KEYS } from '../text/repository-path-keys.js';

/**
 * One redaction pass for everything Sextant stores, logs, renders, posts or sends to a model. First
 * invisible and control characters are removed (remove-invisible.ts): a token printed with a zero-width
 * space between its characters is a token once any later step drops the space, so it must be one here.
 * Then credential shapes are redacted, and the exact secrets of the run (the GitHub token, the provider
 * key) in the forms a child process can find them (plain, base64, the `x-access-token:` basic-auth
 * header that actions/checkout leaves in `.git/config`). The pass is idempotent: text redacted once
 * comes out of it again unchanged.
 *
 * Shapes are found however the text writes them (decoded-views.ts): `\nghp_…` in printed JSON,
 * `%3DAKIA…` in a URL, a token inside base64. Every pattern runs in linear time on any input, including
 * megabyte-long single lines: each starts with a literal or a name and its quantifiers are bounded.
 */
export type Redact = (text: string) => string;

/** A value must not already be a redaction, so that passes compose without renaming the kind. */
const NOT_REDACTED = '(?!\\[REDACTED)';
/** Token characters may not run on before a name that holds a secret: `MY_TOKEN=` is one, `XMY_TOKEN=` names another. */
const NAME_START = '(?<![A-Za-z0-9_-])';

/** A secret known by what names it rather than by its shape: `$1` is the name, the rest of the match the secret. */
interface NamedSecret {
  kind: string;
  pattern: RegExp;
}

const NAMED_SECRETS: readonly NamedSecret[] = [
  // `Authorization: basic <base64>` (the checkout extraheader), `bearer …`, `token …`.
  {
    kind: 'authorization',
    pattern: new RegExp(`(authorization\\s{0,4}[:=]\\s{0,4}(?:basic|bearer|token)\\s{1,4})${NOT_REDACTED}[A-Za-z0-9+/._~-]{8,4096}={0,2}`, 'gi'),
  },
  { kind: 'github-token', pattern: new RegExp(`(x-access-token:)${NOT_REDACTED}[^\\s@"'\\\\/]{8,512}`, 'g') },
  { kind: 'password', pattern: new RegExp(`(:\\/\\/[^\\s:@/"'\\\\]{1,256}:)${NOT_REDACTED}[^\\s@/"'\\\\]{1,512}(?=@)`, 'g') },
  {
    // `password = "…"`, `apiKey: '…'`, `"client_secret": "…"`: the quoted value of a secret-named key.
    kind: 'secret',
    pattern: new RegExp(
      `((?:pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token)[A-Za-z0-9_-]{0,30}["']?\\s{0,4}[:=]\\s{0,4}["'])` +
        `${NOT_REDACTED}[^"'\\s\\\\]{8,4096}(?=["'])`,
      'gi',
    ),
  },
  {
    // `GITHUB_TOKEN=…`, `INPUT_API-KEY=…`: an environment variable holding a secret (a dumped environment).
    kind: 'secret',
    pattern: new RegExp(
      `${NAME_START}([A-Z][A-Z0-9_-]{0,60}(?:TOKEN|SECRET|PASSWORD|PASSWD|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIALS?)[A-Z0-9_]{0,20}=)` +
        `${NOT_REDACTED}[^\\s"'\\\\]{8,4096}`,
      'g',
    ),
  },
];

/** No secret fits in fewer characters: shorter strings (most of a state's fields) skip every pattern. */
const MIN_SECRET_LENGTH = 8;
/** Something every named secret's pattern holds: a reading without any of them skips those patterns. */
const NAMED_TRIGGER = /authorization|x-access-token|:\/\/|pass|secret|token|key|credential/i;

/** A stretch of the text to replace with `[REDACTED:kind]`. */
interface Span {
  start: number;
  end: number;
  kind: string;
  /** A secret of this run names its redaction over a shape that overlaps it. */
  known: boolean;
}

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
  return remembered(redactText);

  function redactText(text: string): string {
    const visible = removeInvisible(text);
    if (visible.length < MIN_SECRET_LENGTH) return visible;
    const spans: Span[] = [];
    for (const view of decodedViews(visible)) {
      const spanOf = (start: number, end: number, kind: string, isKnown = false): Span => {
        const [originalStart, originalEnd] = view.toOriginal(start, end);
        return { start: originalStart, end: originalEnd, kind, known: isKnown };
      };
      if (knownPattern)
        for (const found of view.text.matchAll(knownPattern))
          spans.push(spanOf(found.index, found.index + found[0].length, forms.get(found[0]) ?? 'secret', true));
      for (const token of tokensInView(view)) spans.push({ start: token.start, end: token.end, kind: token.shape.kind, known: false });
      if (!NAMED_TRIGGER.test(view.text)) continue;
      for (const { kind, pattern } of NAMED_SECRETS) {
        for (const found of view.text.matchAll(pattern)) spans.push(spanOf(found.index + (found[1]?.length ?? 0), found.index + found[0].length, kind));
      }
    }
    return replaceSpans(visible, spans);
  }
}

/** Characters remembered at most (texts and their redactions): a long run holds on to a bounded amount of old text. */
const REMEMBERED_CHARACTERS = 16 * 1024 * 1024;

/**
 * `redact` with its results remembered by text. The same texts are redacted again and again (the whole
 * review state at every step), and a redaction depends on the text alone.
 */
function remembered(redact: Redact): Redact {
  let results = new Map<string, string>();
  let characters = 0;
  return (text) => {
    if (text.length < MIN_SECRET_LENGTH) return redact(text);
    const known = results.get(text);
    if (known !== undefined) return known;
    const redacted = redact(text);
    characters += text.length + (redacted === text ? 0 : redacted.length);
    if (characters > REMEMBERED_CHARACTERS) {
      results = new Map();
      characters = 0;
    }
    results.set(text, redacted);
    return redacted;
  };
}

/** `text` with each span, overlapping spans merged, replaced by its redaction; newlines inside a span are kept. */
function replaceSpans(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: string[] = [];
  let copied = 0;
  let index = 0;
  while (index < spans.length) {
    const first = spans[index] as Span;
    let { end, kind } = first;
    let known = first.known;
    for (index++; index < spans.length && (spans[index] as Span).start < end; index++) {
      const next = spans[index] as Span;
      end = Math.max(end, next.end);
      if (next.known && !known) ({ kind, known } = next);
    }
    parts.push(text.slice(copied, first.start), `[REDACTED:${kind}]`, '\n'.repeat(countNewlines(text.slice(first.start, end))));
    copied = end;
  }
  parts.push(text.slice(copied));
  return parts.join('');
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
      Object.entries(value).map(([key, item]) => [
        key,
        REPOSITORY_PATH_KEYS.has(key) && isPathValue(item) ? redactPath(item, redact) : redactStrings(item, redact),
      ]),
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
