import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/redact/decoded-views.ts
var ESCAPE = /\\(?:[ntr"'\\/]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\})|%[0-9A-Fa-f]{2}|&#(?:[xX][0-9A-Fa-f]{1,6}|[0-9]{1,7});/g;
var SIMPLE_ESCAPES = { n: "\n", t: "	", r: "\r" };
var MAX_DECODE_PASSES = 3;
var MIN_BASE64_RUN = 24;
var BASE64_RUN = new RegExp(`(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{${MIN_BASE64_RUN},}={0,2}`, "g");
var MAX_BASE64_PIECE = 16384;
function decodeOne(escape) {
  if (escape.startsWith("%")) {
    const code = Number.parseInt(escape.slice(1), 16);
    return code < 128 ? String.fromCharCode(code) : void 0;
  }
  if (escape.startsWith("&#")) {
    const code = escape[2] === "x" || escape[2] === "X" ? Number.parseInt(escape.slice(3), 16) : Number.parseInt(escape.slice(2), 10);
    return code <= 1114111 ? String.fromCodePoint(code) : void 0;
  }
  const kind = escape[1] ?? "";
  if (kind === "x") return String.fromCharCode(Number.parseInt(escape.slice(2), 16));
  if (kind === "u") {
    const code = Number.parseInt(escape.slice(2).replace(/[{}]/g, ""), 16);
    return code <= 1114111 ? String.fromCodePoint(code) : void 0;
  }
  return SIMPLE_ESCAPES[kind] ?? kind;
}
function toSource(map, at) {
  if (at >= map.decodedLength) return map.sourceLength;
  let low = 0;
  let high = map.decodedStart.length - 1;
  while (low < high) {
    const middle = low + high + 1 >> 1;
    if ((map.decodedStart[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  const start = map.sourceStart[low] ?? 0;
  return map.escape[low] ? start : start + at - (map.decodedStart[low] ?? 0);
}
function decodeEscapes(text) {
  const parts = [];
  const map = { decodedStart: [], sourceStart: [], escape: [], sourceLength: text.length, decodedLength: 0 };
  let copied = 0;
  let length = 0;
  const segment = (part, sourceStart, escape) => {
    if (part.length === 0) return;
    parts.push(part);
    map.decodedStart.push(length);
    map.sourceStart.push(sourceStart);
    map.escape.push(escape);
    length += part.length;
  };
  for (const found of text.matchAll(ESCAPE)) {
    const decoded = decodeOne(found[0]);
    if (decoded === void 0) continue;
    segment(text.slice(copied, found.index), copied, false);
    segment(decoded, found.index, true);
    copied = found.index + found[0].length;
  }
  if (parts.length === 0) return void 0;
  segment(text.slice(copied), copied, false);
  map.decodedLength = length;
  return { text: parts.join(""), map };
}
function decodedView(text) {
  let current = text;
  const maps = [];
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass++) {
    const decoded = decodeEscapes(current);
    if (!decoded) break;
    maps.unshift(decoded.map);
    current = decoded.text;
  }
  if (maps.length === 0) return void 0;
  const original = (at) => maps.reduce((offset, map) => toSource(map, offset), at);
  return { text: current, toOriginal: (start, end) => [original(start), original(end)] };
}
function* base64Views(text) {
  for (const found of text.matchAll(BASE64_RUN)) {
    for (let start = 0; start < found[0].length; start += MAX_BASE64_PIECE) {
      const piece = found[0].slice(start, start + MAX_BASE64_PIECE);
      if (piece.replace(/=+$/, "").length < MIN_BASE64_RUN) continue;
      const decoded = Buffer.from(piece, "base64").toString("latin1");
      if (!isMostlyPrintable(decoded)) continue;
      const run = [found.index + start, found.index + start + piece.length];
      yield { text: decoded, toOriginal: () => run };
    }
  }
}
function isMostlyPrintable(text) {
  let printable = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 32 && code < 127 || code === 10 || code === 9 || code === 13) printable++;
  }
  return printable >= text.length * 0.9;
}
function* decodedViews(text) {
  yield { text, toOriginal: (start, end) => [start, end] };
  const decoded = decodedView(text);
  if (decoded) yield decoded;
  yield* base64Views(text);
}

// src/redact/token-shapes.ts
var NOT_INSIDE_A_WORD = "(?<![A-Za-z0-9_-])";
var TOKEN_SHAPES = [
  {
    kind: "private-key",
    name: "private key",
    // The body runs to the END line, or to the first character no PEM body holds (bounded, so a header
    // without an END line cannot make the pattern scan the rest of the text for every header).
    pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s:,.]|-(?!----END )){0,16384}(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
    // The key body must follow: a bare header is a format constant (`pem.startsWith('-----BEGIN …')`).
    complete: (value) => /-----(?:\s|\\n)*[A-Za-z0-9+/=]{64}/.test(value),
    reported: true
  },
  { kind: "aws-access-key", name: "AWS access key id", pattern: /(?<![A-Z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g, reported: true },
  { kind: "github-token", name: "GitHub token", pattern: /gh[pousr]_[A-Za-z0-9]{36,255}/g, reported: true },
  { kind: "github-token", name: "GitHub fine-grained token", pattern: /github_pat_[A-Za-z0-9_]{22,255}/g, reported: true },
  { kind: "anthropic-key", name: "Anthropic API key", pattern: /sk-ant-[A-Za-z0-9_-]{20,255}/g, reported: true },
  {
    kind: "openai-key",
    name: "OpenAI API key",
    pattern: new RegExp(`${NOT_INSIDE_A_WORD}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}`, "g"),
    reported: true
  },
  { kind: "stripe-key", name: "Stripe live secret key", pattern: /[rs]k_live_[0-9A-Za-z]{16,255}/g, reported: true },
  { kind: "stripe-key", name: "Stripe test key", pattern: /[rs]k_test_[0-9A-Za-z]{16,255}/g, reported: false },
  { kind: "slack-token", name: "Slack token", pattern: /xox[abposr]-[A-Za-z0-9-]{10,255}/g, reported: true },
  { kind: "google-api-key", name: "Google API key", pattern: /AIza[0-9A-Za-z_-]{35}/g, reported: true },
  { kind: "npm-token", name: "npm token", pattern: /npm_[A-Za-z0-9]{36}/g, reported: true },
  { kind: "gitlab-token", name: "GitLab token", pattern: /glpat-[A-Za-z0-9_-]{20,255}/g, reported: true },
  {
    kind: "jwt",
    name: "JSON Web Token",
    pattern: new RegExp(`${NOT_INSIDE_A_WORD}eyJ[A-Za-z0-9_-]{10,4096}\\.eyJ[A-Za-z0-9_-]{10,8192}\\.[A-Za-z0-9_-]{10,4096}`, "g"),
    reported: false
  }
];
var TOKEN_TRIGGER = /AKIA|ASIA|gh[pousr]_|github_pat_|sk-|k_live_|k_test_|xox[abposr]-|AIza|npm_|glpat-|eyJ|PRIVATE KEY|\\[xu]|%[0-9A-Fa-f]{2}|&#|[A-Za-z0-9+/_-]{24}/;
var PLACEHOLDER = /example|sample|dummy|fake|placeholder|your|test|xxxx|0{6}|\*{3}|changeme|redacted/i;
var MIN_DISTINCT_CHARACTERS = 8;
var PLACEHOLDER_WINDOW = 96;
function isPlaceholderToken(value) {
  const body = value.replace(/^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----\s*/, "").slice(0, PLACEHOLDER_WINDOW);
  return PLACEHOLDER.test(body) || new Set(body).size < MIN_DISTINCT_CHARACTERS;
}

// src/redact/find-tokens.ts
function* tokensInView(view) {
  if (!TOKEN_TRIGGER.test(view.text)) return;
  for (const shape of TOKEN_SHAPES) {
    for (const found of view.text.matchAll(shape.pattern)) {
      const [start, end] = view.toOriginal(found.index, found.index + found[0].length);
      yield { shape, start, end, value: found[0] };
    }
  }
}
function findTokens(text) {
  if (!TOKEN_TRIGGER.test(text)) return [];
  const found = /* @__PURE__ */ new Map();
  for (const view of decodedViews(text)) {
    for (const token of tokensInView(view)) {
      const stretch = `${token.start}:${token.end}`;
      if (!found.has(stretch)) found.set(stretch, token);
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}

export {
  decodedViews,
  TOKEN_TRIGGER,
  isPlaceholderToken,
  tokensInView,
  findTokens
};
