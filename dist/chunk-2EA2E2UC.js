import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/redact/remove-invisible.ts
var INVISIBLE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\u{E0100}-\u{E01EF}]/gu;
function removeInvisible(text) {
  return text.replace(INVISIBLE, "");
}

// src/redact/repository-path-keys.ts
var REPOSITORY_PATH_KEYS = /* @__PURE__ */ new Set(["file", "path", "oldPath", "files", "compact", "files_modified"]);
function isPathValue(value) {
  return typeof value === "string" || Array.isArray(value) && value.every((item) => typeof item === "string");
}

// src/redact/create-redactor.ts
var TOKEN_START = "(?<![A-Za-z0-9_-])";
var NOT_REDACTED = "(?!\\[REDACTED)";
var SHAPES = [
  {
    kind: "private-key",
    // The body runs to the END line, or to the first character no PEM body holds (bounded, so a header
    // without an END line cannot make the pattern scan the rest of the text for every header).
    pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s:,.]|-(?!----END )){0,16384}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g
  },
  { kind: "aws-access-key", pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g },
  { kind: "github-token", pattern: new RegExp(`${TOKEN_START}(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})`, "g") },
  { kind: "anthropic-key", pattern: new RegExp(`${TOKEN_START}sk-ant-[A-Za-z0-9_-]{20,255}`, "g") },
  { kind: "openai-key", pattern: new RegExp(`${TOKEN_START}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}`, "g") },
  { kind: "stripe-key", pattern: new RegExp(`${TOKEN_START}[rs]k_(?:live|test)_[0-9A-Za-z]{16,255}`, "g") },
  { kind: "slack-token", pattern: new RegExp(`${TOKEN_START}xox[abposr]-[A-Za-z0-9-]{10,255}`, "g") },
  { kind: "google-api-key", pattern: new RegExp(`${TOKEN_START}AIza[0-9A-Za-z_-]{35}`, "g") },
  { kind: "npm-token", pattern: new RegExp(`${TOKEN_START}npm_[A-Za-z0-9]{36}`, "g") },
  { kind: "gitlab-token", pattern: new RegExp(`${TOKEN_START}glpat-[A-Za-z0-9_-]{20,255}`, "g") },
  { kind: "jwt", pattern: new RegExp(`${TOKEN_START}eyJ[A-Za-z0-9_-]{10,4096}\\.eyJ[A-Za-z0-9_-]{10,8192}\\.[A-Za-z0-9_-]{10,4096}`, "g") },
  {
    // `Authorization: basic <base64>` (the checkout extraheader), `bearer …`, `token …`.
    kind: "authorization",
    pattern: new RegExp(`(authorization\\s{0,4}[:=]\\s{0,4}(?:basic|bearer|token)\\s{1,4})${NOT_REDACTED}[A-Za-z0-9+/._~-]{8,4096}={0,2}`, "gi"),
    keepsPrefix: true
  },
  { kind: "github-token", pattern: new RegExp(`(x-access-token:)${NOT_REDACTED}[^\\s@"'\\\\/]{8,512}`, "g"), keepsPrefix: true },
  { kind: "password", pattern: new RegExp(`(:\\/\\/[^\\s:@/"'\\\\]{1,256}:)${NOT_REDACTED}[^\\s@/"'\\\\]{1,512}(?=@)`, "g"), keepsPrefix: true },
  {
    // `password = "…"`, `apiKey: '…'`, `"client_secret": "…"`: the quoted value of a secret-named key.
    kind: "secret",
    pattern: new RegExp(
      `((?:pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token)[A-Za-z0-9_-]{0,30}["']?\\s{0,4}[:=]\\s{0,4}["'])${NOT_REDACTED}[^"'\\s\\\\]{8,4096}(?=["'])`,
      "gi"
    ),
    keepsPrefix: true
  },
  {
    // `GITHUB_TOKEN=…`, `INPUT_API-KEY=…`: an environment variable holding a secret (a dumped environment).
    kind: "secret",
    pattern: new RegExp(
      `${TOKEN_START}([A-Z][A-Z0-9_-]{0,60}(?:TOKEN|SECRET|PASSWORD|PASSWD|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIALS?)[A-Z0-9_]{0,20}=)${NOT_REDACTED}[^\\s"'\\\\]{8,4096}`,
      "g"
    ),
    keepsPrefix: true
  }
];
var MIN_SECRET_LENGTH = 8;
var SHAPE_TRIGGER = /-----BEGIN|AKIA|ASIA|gh[pousr]_|github_pat_|sk-|k_live_|k_test_|xox|AIza|npm_|glpat-|eyJ|authorization|x-access-token|:\/\/|pass|secret|token|key|credential/i;
function createRedactor(known = []) {
  const forms = /* @__PURE__ */ new Map();
  for (const { name, value } of known) {
    const secret = value?.trim();
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of knownForms(secret)) if (!forms.has(form)) forms.set(form, name);
  }
  const literals = [...forms.keys()].sort((a, b) => b.length - a.length);
  const knownPattern = literals.length > 0 ? new RegExp(literals.map(escapeRegExp).join("|"), "g") : void 0;
  return (text) => {
    const visible = removeInvisible(text);
    if (visible.length < MIN_SECRET_LENGTH) return visible;
    let redacted = knownPattern ? visible.replace(knownPattern, (match) => `[REDACTED:${forms.get(match) ?? "secret"}]`) : visible;
    if (!SHAPE_TRIGGER.test(redacted)) return redacted;
    for (const { kind, pattern, keepsPrefix } of SHAPES) {
      redacted = redacted.replace(
        pattern,
        (match, prefix) => keepsPrefix && typeof prefix === "string" ? `${prefix}[REDACTED:${kind}]` : `[REDACTED:${kind}]${"\n".repeat(countNewlines(match))}`
      );
    }
    return redacted;
  };
}
var SHAPES_ONLY = createRedactor();
function redactSecrets(text, known = []) {
  return (known.length === 0 ? SHAPES_ONLY : createRedactor(known.map((value) => ({ name: "api-key", value }))))(text);
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (value instanceof Error) return Object.assign(new Error(redact(value.message)), { name: value.name });
  if (value !== null && typeof value === "object") {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, REPOSITORY_PATH_KEYS.has(key) && isPathValue(item) ? redactPath(item, redact) : redactStrings(item, redact)])
    );
  }
  return value;
}
function redactPath(path, redact) {
  if (Array.isArray(path)) return path.map((item) => redactPath(item, redact));
  const redacted = redact(path);
  return redacted === removeInvisible(path) ? path : redacted;
}
function knownForms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const base64 = [Buffer.from(`x-access-token:${secret}`, "utf8").toString("base64"), bytes.toString("base64")];
  for (let skip = 0; skip < 3; skip++) {
    const whole = bytes.length - skip - (bytes.length - skip) % 3;
    if (whole >= 6) base64.push(bytes.subarray(skip, skip + whole).toString("base64"));
  }
  const urlSafe = base64.map((form) => form.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
  return [secret, ...base64, ...urlSafe];
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
function countNewlines(text) {
  let count = 0;
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) count++;
  return count;
}

export {
  removeInvisible,
  REPOSITORY_PATH_KEYS,
  isPathValue,
  createRedactor,
  redactSecrets,
  redactStrings
};
