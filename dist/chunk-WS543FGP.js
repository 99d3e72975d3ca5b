import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  decodedViews,
  tokensInView
} from "./chunk-P32DJQ3Q.js";

// src/text/remove-invisible.ts
var INVISIBLE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\u{E0100}-\u{E01EF}]/gu;
function removeInvisible(text) {
  return text.replace(NOT_PRINTABLE_ASCII, (run) => run.replace(INVISIBLE, ""));
}
var NOT_PRINTABLE_ASCII = /[^\x20-\x7e\t\n]+/g;

// src/text/repository-path-keys.ts
var REPOSITORY_PATH_KEYS = /* @__PURE__ */ new Set(["file", "path", "oldPath", "files", "compact", "files_modified"]);
function isPathValue(value) {
  return typeof value === "string" || Array.isArray(value) && value.every((item) => typeof item === "string");
}

// src/redact/create-redactor.ts
var NOT_REDACTED = "(?!\\[REDACTED)";
var NAME_START = "(?<![A-Za-z0-9_-])";
var NAMED_SECRETS = [
  // `Authorization: basic <base64>` (the checkout extraheader), `bearer …`, `token …`.
  {
    kind: "authorization",
    pattern: new RegExp(`(authorization\\s{0,4}[:=]\\s{0,4}(?:basic|bearer|token)\\s{1,4})${NOT_REDACTED}[A-Za-z0-9+/._~-]{8,4096}={0,2}`, "gi")
  },
  { kind: "github-token", pattern: new RegExp(`(x-access-token:)${NOT_REDACTED}[^\\s@"'\\\\/]{8,512}`, "g") },
  { kind: "password", pattern: new RegExp(`(:\\/\\/[^\\s:@/"'\\\\]{1,256}:)${NOT_REDACTED}[^\\s@/"'\\\\]{1,512}(?=@)`, "g") },
  {
    // `password = "…"`, `apiKey: '…'`, `"client_secret": "…"`: the quoted value of a secret-named key.
    kind: "secret",
    pattern: new RegExp(
      `((?:pass(?:word|wd)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token)[A-Za-z0-9_-]{0,30}["']?\\s{0,4}[:=]\\s{0,4}["'])${NOT_REDACTED}[^"'\\s\\\\]{8,4096}(?=["'])`,
      "gi"
    )
  },
  {
    // `GITHUB_TOKEN=…`, `INPUT_API-KEY=…`: an environment variable holding a secret (a dumped environment).
    kind: "secret",
    pattern: new RegExp(
      `${NAME_START}([A-Z][A-Z0-9_-]{0,60}(?:TOKEN|SECRET|PASSWORD|PASSWD|API[_-]?KEY|ACCESS[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIALS?)[A-Z0-9_]{0,20}=)${NOT_REDACTED}[^\\s"'\\\\]{8,4096}`,
      "g"
    )
  }
];
var MIN_SECRET_LENGTH = 8;
var NAMED_TRIGGER = /authorization|x-access-token|:\/\/|pass|secret|token|key|credential/i;
function createRedactor(known = []) {
  const forms = /* @__PURE__ */ new Map();
  for (const { name, value } of known) {
    const secret = value?.trim();
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of knownForms(secret)) if (!forms.has(form)) forms.set(form, name);
  }
  const literals = [...forms.keys()].sort((a, b) => b.length - a.length);
  const knownPattern = literals.length > 0 ? new RegExp(literals.map(escapeRegExp).join("|"), "g") : void 0;
  return remembered(redactText);
  function redactText(text) {
    const visible = removeInvisible(text);
    if (visible.length < MIN_SECRET_LENGTH) return visible;
    const spans = [];
    for (const view of decodedViews(visible)) {
      const spanOf = (start, end, kind, isKnown = false) => {
        const [originalStart, originalEnd] = view.toOriginal(start, end);
        return { start: originalStart, end: originalEnd, kind, known: isKnown };
      };
      if (knownPattern)
        for (const found of view.text.matchAll(knownPattern))
          spans.push(spanOf(found.index, found.index + found[0].length, forms.get(found[0]) ?? "secret", true));
      for (const token of tokensInView(view)) spans.push({ start: token.start, end: token.end, kind: token.shape.kind, known: false });
      if (!NAMED_TRIGGER.test(view.text)) continue;
      for (const { kind, pattern } of NAMED_SECRETS) {
        for (const found of view.text.matchAll(pattern)) spans.push(spanOf(found.index + (found[1]?.length ?? 0), found.index + found[0].length, kind));
      }
    }
    return replaceSpans(visible, spans);
  }
}
var REMEMBERED_CHARACTERS = 16 * 1024 * 1024;
function remembered(redact) {
  let results = /* @__PURE__ */ new Map();
  let characters = 0;
  return (text) => {
    if (text.length < MIN_SECRET_LENGTH) return redact(text);
    const known = results.get(text);
    if (known !== void 0) return known;
    const redacted = redact(text);
    characters += text.length + (redacted === text ? 0 : redacted.length);
    if (characters > REMEMBERED_CHARACTERS) {
      results = /* @__PURE__ */ new Map();
      characters = 0;
    }
    results.set(text, redacted);
    return redacted;
  };
}
function replaceSpans(text, spans) {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts = [];
  let copied = 0;
  let index = 0;
  while (index < spans.length) {
    const first = spans[index];
    let { end, kind } = first;
    let known = first.known;
    for (index++; index < spans.length && spans[index].start < end; index++) {
      const next = spans[index];
      end = Math.max(end, next.end);
      if (next.known && !known) ({ kind, known } = next);
    }
    parts.push(text.slice(copied, first.start), `[REDACTED:${kind}]`, "\n".repeat(countNewlines(text.slice(first.start, end))));
    copied = end;
  }
  parts.push(text.slice(copied));
  return parts.join("");
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
      Object.entries(value).map(([key, item]) => [
        key,
        REPOSITORY_PATH_KEYS.has(key) && isPathValue(item) ? redactPath(item, redact) : redactStrings(item, redact)
      ])
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
