import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-P7IRFNF7.js";

// src/agents/agent-names.ts
var AGENT_NAMES = [
  "code-reviewer",
  "silent-failure-hunter",
  "code-simplifier",
  "test-analyzer",
  "comment-analyzer",
  "type-design-analyzer"
];
var ReviewerNameSchema = external_exports.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/).max(64);
function isBuiltInAgent(name) {
  return AGENT_NAMES.includes(name);
}

// src/rules/language.ts
var LANGUAGES = ["typescript", "tsx", "javascript", "python", "go"];
var JS_FAMILY = ["typescript", "tsx", "javascript"];
var TYPESCRIPT_FAMILY = ["typescript", "tsx"];
var LANGUAGE_BY_EXTENSION = /* @__PURE__ */ new Map([
  [".ts", "typescript"],
  [".mts", "typescript"],
  [".cts", "typescript"],
  [".tsx", "tsx"],
  [".js", "javascript"],
  [".mjs", "javascript"],
  [".cjs", "javascript"],
  // The JavaScript grammar parses JSX.
  [".jsx", "javascript"],
  [".py", "python"],
  [".go", "go"]
]);
function languageOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return void 0;
  return LANGUAGE_BY_EXTENSION.get(name.slice(dot).toLowerCase());
}

// src/findings/finding.ts
var SEVERITIES = ["critical", "high", "medium", "low", "info"];
var SeveritySchema = external_exports.enum(SEVERITIES);
var DIMENSIONS = ["correctness", "security", "performance", "readability", "testing", "architecture"];
var DimensionSchema = external_exports.enum(DIMENSIONS);
var DIMENSION_PREFIX = {
  correctness: "CORR",
  security: "SEC",
  performance: "PERF",
  readability: "READ",
  testing: "TEST",
  architecture: "ARCH"
};
var CandidateFindingSchema = external_exports.object({
  agent: ReviewerNameSchema,
  dimension: DimensionSchema,
  severity: SeveritySchema,
  confidence: external_exports.number().int().min(0).max(100),
  /** A word of the vocabulary of category-vocabulary.ts once findings are merged. */
  category: external_exports.string().min(1),
  /** The reporter's own, more specific word (`sql-injection` under `injection`). */
  category_detail: external_exports.string().max(64).optional(),
  /** The static rule that produced it, when it came from the static engine. */
  rule_id: external_exports.string().optional(),
  file: external_exports.string().min(1),
  line: external_exports.number().int().min(1),
  end_line: external_exports.number().int().min(1).optional(),
  column: external_exports.number().int().min(1).optional(),
  code_snippet: external_exports.string().optional(),
  description: external_exports.string().min(1),
  recommendation: external_exports.string(),
  fix_example: external_exports.string().optional(),
  references: external_exports.array(external_exports.string()).optional(),
  auto_fixable: external_exports.boolean(),
  source: external_exports.enum(["static", "llm"]),
  /** A `sextant-ignore` the change itself added would hide it, but it is at or above the gate. */
  suppression_added_by_change: external_exports.literal(true).optional()
});
var FindingSchema = CandidateFindingSchema.extend({
  id: external_exports.string().regex(/^(CORR|READ|PERF|SEC|TEST|ARCH)-\d{3,}$/),
  /** A hex digest: it is written into a hidden HTML comment, where any other text could end the comment. */
  fingerprint: external_exports.string().regex(/^[0-9a-f]{8,64}$/),
  /** Other agents that reported the same problem (merged into this one). */
  also_reported_by: external_exports.array(ReviewerNameSchema).optional(),
  /** A fix as a replacement of lines start_line..end_line of the head, and whether Sextant verified it. */
  suggestion: external_exports.object({
    start_line: external_exports.number().int().min(1),
    end_line: external_exports.number().int().min(1),
    replacement: external_exports.string(),
    /** Sextant ran the repository's checks with the fix, and one that covers each file it changes (see probe-coverage) passed. */
    verified: external_exports.literal(true).optional(),
    /** Why it is only a suggestion (no check covers a file it changes), when Sextant tried to verify it. */
    unverified_reason: external_exports.string().optional(),
    /** Taken from the analyze job's bundle: code that job's untrusted run wrote, which publish never verifies. */
    origin: external_exports.literal("analysis-job").optional()
  }).optional()
});
var HiddenFindingSchema = FindingSchema.omit({ id: true, suggestion: true });
function severityRank(severity) {
  return SEVERITIES.indexOf(severity);
}
function isAtOrAbove(severity, threshold) {
  return severityRank(severity) <= severityRank(threshold);
}

// src/rules/file-role.ts
var TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress)\//;
var TEST_FILE_NAME = /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest)\.py$/;
var TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|docs?|tools|\.github)\//;
var TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;
function fileRoleOf(path) {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return "test";
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return "tooling";
  return "source";
}
function isTestFile(path) {
  return fileRoleOf(path) === "test";
}

// src/rules/excerpt.ts
function excerpt(text, limit = 60) {
  const firstLine = (text.split("\n", 1)[0] ?? "").replace(/\s+/g, " ").trim();
  const multiline = text.includes("\n");
  if (firstLine.length > limit) return `${firstLine.slice(0, limit - 1)}\u2026`;
  return multiline ? `${firstLine} \u2026` : firstLine;
}

// src/rules/credential-shapes.ts
var TOKEN_SHAPES = [
  { name: "AWS access key id", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: "GitHub token", pattern: /\bgh[pousr]_[A-Za-z0-9]{36}\b/ },
  { name: "GitHub fine-grained token", pattern: /\bgithub_pat_[A-Za-z0-9_]{50,}/ },
  { name: "Slack token", pattern: /\bxox[baprs]-\d{6,}-[A-Za-z0-9-]{8,}/ },
  { name: "Stripe live secret key", pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}/ },
  { name: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: "npm token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  // The key body must follow: a bare header is a format constant (`pem.startsWith('-----BEGIN …')`).
  { name: "private key", pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----(?:\s|\\n)*[A-Za-z0-9+/=]{64}/ }
];
var TOKEN_SHAPE_GATE = /AKIA|ASIA|gh[pousr]_|github_pat_|xox[baprs]-|[sr]k_live_|AIza|npm_|-----BEGIN /;
var PLACEHOLDER = /example|sample|dummy|fake|placeholder|your|test|xxxx|0{6}|\*{3}|changeme|redacted/i;
var MIN_DISTINCT_CHARACTERS = 8;
function isPlausibleSecret(value) {
  return !PLACEHOLDER.test(value) && new Set(value).size >= MIN_DISTINCT_CHARACTERS;
}
function findTokenShape(text) {
  for (const { name, pattern } of TOKEN_SHAPES) {
    const found = pattern.exec(text);
    if (found && isPlausibleSecret(found[0])) return { name, index: found.index, value: found[0] };
  }
  return void 0;
}
function maskedLine(line, secret) {
  return line.split(secret).join(`${secret.slice(0, 4)}\u2026[redacted]`).trim();
}
var CREDENTIAL_NAME_ENDINGS = ["password", "passwd", "passphrase", "secret", "apikey", "accesskey", "secretkey", "privatekey", "accesstoken", "authtoken", "refreshtoken", "bearertoken", "token"];
var CREDENTIAL_NAME = new RegExp(`(${CREDENTIAL_NAME_ENDINGS.join("|")})$`);
function isCredentialName(name) {
  return CREDENTIAL_NAME.test(name.replace(/[-_]/g, "").toLowerCase());
}
var CREDENTIAL_NAME_GATE = new RegExp(CREDENTIAL_NAME_ENDINGS.map((ending) => [...ending].join("[-_]*")).join("|"), "iu");
var PLACEHOLDER_VALUE = /^(change[-_ ]?me|passw(or|0r)d|secret|none|null|undefined|todo|tbd|x+|\*+|\.+)$|your|example|sample|dummy|fake|placeholder|redacted|changeme|xxxx|\*\*\*|[<>]|\$\{|\{\{|%s/i;
var MIN_SECRET_LENGTH = 8;
function looksLikeSecretValue(value) {
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value) || PLACEHOLDER_VALUE.test(value)) return false;
  if (/^[A-Z0-9_]+$/.test(value) || /^[a-z]+([A-Z][a-z]*)*$/.test(value) || /^[a-z]+([._:/-][a-z0-9]+)+$/i.test(value)) {
    return false;
  }
  if (/^(https?:\/\/[^@]*|\.{0,2}\/.*)$/.test(value)) return false;
  return new Set(value).size >= 5;
}
var CREDENTIAL_SHAPED_CONFIDENCE = 85;
var AWS_SECRET_KEY_CONFIDENCE = 90;
var MIN_GENERATED_KEY_LENGTH = 12;
function isAwsSecretName(name) {
  const folded = name.replace(/[-_]/g, "").toLowerCase();
  return folded.includes("aws") && folded.includes("secret");
}
function looksLikeAwsSecretKey(value) {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !PLACEHOLDER_VALUE.test(value) && new Set(value).size >= 12;
}
function isCredentialShaped(value) {
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((characters) => characters.test(value)).length;
  return classes >= 3 || value.length >= MIN_GENERATED_KEY_LENGTH;
}
function secretAssignmentHit(name, literal, line, context) {
  if (literal === void 0 || !isCredentialName(name)) return false;
  const snippet = () => maskedLine(context.lines[line - 1] ?? "", literal);
  if (isAwsSecretName(name) && looksLikeAwsSecretKey(literal)) return { details: { name }, snippet: snippet(), confidence: AWS_SECRET_KEY_CONFIDENCE };
  if (!looksLikeSecretValue(literal) || findTokenShape(literal)) return false;
  return { details: { name }, snippet: snippet(), ...isCredentialShaped(literal) ? { confidence: CREDENTIAL_SHAPED_CONFIDENCE } : {} };
}
function leakedCredentialHit(text, row, column, context) {
  const found = findTokenShape(text);
  if (!found) return false;
  const before = text.slice(0, found.index);
  const lineOffset = before.split("\n").length - 1;
  const line = row + 1 + lineOffset;
  return {
    line,
    column: lineOffset === 0 ? column + found.index + 1 : found.index - before.lastIndexOf("\n"),
    details: { kind: found.name },
    snippet: maskedLine(context.lines[line - 1] ?? "", found.value),
    // Test fixtures often carry realistic-looking fake tokens.
    ...context.isTestFile ? { confidence: 70 } : {}
  };
}

// src/rules/packs/common/code-reviewer.ts
var tokenPieces = (...pieces) => pieces.join("");
var commonCodeReviewerRules = [
  {
    id: "review/leaked-credential",
    agent: "code-reviewer",
    dimension: "security",
    severity: "critical",
    confidence: 95,
    languages: ["typescript", "tsx", "javascript", "python", "go"],
    category: "secrets",
    message: "Hard-coded {{kind}} in the source.",
    recommendation: "Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.",
    query: {
      typescript: "[(string) (template_string) (comment)] @target",
      tsx: "[(string) (template_string) (comment)] @target",
      javascript: "[(string) (template_string) (comment)] @target",
      python: "[(string) (comment)] @target",
      go: "[(interpreted_string_literal) (raw_string_literal) (comment)] @target"
    },
    textGate: TOKEN_SHAPE_GATE,
    check: ({ target, context }) => leakedCredentialHit(target.text, target.startPosition.row, target.startPosition.column, context),
    examples: {
      match: [
        `const token = "${tokenPieces("gh", "p_", "R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue")}";`,
        `const awsKeyId = '${tokenPieces("AK", "IA", "Q3ZRT7WNV5HX2KLM")}';`,
        `const key = \`-----BEGIN ${"RSA PRIVATE"} KEY-----
${"MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0"}
\`;`,
        `// slack: ${tokenPieces("xo", "xb-", "204816357920-", "Kd83jfLs02Pq")}`
      ],
      noMatch: [
        `const docs = '${tokenPieces("AK", "IA", "IOSFODNN7EXAMPLE")}';`,
        `const token = '${tokenPieces("gh", "p_", "x".repeat(36))}';`,
        "if (pem.startsWith('-----BEGIN PRIVATE KEY-----')) parse(pem);",
        "const token = process.env.GITHUB_TOKEN;"
      ]
    }
  }
];

// src/rules/packs/common/code-simplifier.ts
var DUPLICATE_WINDOW = 6;
var MIN_WINDOW_CHARACTERS = 120;
var MIN_DISTINCT_LINES = 3;
var MAX_REPORTED_DUPLICATES = 20;
var TRIVIAL_LINE = /^([{}()[\];,]*|\/\/.*|#.*|\/?\*.*|"""|''')$/;
function addedRuns(file, intern) {
  const runs = [];
  for (const hunk of file.hunks) {
    let run = [];
    for (const diffLine of hunk.lines) {
      if (diffLine.kind !== "add" || diffLine.newLine === void 0) {
        if (diffLine.kind === "context" && run.length > 0) {
          runs.push(run);
          run = [];
        }
        continue;
      }
      const text = diffLine.content.trim().replace(/\s+/g, " ");
      if (!TRIVIAL_LINE.test(text)) run.push({ line: diffLine.newLine, id: intern(text), length: text.length });
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}
function windowKey(run, start) {
  let key = String(run[start]?.id);
  for (let index = start + 1; index < start + DUPLICATE_WINDOW; index += 1) key += `,${run[index]?.id}`;
  return key;
}
function isSubstantial(run, start) {
  const end = start + DUPLICATE_WINDOW;
  let characters = 0;
  for (let index = start; index < end; index += 1) characters += run[index]?.length ?? 0;
  if (characters < MIN_WINDOW_CHARACTERS) return false;
  let distinct = 0;
  for (let index = start; index < end; index += 1) {
    const id = run[index]?.id;
    let seen = false;
    for (let earlier = start; earlier < index && !seen; earlier += 1) seen = run[earlier]?.id === id;
    if (!seen) distinct += 1;
  }
  return distinct >= MIN_DISTINCT_LINES;
}
function findDuplicates(files) {
  const ids = /* @__PURE__ */ new Map();
  const intern = (text) => {
    let id = ids.get(text);
    if (id === void 0) {
      id = ids.size;
      ids.set(text, id);
    }
    return id;
  };
  const firstSeen = /* @__PURE__ */ new Map();
  const hits = [];
  const code = files.filter((file) => file.status !== "deleted" && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === "source");
  for (const file of code) {
    for (const run of addedRuns(file, intern)) {
      for (let start = 0; start + DUPLICATE_WINDOW <= run.length; start += 1) {
        const key = windowKey(run, start);
        const first = firstSeen.get(key);
        const line = run[start]?.line ?? 0;
        const endLine = run[start + DUPLICATE_WINDOW - 1]?.line ?? line;
        if (!first) {
          if (isSubstantial(run, start)) firstSeen.set(key, { file: file.path, line, endLine });
          continue;
        }
        if (first.file === file.path && first.endLine >= line) continue;
        const where = first.file === file.path ? `lines ${first.line}\u2013${first.endLine}` : `\`${first.file}\` lines ${first.line}\u2013${first.endLine}`;
        hits.push({ file: file.path, line, description: `This block repeats ${where}, also added in this change: the logic now has to be kept in sync twice.` });
        if (hits.length >= MAX_REPORTED_DUPLICATES) return hits;
        while (start + DUPLICATE_WINDOW < run.length && firstSeen.has(windowKey(run, start + 1))) {
          start += 1;
        }
        start += DUPLICATE_WINDOW - 1;
      }
    }
  }
  return hits;
}
var commonCodeSimplifierChangeRules = [
  {
    id: "simplify/duplicated-block",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 80,
    category: "duplication",
    recommendation: "Extract the shared lines into one function (or a loop over the differing values) and call it from both places.",
    check: findDuplicates
  }
];

// src/rules/packs/common/comment-analyzer.ts
var TODO_MARKER = /(?<=(?:^|\n)[^\S\n]*[/*#!-]*[^\S\n]*)(TODO|FIXME|XXX|HACK)(?=[:(\s]|$)/;
var ISSUE_REFERENCE = /#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?:\/\//;
var OWNER = /^(TODO|FIXME|XXX|HACK)\s*(\(\s*@?[\w.-]+\s*\)|@[\w.-]+)/;
var MAX_CONTINUATION_LINES = 3;
function noteText(comment) {
  const parts = [comment.text];
  let previous = comment;
  for (let next = comment.nextSibling; next && parts.length <= MAX_CONTINUATION_LINES; next = next.nextSibling) {
    if (next.type !== "comment" || next.startPosition.row !== previous.endPosition.row + 1) break;
    parts.push(next.text);
    previous = next;
  }
  return parts.join("\n");
}
var commonCommentAnalyzerRules = [
  {
    id: "comment/todo-without-issue",
    agent: "comment-analyzer",
    dimension: "readability",
    severity: "info",
    confidence: 85,
    languages: LANGUAGES,
    category: "documentation",
    message: '{{marker}} added without an issue reference or an owner: "{{note}}".',
    recommendation: "Link the work to a tracked issue (`TODO(#123): \u2026` or a URL) so it is not forgotten, or do it in this change.",
    query: "(comment) @target",
    // TODO_MARKER needs one of its markers.
    textGate: /TODO|FIXME|XXX|HACK/,
    check: ({ target }) => {
      const marker = TODO_MARKER.exec(target.text);
      if (!marker || ISSUE_REFERENCE.test(noteText(target)) || OWNER.test(target.text.slice(marker.index))) return false;
      const before = target.text.slice(0, marker.index);
      const lineOffset = before.split("\n").length - 1;
      const lineStart = before.lastIndexOf("\n") + 1;
      const column = lineOffset === 0 ? target.startPosition.column + marker.index + 1 : marker.index - lineStart + 1;
      const note = target.text.slice(marker.index).split("\n", 1)[0]?.replace(/\*\/\s*$/, "") ?? "";
      return {
        line: target.startPosition.row + 1 + lineOffset,
        column,
        details: { marker: marker[1] ?? "TODO", note: excerpt(note, 80) }
      };
    },
    examples: {
      match: [
        "// TODO: handle the retry case",
        "const limit = 10; // HACK until the API paginates",
        "/**\n * Parses the header.\n * FIXME: breaks on folded lines\n */\nfunction parse() {}"
      ],
      noMatch: [
        "// TODO(#482): handle the retry case",
        "// TODO(maria): switch to Intl.NumberFormat",
        "// FIXME(@sam): validate the merged config",
        "// FIXME: see https://github.com/acme/app/issues/12",
        "// TODO: support folded lines\n// tracked in PLAT-1234",
        "// phone format XXX-XXX-XXXX",
        "// nothing todo here",
        "// const badData = 'XXX';",
        "// Files go to ~/.cache/app/XXX /data, e.g. for a run called XXX",
        "/**\n * @example\n *   sextant review --output /tmp/XXX report.json\n */\nfunction review() {}"
      ]
    }
  }
];

// src/rules/packs/common/test-analyzer.ts
var MIN_UNTESTED_ADDED_LINES = 10;
var MAX_LISTED_FILES = 10;
function codeOf(line) {
  return line.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""').replace(/(^|\s)(\/\/|#).*$/, "").replace(/^\s*(\/?\*+|\*\/).*$/, "").replace(/\s+/g, "");
}
function codeChanges(file) {
  let count = 0;
  let first;
  for (const hunk of file.hunks) {
    const deleted = /* @__PURE__ */ new Map();
    for (const line of hunk.lines) {
      if (line.kind === "delete") deleted.set(codeOf(line.content), (deleted.get(codeOf(line.content)) ?? 0) + 1);
    }
    for (const line of hunk.lines) {
      if (line.kind !== "add" || line.newLine === void 0) continue;
      const code = codeOf(line.content);
      const same = deleted.get(code) ?? 0;
      if (code === "" || same > 0) {
        if (same > 0) deleted.set(code, same - 1);
        continue;
      }
      count += 1;
      first ??= line.newLine;
    }
  }
  return { count, first };
}
var commonTestAnalyzerChangeRules = [
  {
    id: "test/missing-test-change",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "low",
    confidence: 70,
    category: "test-coverage",
    recommendation: "Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.",
    check: (files) => {
      if (files.some((file) => fileRoleOf(file.path) === "test")) return [];
      const code = files.filter(
        (file) => file.status !== "deleted" && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === "source"
      );
      const changes = code.map((file) => ({ file: file.path, ...codeChanges(file) }));
      const added = changes.reduce((sum, entry) => sum + entry.count, 0);
      const anchor = changes.map((entry) => ({ file: entry.file, line: entry.first })).find((entry) => entry.line);
      if (added < MIN_UNTESTED_ADDED_LINES || !anchor?.line) return [];
      const listed = code.slice(0, MAX_LISTED_FILES).map((file) => `\`${file.path}\``);
      const more = code.length > MAX_LISTED_FILES ? ` and ${code.length - MAX_LISTED_FILES} more` : "";
      return [
        {
          file: anchor.file,
          line: anchor.line,
          description: `Source code changed (${added} added lines of code) but no test file changed: ${listed.join(", ")}${more}.`
        }
      ];
    }
  }
];

// src/rules/built-string.ts
function isBuilt(expression) {
  return expression?.how !== void 0;
}
function builtArgument(argument, read, assignedValues4, matters = () => true) {
  const direct = read(argument);
  if (direct || argument.type !== "identifier") {
    return isBuilt(direct) && matters(direct.fragments) && !onlyHarmless([direct], read, assignedValues4) ? direct : void 0;
  }
  const values = assignedValues4(argument).flatMap((value) => read(value) ?? []);
  const built = values.filter(isBuilt).at(-1);
  const fragments = values.map((value) => value.fragments).join(" ");
  if (!built || !matters(fragments) || onlyHarmless(values, read, assignedValues4)) return void 0;
  return { ...built, fragments };
}
function onlyHarmless(expressions, read, assignedValues4) {
  return expressions.every((expression) => expression.values.every((value) => isHarmless(value, read, assignedValues4, 0)));
}
var LITERAL_TYPES = /* @__PURE__ */ new Set(["number", "integer", "float", "int_literal", "float_literal", "true", "false", "null", "undefined", "none", "nil"]);
var CONSTANT_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/;
var SAFE_CALLS = /^(int|float|bool|len|Number|Boolean|parseInt|parseFloat|toFixed|Itoa|FormatInt|FormatUint|FormatFloat|FormatBool|quote|escape|shellQuote|shellescape|escapeShellArg|escapeLiteral|escapeIdentifier|escapeId|quoteIdentifier|quoteLiteral|QuoteIdentifier|QuoteLiteral|quote_ident|quote_literal|quote_identifier)$/;
var NUMBER_PROPERTIES = /^(length|size|count)$/;
var PLACEHOLDER_LIST = [
  /\.map\(\s*(\(\s*\w*\s*(,\s*\w+\s*)?\)|\w+)\s*=>\s*(['"])[^'"${}]*\3\s*\)\s*\.join\(/,
  /\.map\(\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*=>\s*`[^`{}]*\$\{\s*\1\s*(\+\s*\d+\s*)?\}[^`{}]*`\s*\)\s*\.join\(/,
  /\.fill\(\s*(['"])[^'"]*\1\s*\)\s*\.join\(/,
  /^(['"])[^'"]*\1\.join\(\s*(\[\s*(['"])[^'"]*\3\s*\]\s*\*|(['"])[^'"]*\4\s*(\*|for\b))/,
  /^strings\.Repeat\(\s*"[?$,\s]*"/
];
var MAX_HARMLESS_DEPTH = 3;
function lastName(node) {
  return /([A-Za-z_$][\w$]*)\s*$/.exec(node?.text ?? "")?.[1] ?? "";
}
function isHarmless(value, read, assignedValues4, depth) {
  const node = value.type === "parenthesized_expression" && value.namedChildCount === 1 && value.namedChildren[0] ? value.namedChildren[0] : value;
  if (LITERAL_TYPES.has(node.type)) return true;
  const expression = read(node);
  if (expression) return depth < MAX_HARMLESS_DEPTH && expression.values.every((inner) => isHarmless(inner, read, assignedValues4, depth + 1));
  switch (node.type) {
    case "identifier": {
      if (CONSTANT_NAME.test(node.text)) return true;
      const assigned = depth < MAX_HARMLESS_DEPTH ? assignedValues4(node) : [];
      return assigned.length > 0 && assigned.every((inner) => isHarmless(inner, read, assignedValues4, depth + 1));
    }
    case "member_expression":
    case "attribute":
    case "selector_expression":
      return NUMBER_PROPERTIES.test(lastName(node)) || CONSTANT_NAME.test(lastName(node));
    case "call":
    case "call_expression":
      return SAFE_CALLS.test(lastName(node.childForFieldName("function"))) || PLACEHOLDER_LIST.some((pattern) => pattern.test(node.text));
    case "ternary_expression": {
      const branches = [node.childForFieldName("consequence"), node.childForFieldName("alternative")];
      return branches.every((branch) => branch !== null && isHarmless(branch, read, assignedValues4, depth + 1));
    }
    default:
      return false;
  }
}
function valuesAssignedBefore(identifier, scope, assignmentTypes, target) {
  const values = [];
  const name = identifier.text;
  for (const assignment of scope.descendantsOfType([...assignmentTypes], scope.startPosition, identifier.startPosition)) {
    if (assignment.startIndex >= identifier.startIndex) break;
    const parts = target(assignment);
    if (parts?.name?.text === name && parts.value) values.push(parts.value);
  }
  return values;
}
var topLevelIndex = /* @__PURE__ */ new WeakMap();
function topLevelValuesBefore(identifier, assignmentTypes, target, functionTypes) {
  let index = topLevelIndex.get(identifier.tree);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    let functionsEnd = -1;
    for (const node of identifier.tree.rootNode.descendantsOfType([...assignmentTypes, ...functionTypes])) {
      if (functionTypes.includes(node.type)) {
        functionsEnd = Math.max(functionsEnd, node.endIndex);
        continue;
      }
      if (node.startIndex < functionsEnd) continue;
      const parts = target(node);
      const name = parts?.name?.text;
      if (!name || !parts?.value) continue;
      const values = index.get(name);
      if (values) values.push(parts.value);
      else index.set(name, [parts.value]);
    }
    topLevelIndex.set(identifier.tree, index);
  }
  return (index.get(identifier.text) ?? []).filter((value) => value.startIndex < identifier.startIndex);
}
var SQL_STATEMENT = /^\s*\(?\s*(select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+[\w."`[\]?]+\s+set\b|delete\s+from\b|replace\s+into\b|merge\s+into\b|with\s+\w+\s+as\s*\(|(create|drop|alter|truncate)\s+(table|index|view|database|schema)\b)/i;
function looksLikeSql(fragments) {
  return SQL_STATEMENT.test(fragments);
}

// src/rules/changed-line-of.ts
function changedLineOf(context, ...nodes) {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) {
      if (context.isChanged(row + 1)) return row + 1;
    }
  }
  return (nodes[0]?.startPosition.row ?? 0) + 1;
}

// src/rules/debug-output.ts
function looksLikeDebugOutput(strings, valueCount) {
  if (strings.length === 0) return valueCount > 0;
  if (strings.some((text) => DEBUG_TEXT.test(text) || SELF_DOCUMENTING.test(text))) return true;
  return valueCount > 0 && strings.every((text) => LABEL.test(text));
}
var DEBUG_TEXT = /\b(debug|here|got here|reached|xxx|wtf|dbg)\b|>>>|<<<|={3,}|\*{3,}|-{2,}>/i;
var SELF_DOCUMENTING = /\{[^{}:!]+=\s*(![rsa])?(:[^{}]*)?\}/;
var LABEL = /^[a-z]*["'`]\s*[\w.-]+(\s[\w.-]+)?\s*[:=]?\s*["'`]$/i;

// src/rules/packs/go/go-syntax.ts
function dottedName(node) {
  if (node.type === "identifier" || node.type === "package_identifier" || node.type === "field_identifier") return [node.text];
  if (node.type !== "selector_expression") return [];
  const operand = node.childForFieldName("operand");
  const field = node.childForFieldName("field");
  const head = operand ? dottedName(operand) : [];
  return head.length > 0 && field ? [...head, field.text] : [];
}
function calleePath(call) {
  const callee = call.childForFieldName("function");
  return callee ? dottedName(callee) : [];
}
function calleeName(call) {
  const callee = call.childForFieldName("function");
  if (callee?.type === "identifier") return callee.text;
  return callee?.type === "selector_expression" ? callee.childForFieldName("field")?.text : void 0;
}
function argumentsOf(call) {
  return call.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];
}
function statementsOf(block) {
  const list = block.namedChildren.find((child) => child.type === "statement_list");
  return (list ?? block).namedChildren.filter((child) => child.type !== "comment" && child.type !== "statement_list");
}
function hasComment(block) {
  return block.descendantsOfType("comment").length > 0;
}
var FUNCTION_TYPES = /* @__PURE__ */ new Set(["function_declaration", "method_declaration", "func_literal"]);
function isFunctionType(type) {
  return FUNCTION_TYPES.has(type);
}
function isFunction(node) {
  return isFunctionType(node.type);
}
function enclosingFunction(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return void 0;
}
function errorTested(condition) {
  if (condition?.type !== "binary_expression" || condition.childForFieldName("operator")?.text !== "!=") return void 0;
  const left = condition.childForFieldName("left");
  const right = condition.childForFieldName("right");
  const variable = left?.type === "nil" ? right : right?.type === "nil" ? left : void 0;
  return variable?.type === "identifier" && /^err|Err$|Error$/.test(variable.text) ? variable.text : void 0;
}
function isStringLiteral(node) {
  return node.type === "interpreted_string_literal" || node.type === "raw_string_literal";
}
function literalContent(node) {
  return node.text.slice(1, -1);
}
function additionOperands(node) {
  if (node.type === "parenthesized_expression" && node.namedChildren[0]) return additionOperands(node.namedChildren[0]);
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands(left), ...additionOperands(right)] : [node];
}
function readStringExpression(node) {
  if (isStringLiteral(node)) return { node, how: void 0, fragments: literalContent(node), values: [] };
  if (node.type === "call_expression" && calleePath(node).join(".") === "fmt.Sprintf") {
    const [format, ...operands2] = argumentsOf(node);
    if (!format || !isStringLiteral(format)) return void 0;
    const text = literalContent(format).replace(/%%/g, "");
    const verbs = [...text.matchAll(/%[-+ #0-9.]*([a-zA-Z])/g)].map((match) => match[1] ?? "v");
    const values2 = verbs.length === operands2.length ? operands2.filter((_, index) => !/[bdoxXeEfFgGtc]/.test(verbs[index] ?? "v")) : operands2;
    return { node, how: operands2.length > 0 ? "`fmt.Sprintf`" : void 0, fragments: text.replace(/%[-+ #0-9.]*[a-zA-Z]/g, "?"), values: values2 };
  }
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isStringLiteral)) return void 0;
  const fragments = operands.map((operand) => isStringLiteral(operand) ? literalContent(operand) : "?").join("");
  const values = operands.filter((operand) => !isStringLiteral(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function singleAssignment(assignment) {
  const left = assignment.childForFieldName("left") ?? assignment.childForFieldName("name");
  const right = assignment.childForFieldName("right") ?? assignment.childForFieldName("value");
  const names = left?.type === "expression_list" ? left.namedChildren : left ? [left] : [];
  const values = right?.type === "expression_list" ? right.namedChildren : right ? [right] : [];
  return names.length === 1 && values.length === 1 ? { name: names[0] ?? null, value: values[0] ?? null } : void 0;
}
var ASSIGNMENTS = ["short_var_declaration", "assignment_statement", "var_spec", "const_spec"];
function assignedValues(identifier) {
  const fn = enclosingFunction(identifier);
  const local = valuesAssignedBefore(identifier, fn ?? identifier.tree.rootNode, ASSIGNMENTS, singleAssignment);
  if (local.length > 0 || !fn) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, singleAssignment, [...FUNCTION_TYPES]);
}
function isMainPackage(root) {
  return root.namedChildren.find((child) => child.type === "package_clause")?.namedChildren[0]?.text === "main";
}

// src/rules/packs/go/code-reviewer.ts
var VALUES_ONLY_FORMAT = /^"(\s*%[-+# 0-9.]*[vTqsd]\s*)+(\\n)?"$/;
var DUMPERS = /* @__PURE__ */ new Set(["spew.Dump", "spew.Printf", "pretty.Println", "litter.Dump", "pp.Println"]);
function debugPrintConfidence(call) {
  const path = calleePath(call).join(".");
  if (path === "println" || path === "print" || DUMPERS.has(path)) return 90;
  if (!/^fmt\.Print(f|ln)?$/.test(path)) return void 0;
  const argumentList = argumentsOf(call);
  const strings = argumentList.filter((argument) => argument.type === "interpreted_string_literal" || argument.type === "raw_string_literal").map((argument) => argument.text);
  const debugging = looksLikeDebugOutput(strings, argumentList.length - strings.length) || strings.some((text) => VALUES_ONLY_FORMAT.test(text));
  return debugging ? 85 : void 0;
}
var SHELLS = /^"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)"$/;
var SHELL_FLAGS = /^"(-c|\/c|\/C|-Command)"$/;
var SQL_METHODS = "^(Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Prepare|PrepareContext|Get|Select|GetContext|SelectContext|NamedExec|NamedQuery|Raw|MustExec)$";
var STRING_VALUE = "[(interpreted_string_literal) (raw_string_literal)] @value";
var goCodeReviewerRules = [
  {
    id: "review/debug-print",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "low",
    confidence: 85,
    languages: ["go"],
    files: "source",
    category: "debugging",
    message: "`{{target}}` looks like debugging output left in library code.",
    recommendation: "Remove it, or log through the package\u2019s logger (`slog`, or the one the project uses) at debug level.",
    query: '(call_expression function: [(identifier) (selector_expression)] @callee (#match? @callee "^(println|print|fmt[.]Print|spew[.]|pretty[.]|litter[.]|pp[.])")) @target',
    check: ({ target, context }) => {
      if (fileRoleOf(context.path) !== "source" || isMainPackage(context.root)) return false;
      const confidence = debugPrintConfidence(target);
      return confidence === void 0 ? false : { confidence, details: { target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ['package cart\n\nfunc Total(items []Item) int {\n	fmt.Printf("%+v\\n", items)\n	return sum(items)\n}', 'package cart\n\nfunc Total(items []Item) int {\n	println("here", len(items))\n	return sum(items)\n}'],
      noMatch: [
        "package main\n\nfunc main() {\n	fmt.Println(run())\n}",
        'package report\n\nfunc Write(w io.Writer, r Report) {\n	fmt.Fprintf(w, "%d issues\\n", r.Count)\n}',
        'package cart\n\nfunc Usage() {\n	fmt.Println("usage: cart add <item>")\n}'
      ]
    }
  },
  {
    id: "review/shell-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 90,
    languages: ["go"],
    category: "command-injection",
    message: "`{{callee}}` runs {{shell}} on a command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    recommendation: 'Run the program directly with its arguments as separate strings (`exec.Command("git", "log", ref)`), without a shell.',
    query: '(call_expression function: (selector_expression) @callee (#match? @callee "^exec[.]Command(Context)?$")) @target',
    // The query requires a callee spelled `exec.Command`.
    textGate: /exec\.Command/,
    check: ({ target, captures, context }) => {
      const callee = captures.callee?.text ?? "";
      const argumentList = argumentsOf(target).slice(callee.endsWith("Context") ? 1 : 0);
      const [shell, flag, command] = argumentList;
      if (!shell || !flag || !command || !SHELLS.test(shell.text) || !SHELL_FLAGS.test(flag.text)) return false;
      const built = builtArgument(command, readStringExpression, assignedValues);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee, shell: `\`${shell.text.slice(1, -1)} ${flag.text.slice(1, -1)}\``, how: built.how } };
    },
    examples: {
      match: [
        'func archive(dir string) error {\n	return exec.Command("sh", "-c", "tar -czf out.tgz "+dir).Run()\n}',
        'func convert(ctx context.Context, in string) error {\n	cmd := fmt.Sprintf("convert %s out.png", in)\n	return exec.CommandContext(ctx, "bash", "-c", cmd).Run()\n}'
      ],
      noMatch: ['func archive(dir string) error {\n	return exec.Command("tar", "-czf", "out.tgz", dir).Run()\n}', 'func clean() error {\n	return exec.Command("sh", "-c", "make clean").Run()\n}']
    }
  },
  {
    id: "review/sql-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 90,
    languages: ["go"],
    category: "sql-injection",
    message: "SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.",
    recommendation: 'Pass values as query arguments: `db.QueryContext(ctx, "SELECT \u2026 WHERE id = $1", id)` (`?` for MySQL and SQLite).',
    query: `(call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "${SQL_METHODS}")) @target`,
    check: ({ target, captures, context }) => {
      const method = captures.method;
      if (!method) return false;
      for (const argument of argumentsOf(target).slice(0, 2)) {
        const built = builtArgument(argument, readStringExpression, assignedValues, looksLikeSql);
        if (built) {
          return { line: changedLineOf(context, target, built.node), details: { method: method.text, how: built.how } };
        }
      }
      return false;
    },
    examples: {
      match: [
        `func find(db *sql.DB, email string) (*sql.Rows, error) {
	return db.Query("SELECT * FROM users WHERE email = '" + email + "'")
}`,
        'func remove(ctx context.Context, db *sql.DB, id string) error {\n	q := fmt.Sprintf("DELETE FROM sessions WHERE user_id = %s", id)\n	_, err := db.ExecContext(ctx, q)\n	return err\n}'
      ],
      noMatch: [
        'func find(db *sql.DB, email string) (*sql.Rows, error) {\n	return db.Query("SELECT * FROM users WHERE email = $1", email)\n}',
        'func label(m *Metrics, name string) {\n	m.Get("requests_" + name)\n}',
        'const columns = "id, email"\n\nfunc find(db *sql.DB, id string) *sql.Row {\n	q := fmt.Sprintf("SELECT %s FROM users WHERE id = $1", columns)\n	return db.QueryRow(q, id)\n}',
        'func page(db *sql.DB, limit int) (*sql.Rows, error) {\n	return db.Query(fmt.Sprintf("SELECT id FROM users LIMIT %d", limit))\n}'
      ]
    }
  },
  {
    id: "review/hardcoded-secret",
    agent: "code-reviewer",
    dimension: "security",
    severity: "critical",
    confidence: 65,
    languages: ["go"],
    files: "source",
    category: "secrets",
    message: "Hard-coded credential assigned to `{{name}}`.",
    recommendation: "Load it from the environment (`os.Getenv`) or a secret manager at run time; if it was ever real, revoke it.",
    query: `(short_var_declaration left: (expression_list . (identifier) @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (assignment_statement left: (expression_list . [(identifier) (selector_expression)] @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (const_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (var_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (keyed_element key: (literal_element [(identifier) (interpreted_string_literal)] @name) value: (literal_element ${STRING_VALUE})) @target`,
    check: ({ captures, context, target }) => {
      const { name, value } = captures;
      if (!name || !value) return false;
      const text = name.type === "interpreted_string_literal" ? name.text.slice(1, -1) : name.text;
      return secretAssignmentHit(text.slice(text.lastIndexOf(".") + 1), value.text.slice(1, -1), target.startPosition.row + 1, context);
    },
    examples: {
      match: ['const dbPassword = "Tr0ub4dor&3x"', 'var cfg = Config{APIKey: "f3a9c2e81b7d4"}', 'func init() {\n	clientSecret := "q8Zr2mX9vL4t"\n	use(clientSecret)\n}'],
      noMatch: ['var dbPassword = os.Getenv("DB_PASSWORD")', 'const passwordEnv = "DB_PASSWORD"', 'const tokenHeader = "X-Auth-Token"']
    }
  }
];

// src/rules/counterpart-before.ts
var nodesByType = /* @__PURE__ */ new WeakMap();
function nodesOfType(before, type) {
  let byType = nodesByType.get(before);
  if (!byType) {
    byType = /* @__PURE__ */ new Map();
    nodesByType.set(before, byType);
  }
  let nodes = byType.get(type);
  if (!nodes) {
    nodes = before.root.descendantsOfType(type);
    byType.set(type, nodes);
  }
  return nodes;
}
function counterpartBefore(node, context, nameOf) {
  const before = context.before();
  if (!before) return void 0;
  const line = before.lineBefore(node.startPosition.row + 1);
  if (line !== void 0) {
    const row = line - 1;
    for (let candidate = before.root.descendantForPosition({ row, column: node.startPosition.column }); candidate; candidate = candidate.parent) {
      if (candidate.startPosition.row !== row) break;
      if (candidate.type === node.type) return candidate;
    }
  }
  const name = nameOf(node);
  if (name === void 0) return null;
  return nodesOfType(before, node.type).find((candidate) => nameOf(candidate) === name) ?? null;
}

// src/rules/function-length.ts
var MAX_FUNCTION_LINES = 80;
var MIN_GROWTH_LINES = 30;
var TEXT_TYPES = /* @__PURE__ */ new Set(["string", "template_string", "raw_string_literal", "interpreted_string_literal", "concatenated_string"]);
function lineCount(node) {
  return node.endPosition.row - node.startPosition.row + 1;
}
function codeLines(fn, parts) {
  if (lineCount(fn) <= MAX_FUNCTION_LINES) return lineCount(fn);
  const rows = /* @__PURE__ */ new Set();
  const cursor = fn.walk();
  try {
    let entering = true;
    let atRoot = true;
    for (; ; ) {
      if (entering && countOrEnter(cursor, parts, rows, atRoot)) {
        atRoot = false;
        continue;
      }
      atRoot = false;
      if (cursor.gotoNextSibling()) {
        entering = true;
        continue;
      }
      if (!cursor.gotoParent()) break;
      entering = false;
    }
  } finally {
    cursor.delete();
  }
  return rows.size;
}
function countOrEnter(cursor, parts, rows, atRoot) {
  const type = cursor.nodeType;
  if (type.includes("comment")) return false;
  const text = TEXT_TYPES.has(type);
  const start = cursor.startPosition.row;
  const end = text ? start : cursor.endPosition.row;
  if (start === end && rows.has(start)) return false;
  const oneLine = text || start !== end && !atRoot && cursor.nodeIsNamed && isWholePart(cursor, type, end - start + 1, parts);
  if (oneLine || !cursor.gotoFirstChild()) {
    rows.add(start);
    return false;
  }
  return true;
}
function isWholePart(cursor, type, lines, parts) {
  return parts.isFunction(type) && lines > MAX_FUNCTION_LINES || (parts.isIgnored?.(type, () => cursor.currentNode) ?? false);
}
function mayBeLong(fn, lines) {
  const first = fn.startPosition.row;
  const last = fn.endPosition.row;
  if (last - first + 1 <= MAX_FUNCTION_LINES) return false;
  let withText = 0;
  for (let row = first; row <= last; row += 1) if (lines[row]?.trim()) withText += 1;
  return withText > MAX_FUNCTION_LINES || fn.hasError;
}
function confidenceFor(lines) {
  return Math.min(90, 70 + Math.round(40 * (lines - MAX_FUNCTION_LINES) / MAX_FUNCTION_LINES));
}
function longFunctionHit(fn, parts, name, context) {
  if (!mayBeLong(fn, context.lines)) return false;
  const lines = codeLines(fn, parts);
  if (lines <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const details = { name: name(), lines: String(lines), limit: String(MAX_FUNCTION_LINES) };
  const earlier = counterpartBefore(fn, context, parts.nameOf);
  if (earlier === void 0) return context.isChanged(header) ? { line: header, details, confidence: confidenceFor(lines) } : false;
  const linesBefore = earlier === null ? 0 : codeLines(earlier, parts);
  if (linesBefore > MAX_FUNCTION_LINES && lines - linesBefore < MIN_GROWTH_LINES) return false;
  return { line: header, onConstruct: true, details, confidence: confidenceFor(lines) };
}

// src/rules/nesting-depth.ts
var MAX_NESTING_DEPTH = 4;
function deepestIn(scope, syntax) {
  return scope.descendantsOfType([...syntax.types]).reduce((deepest, node) => Math.max(deepest, syntax.chainOf(node).length), 0);
}
function deepNestingHit(target, enclosingFunction4, syntax, context) {
  const chain = syntax.chainOf(target);
  const depth = chain.length;
  if (depth <= MAX_NESTING_DEPTH) return false;
  const outerTooDeep = chain.slice(1, depth - MAX_NESTING_DEPTH);
  if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
  const fn = enclosingFunction4();
  const earlier = fn ? counterpartBefore(fn, context, syntax.nameOf) : void 0;
  if (earlier && deepestIn(earlier, syntax) >= depth) return false;
  return { depth, confidence: Math.min(90, 75 + 5 * (depth - MAX_NESTING_DEPTH)), fn };
}

// src/rules/packs/go/code-simplifier.ts
var NESTING_TYPES = /* @__PURE__ */ new Set([
  "if_statement",
  "for_statement",
  "expression_switch_statement",
  "type_switch_statement",
  "select_statement"
]);
function nestsAt(node, type, parent, parentType) {
  if (!NESTING_TYPES.has(type)) return false;
  return !(type === "if_statement" && parentType === "if_statement" && (parent?.childForFieldName("alternative")?.equals(node) ?? false));
}
function isNestingLevel(node) {
  const parent = node.parent;
  return nestsAt(node, node.type, parent, parent?.type ?? "");
}
function nestingChain(node) {
  const chain = [];
  for (let current = node, type = node.type; current && !isFunctionType(type); ) {
    const parent = current.parent;
    const parentType = parent?.type ?? "";
    if (nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}
function functionKey(fn) {
  const name = fn.childForFieldName("name")?.text;
  if (name === void 0) return void 0;
  const receiver = fn.childForFieldName("receiver")?.text.replace(/\s+/g, "") ?? "";
  return `${receiver}${name}`;
}
var FUNCTION_PARTS = { isFunction: isFunctionType, nameOf: functionKey };
var NESTING_SYNTAX = { types: [...NESTING_TYPES], chainOf: nestingChain, nameOf: functionKey };
function dropBooleanLiteral(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /^(\s*(?:\} else )?(?:if|for) )([\w.]+(?:\(\))?) (==|!=) (true|false)( \{\s*)$/.exec(text);
  if (!match) return void 0;
  const [, head = "", operand = "", operator = "", literal = "", tail = ""] = match;
  const negate = operator === "==" !== (literal === "true");
  return { startLine: target.line, endLine: target.line, replacement: [`${head}${negate ? "!" : ""}${operand}${tail}`] };
}
var goCodeSimplifierRules = [
  {
    id: "simplify/deep-nesting",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: ["go"],
    category: "complexity",
    message: "`{{statement}}` is nested {{depth}} levels deep in {{function}}.",
    recommendation: "Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.",
    query: "[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target",
    check: ({ target, context }) => {
      const enclosing = () => {
        let fn = target.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        return fn ?? void 0;
      };
      const hit = isNestingLevel(target) && deepNestingHit(target, enclosing, NESTING_SYNTAX, context);
      if (!hit) return false;
      const name = hit.fn?.childForFieldName("name")?.text;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: name ? `\`${name}\`` : "an anonymous function"
        }
      };
    },
    examples: {
      match: [
        'func sync(items []Item) {\n	for _, item := range items {\n		if item.Enabled {\n			switch item.Kind {\n			case "a":\n				for item.Pending() {\n					if item.Retry {\n						retry(item)\n					}\n				}\n			}\n		}\n	}\n}'
      ],
      noMatch: [
        'func grade(score int) string {\n	if score > 90 {\n		return "A"\n	} else if score > 80 {\n		return "B"\n	} else if score > 70 {\n		return "C"\n	} else if score > 60 {\n		return "D"\n	} else if score > 50 {\n		return "E"\n	}\n	return "F"\n}'
      ]
    }
  },
  {
    id: "simplify/boolean-literal-comparison",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "low",
    confidence: 90,
    languages: ["go"],
    category: "complexity",
    message: "Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.",
    recommendation: "Write `if done` / `if !done` instead of comparing with `true`/`false`.",
    query: `(binary_expression left: (_) @operand operator: ["==" "!="] right: [(true) (false)] @literal) @target
      (binary_expression left: [(true) (false)] @literal operator: ["==" "!="] right: (_) @operand) @target`,
    check: ({ captures }) => {
      const operand = captures.operand;
      if (!operand || operand.type === "true" || operand.type === "false") return false;
      return { details: { operand: excerpt(operand.text, 40) } };
    },
    fix: dropBooleanLiteral,
    examples: {
      match: ["func run() {\n	if ready == true {\n		start()\n	}\n}", "func run() {\n	for queue.Empty() != false {\n		wait()\n	}\n}"],
      noMatch: ["func run() {\n	if ready {\n		start()\n	}\n}", "func run() bool {\n	return count == 0\n}"]
    }
  },
  {
    id: "simplify/long-function",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: ["go"],
    files: "source",
    category: "complexity",
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting long nested function literals.",
    recommendation: "Split it into well-named steps: extract the blocks that each do one thing into their own functions.",
    query: "[(function_declaration) (method_declaration) (func_literal)] @target",
    check: ({ target, context }) => {
      const name = () => {
        const own = target.childForFieldName("name")?.text;
        return own ? `\`${own}\`` : "This function literal";
      };
      return longFunctionHit(target, FUNCTION_PARTS, name, context);
    },
    examples: {
      match: [`func migrate(db *DB) {
${Array.from({ length: 85 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`],
      noMatch: [`func migrate(db *DB) {
${Array.from({ length: 40 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`]
    }
  }
];

// src/rules/packs/common/commented-out-code.ts
function commentedOutCodeRule(languages, commentedCode4, examples) {
  return {
    id: "comment/commented-out-code",
    agent: "comment-analyzer",
    dimension: "readability",
    severity: "info",
    confidence: 80,
    languages,
    category: "dead-code",
    message: "Commented-out code `{{code}}`.",
    recommendation: "Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.",
    query: "(comment) @target",
    check: ({ target, context }) => {
      const code = commentedCode4(target, context);
      if (code === void 0) return false;
      const row = target.startPosition.row;
      const previous = target.previousSibling;
      const continues = previous?.type === "comment" && previous.endPosition.row === row - 1;
      if (continues && context.isChanged(row) && commentedCode4(previous, context) !== void 0) return false;
      const introducesExample = continues && /:\s*$/.test(previous.text);
      return { details: { code: excerpt(code, 60) }, ...introducesExample ? { confidence: 50 } : {} };
    },
    examples
  };
}

// src/rules/packs/go/comment-analyzer.ts
var DIRECTIVE = /^(go:|nolint|\+build|export\b|line\b|lint:|sextant-ignore|Output:|Unordered output:)/;
var CODE_SHAPE = /[{)]$|:=|^(return|if|for|go|defer|var|const|func|type|import|switch)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENT_TYPES = /* @__PURE__ */ new Set([
  "short_var_declaration",
  "assignment_statement",
  "inc_statement",
  "dec_statement",
  "return_statement",
  "if_statement",
  "for_statement",
  "go_statement",
  "defer_statement",
  "var_declaration",
  "const_declaration",
  "expression_switch_statement",
  "type_switch_statement",
  "send_statement"
]);
var CODE_DECLARATION_TYPES = /* @__PURE__ */ new Set(["function_declaration", "method_declaration", "type_declaration", "import_declaration", "var_declaration", "const_declaration"]);
function isCodeStatement(node) {
  if (CODE_STATEMENT_TYPES.has(node.type)) return true;
  const call = node.type === "expression_statement" ? node.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return false;
  const callee = call.childForFieldName("function");
  const argumentList = call.childForFieldName("arguments");
  return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
}
function parsesAsCode(source, context) {
  const inFunction = context.parseSnippet(`package p
func _() {
${source}
}`, (root) => {
    const body = root.descendantsOfType("block")[0];
    const statements = body?.descendantsOfType("statement_list")[0]?.namedChildren.filter((child) => child.type !== "comment") ?? [];
    return !root.hasError && statements.length > 0 && statements.every(isCodeStatement);
  });
  if (inFunction || !/func|type|import|var|const/.test(source)) return inFunction;
  return context.parseSnippet(`package p
${source}`, (root) => {
    const declarations = root.namedChildren.filter((child) => child.type !== "comment" && child.type !== "package_clause");
    return !root.hasError && declarations.length > 0 && declarations.every((node) => CODE_DECLARATION_TYPES.has(node.type));
  });
}
function commentedCode(comment, context) {
  if (!comment.text.startsWith("//")) return void 0;
  const raw = comment.text.slice(2);
  if (/^(\t| {2,})/.test(raw)) return void 0;
  const body = raw.trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return void 0;
  const source = body.endsWith("{") ? `${body}}` : body;
  return parsesAsCode(source, context) ? body : void 0;
}
var goCommentAnalyzerRules = [
  commentedOutCodeRule(["go"], commentedCode, {
    match: [
      "func total(items []int) int {\n	// fmt.Println(items)\n	return sum(items)\n}",
      "func run() {\n	// retries := cfg.Retries\n	retries := 5\n	use(retries)\n}",
      "func run() {\n	// if err != nil {\n	start()\n}",
      "// func legacy() {}\nfunc current() {}"
    ],
    noMatch: [
      "// Total returns the sum of the items (see the pricing docs).\nfunc Total() {}",
      "//go:build linux",
      "//nolint:errcheck",
      "// Deprecated: use Total instead.\nfunc Sum() {}",
      "// Example:\n//\n//	x := Total(items)\nfunc Total() {}",
      "// e.g. Total(items)",
      "// return early when the list is empty"
    ]
  })
];

// src/rules/made-up-fallback.ts
var MADE_UP_FALLBACK = {
  id: "silent-failure/made-up-fallback",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  category: "error-handling",
  message: "The error of {{guarded}} is thrown away and {{fallback}} is returned instead: callers cannot tell a failure from a real, empty answer.",
  recommendation: "Let the error propagate (or wrap it with context), or return a result the caller must check (`{ ok: false, error }`, a `(value, err)` pair, a 5xx response). If a fallback is intended, name it, log the error above debug level, and say why in a comment."
};
var CLEAR_FALLBACK_CONFIDENCE = 85;
var WEAK_FALLBACK_CONFIDENCE = 70;
var FALLBACK_BY_NAME = /^(try|safe|maybe|attempt|is|has|can|should|check|exists|validate|parse|supports?|detect|probe|guess)([A-Z_]|$)/;
var HIDDEN_LOG_LEVEL = /^(debug|trace|verbose|silly|Debug|Debugf|Debugw|Debugln|Trace|Tracef|Tracew)$/;
function mentions(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function returnsBooleanStatus(tryBody) {
  return tryBody.descendantsOfType("return_statement").some((statement) => ["true", "false"].includes(statement.namedChildren[0]?.type ?? ""));
}

// src/rules/packs/go/made-up-fallback.ts
var LOGGER = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function logMethod(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return void 0;
  const path = calleePath(call);
  return path.length >= 2 && LOGGER.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function isZeroValue(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["int_literal", "float_literal", "nil"].includes(value.type)) return true;
  if (value.type === "unary_expression" && /^-\d+$/.test(text)) return true;
  if (value.type === "interpreted_string_literal" || value.type === "raw_string_literal") return text.length === 2;
  return value.type === "composite_literal" && /\{\}$/.test(text);
}
var PARSING_CALLS = /^(strconv\.\w+|time\.Parse\w*|url\.Parse\w*|net\.Parse\w*|uuid\.Parse|regexp\.Compile|filepath\.(Match|Rel|Abs)|semver\.\w+)$/;
function errorSource(statement, name) {
  const candidates = [statement.childForFieldName("initializer"), statement.previousNamedSibling];
  for (const candidate of candidates) {
    if (!candidate || !["short_var_declaration", "assignment_statement"].includes(candidate.type)) continue;
    const left = candidate.childForFieldName("left")?.namedChildren.map((identifier) => identifier.text) ?? [];
    const call = candidate.childForFieldName("right")?.descendantsOfType("call_expression")[0];
    if (left.includes(name) && call) return call;
  }
  return void 0;
}
var STATUS_OK = /^w\.WriteHeader\((http\.StatusOK|200)\)$/;
var goMadeUpFallbackRules = [
  {
    ...MADE_UP_FALLBACK,
    confidence: CLEAR_FALLBACK_CONFIDENCE,
    languages: ["go"],
    query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
    check: ({ target, captures }) => {
      const { condition, body } = captures;
      const name = condition ? errorTested(condition) : void 0;
      if (!name || !body || target.childForFieldName("alternative") || hasComment(body)) return false;
      const statements = statementsOf(body);
      const last = statements.at(-1);
      if (last?.type !== "return_statement") return false;
      const values = last.namedChildren[0]?.type === "expression_list" ? last.namedChildren[0]?.namedChildren ?? [] : last.namedChildren;
      const before = statements.slice(0, -1);
      const respondsOk = values.length === 0 && before.length > 0 && STATUS_OK.test(before.at(-1)?.text.replace(/\s+/g, "") ?? "");
      const logs = respondsOk ? before.slice(0, -1) : before;
      if (!logs.every((statement) => HIDDEN_LOG_LEVEL.test(logMethod(statement) ?? ""))) return false;
      let fallback;
      if (respondsOk) {
        fallback = "an HTTP 200 with an empty body";
      } else {
        const results = enclosingFunction(target)?.childForFieldName("result");
        if (!results || results.descendantsOfType("type_identifier").some((type) => type.text === "error") || results.text === "error") return false;
        if (values.length === 0 || !values.every(isZeroValue) || values.some((value) => mentions(value, name))) return false;
        fallback = `\`${excerpt(values.map((value) => value.text).join(", "), 30)}\``;
        const source2 = errorSource(target, name);
        if (!source2 || PARSING_CALLS.test(calleePath(source2).join("."))) return false;
      }
      const source = errorSource(target, name);
      return { details: { guarded: source ? `\`${excerpt(source.text, 50)}\`` : `\`${name}\``, fallback } };
    },
    examples: {
      match: [
        "func (s *Store) CountOpen(ctx context.Context) int {\n	var n int\n	err := s.db.QueryRowContext(ctx, countOpen).Scan(&n)\n	if err != nil {\n		return 0\n	}\n	return n\n}",
        'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n	p, err := h.store.Profile(r.PathValue("id"))\n	if err != nil {\n		w.WriteHeader(http.StatusOK)\n		return\n	}\n	write(w, p)\n}'
      ],
      noMatch: [
        'func (s *Store) CountOpen(ctx context.Context) (int, error) {\n	var n int\n	if err := s.db.QueryRowContext(ctx, countOpen).Scan(&n); err != nil {\n		return 0, fmt.Errorf("count: %w", err)\n	}\n	return n, nil\n}',
        'func port() int {\n	p, err := strconv.Atoi(os.Getenv("PORT"))\n	if err != nil {\n		return 8080\n	}\n	return p\n}',
        'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n	p, err := h.store.Profile(r.PathValue("id"))\n	if err != nil {\n		http.Error(w, "unavailable", http.StatusBadGateway)\n		return\n	}\n	write(w, p)\n}',
        "func isDir(path string) bool {\n	info, err := os.Stat(path)\n	if err != nil {\n		return false\n	}\n	return info.IsDir()\n}"
      ]
    }
  }
];

// src/rules/per-file.ts
function perFile(compute) {
  const cache = /* @__PURE__ */ new WeakMap();
  return (context) => {
    let entry = cache.get(context);
    if (!entry) {
      entry = { value: compute(context) };
      cache.set(context, entry);
    }
    return entry.value;
  };
}

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

// src/rules/packs/go/silent-failure-hunter.ts
var KNOWINGLY_DROPPED = /^(Close|Rollback|Remove|RemoveAll|Flush|Sync|Shutdown|Unsetenv|Kill|Release|Unlock|Stop|Wait|Fprint|Fprintf|Fprintln|Write|WriteString|Encode)$/;
var ERROR_ONLY_CALLS = /* @__PURE__ */ new Set([
  "json.Unmarshal",
  "yaml.Unmarshal",
  "xml.Unmarshal",
  "os.Remove",
  "os.RemoveAll",
  "os.Mkdir",
  "os.MkdirAll",
  "os.WriteFile",
  "os.Rename",
  "os.Chmod",
  "os.Chdir",
  "os.Setenv",
  "http.ListenAndServe",
  "http.ListenAndServeTLS"
]);
var ERROR_ONLY_METHODS = /* @__PURE__ */ new Set(["Commit", "Ping", "ExecuteTemplate"]);
var ERROR_ONLY_NAME = new RegExp([...ERROR_ONLY_CALLS].map((call) => call.split(".").at(-1)).concat([...ERROR_ONLY_METHODS]).join("|"));
var NO_ERROR_RESULTS = /^(utf8\.(DecodeRune|DecodeRuneInString|DecodeLastRune|DecodeLastRuneInString)|strings\.Cut|bytes\.Cut|strings\.CutPrefix|strings\.CutSuffix|sort\.Find|slices\.BinarySearch|maps\.Keys|utf16\.Decode|math\.Modf|math\.Frexp|path\.Split|filepath\.Split|net\.SplitHostPort|runtime\.Caller|reflect\.\w+|context\.WithCancel|context\.WithTimeout|context\.WithDeadline|context\.WithCancelCause|signal\.NotifyContext|httptest\.\w+|gin\.CreateTestContext)$/;
var ERROR_RESULTS = /^(os|io|ioutil|fs|bufio|strconv|json|xml|yaml|sql|http|net|url|filepath|exec|template|gzip|zip|tar|base64|hex|csv|time\.Parse|time\.ParseDuration|time\.LoadLocation|fmt\.(Sscan|Sscanf|Fscan|Fscanf|Fprint|Fprintf|Fprintln|Print|Printf|Println))\b/;
var FUNCTION_DECLARATIONS = ["function_declaration", "method_declaration"];
function topLevelFunctions(root) {
  if (root.hasError) return root.descendantsOfType(FUNCTION_DECLARATIONS);
  return root.namedChildren.filter((child) => FUNCTION_DECLARATIONS.includes(child.type));
}
var declaredResults = perFile((context) => {
  const results = /* @__PURE__ */ new Map();
  for (const fn of topLevelFunctions(context.root)) {
    const name = fn.childForFieldName("name")?.text;
    if (!name) continue;
    const result = fn.childForFieldName("result");
    const last = result?.type === "parameter_list" ? result.namedChildren.at(-1)?.childForFieldName("type") : result;
    const returnsError = last?.text === "error";
    results.set(name, results.has(name) && results.get(name) !== returnsError ? false : returnsError);
  }
  return results;
});
function throughParameterType(call, path) {
  const [receiver, method] = path;
  if (path.length !== 2 || receiver === void 0 || method === void 0) return path.join(".");
  for (const parameter of enclosingFunction(call)?.childForFieldName("parameters")?.namedChildren ?? []) {
    const names = parameter.childrenForFieldName("name").map((name) => name.text);
    const type = parameter.childForFieldName("type")?.text.replace(/^\*/, "");
    const typePackage = type?.includes(".") ? type.split(".")[0] : void 0;
    if (names.includes(receiver) && typePackage) return `${typePackage}.${method}`;
  }
  return path.join(".");
}
function lastResultIsError(call, context) {
  const path = calleePath(call);
  const dotted = throughParameterType(call, path);
  if (NO_ERROR_RESULTS.test(dotted)) return false;
  const declared = declaredResults(context).get(path.at(-1) ?? "");
  if (declared !== void 0) return declared;
  if (ERROR_RESULTS.test(dotted) || ERROR_ONLY_CALLS.has(dotted)) return true;
  return void 0;
}
function leftNames(assignment) {
  return assignment.childForFieldName("left")?.namedChildren.map((name) => name.text) ?? [];
}
function referencesName(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function isNamedResult(node, name) {
  const result = enclosingFunction(node)?.childForFieldName("result");
  return result?.type === "parameter_list" && result.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function shadows(statement, name) {
  const initializer = statement.childForFieldName("initializer");
  if (initializer?.type !== "short_var_declaration" || !leftNames(initializer).includes(name)) return false;
  const value = initializer.childForFieldName("right");
  return !value || !referencesName(value, name);
}
function lostError(assignment, name) {
  for (let next = assignment.nextNamedSibling; next; next = next.nextNamedSibling) {
    if (next.type === "comment") continue;
    const line = next.startPosition.row + 1;
    if (!referencesName(next, name) || shadows(next, name)) {
      if (next.type !== "return_statement") continue;
      const bare = next.namedChildCount === 0;
      return bare && isNamedResult(next, name) ? void 0 : { how: `dropped by the \`return\` on line ${line}`, line, confidence: 80 };
    }
    const reassigns = (next.type === "short_var_declaration" || next.type === "assignment_statement") && leftNames(next).includes(name);
    const readsFirst = next.childForFieldName("right");
    if (reassigns && !(readsFirst && referencesName(readsFirst, name))) return { how: `overwritten on line ${line}`, line, confidence: 85 };
    return void 0;
  }
  return void 0;
}
function returnsNilError(statement, name) {
  if (statement.type !== "return_statement") return false;
  const values = statement.namedChildren[0]?.type === "expression_list" ? statement.namedChildren[0]?.namedChildren ?? [] : statement.namedChildren;
  const result = enclosingFunction(statement)?.childForFieldName("result");
  const lastResult = result?.type === "parameter_list" ? result.namedChildren.at(-1)?.childForFieldName("type") : result;
  return lastResult?.text === "error" && values.at(-1)?.type === "nil" && !referencesName(statement, name);
}
var LOGGER2 = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function isLoggingStatement(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return false;
  const path = calleePath(call);
  const name = path.at(-1) ?? "";
  if (/^(Fatal|Panic)/.test(name)) return false;
  return path.length >= 2 && LOGGER2.test(path[path.length - 2] ?? "") || path[0] === "fmt" && /^Print/.test(name);
}
var goSilentFailureHunterRules = [
  {
    id: "silent-failure/ignored-error",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 80,
    languages: ["go"],
    category: "error-handling",
    message: "`{{target}}` throws away the error of `{{callee}}`: if it fails, nothing notices.",
    recommendation: 'Check the error and handle or return it (`if err := f(); err != nil { return fmt.Errorf("\u2026: %w", err) }`). If ignoring it is truly safe, say why in a comment.',
    query: `(assignment_statement left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (short_var_declaration left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (expression_statement (call_expression) @call) @target`,
    check: ({ target, captures, context }) => {
      const call = captures.call;
      if (!call) return false;
      const statement = target.type === "expression_statement";
      if (statement ? !ERROR_ONLY_NAME.test(call.text) : !captures.left?.text.includes("_")) return false;
      const name = calleeName(call) ?? "";
      const hit = (confidence) => ({
        details: { target: excerpt(target.text, 50), callee: excerpt(call.childForFieldName("function")?.text ?? name, 40) },
        confidence
      });
      if (statement) {
        const path = calleePath(call);
        const errorOnly = ERROR_ONLY_CALLS.has(path.join(".")) || path.length >= 2 && ERROR_ONLY_METHODS.has(name);
        return errorOnly ? hit(85) : false;
      }
      const names = captures.left?.namedChildren.map((name2) => name2.text) ?? [];
      if (names.length === 0 || names.at(-1) !== "_") return false;
      const isError = lastResultIsError(call, context);
      if (isError === false) return false;
      const known = isError === true;
      if (KNOWINGLY_DROPPED.test(name) || context.isTestFile) return hit(known ? 60 : 40);
      const allBlank = names.every((name2) => name2 === "_");
      if (!allBlank) return hit(known ? 85 : 60);
      return hit(known ? 90 : 65);
    },
    examples: {
      match: ["func save(c Config) {\n	_ = os.WriteFile(path, encode(c), 0o600)\n}", "func load(data []byte, v *Config) {\n	json.Unmarshal(data, v)\n}", "func finish(tx *sql.Tx) {\n	tx.Commit()\n}"],
      noMatch: [
        "func save(c Config) error {\n	return os.WriteFile(path, encode(c), 0o600)\n}",
        "func load(data []byte, v *Config) error {\n	if err := json.Unmarshal(data, v); err != nil {\n		return err\n	}\n	return nil\n}",
        'func read(m map[string]int) int {\n	v, _ := m["a"]\n	return v\n}',
        "func finish(f *os.File) {\n	defer f.Close()\n}",
        "func TestHandler(t *testing.T) {\n	w := httptest.NewRecorder()\n	c, _ := gin.CreateTestContext(w)\n	handle(c)\n}",
        "func first(s string) rune {\n	r, _ := utf8.DecodeRuneInString(s)\n	return r\n}",
        "func touch() {}\n\nfunc run() {\n	_ = touch()\n}",
        'func size(path string) (int64, bool) {\n	return 0, false\n}\n\nfunc run() {\n	n, _ := size("a")\n	use(n)\n}'
      ]
    }
  },
  {
    id: "silent-failure/unchecked-error",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "high",
    confidence: 85,
    languages: ["go"],
    category: "error-handling",
    message: "The error from `{{call}}` is {{how}} before anything checks it.",
    recommendation: 'Check `err` right after the call (`if err != nil { return \u2026, fmt.Errorf("\u2026: %w", err) }`) before reusing the variable or returning.',
    query: `(short_var_declaration left: (expression_list) @left right: (expression_list (call_expression) @call)) @target
      (assignment_statement left: (expression_list) @left right: (expression_list (call_expression) @call)) @target`,
    check: ({ target, captures }) => {
      const { left, call } = captures;
      const name = left?.namedChildren.map((identifier) => identifier.text).find((text) => text === "err");
      if (!call || !name) return false;
      const lost = lostError(target, name);
      return lost ? { details: { call: excerpt(call.text, 40), how: lost.how }, confidence: lost.confidence } : false;
    },
    examples: {
      match: [
        "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	data, err := io.ReadAll(f)\n	if err != nil {\n		return nil, err\n	}\n	return data, nil\n}",
        "func save(tx *sql.Tx) error {\n	var err error\n	_, err = tx.Exec(insertUser)\n	return nil\n}"
      ],
      noMatch: [
        "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	if err != nil {\n		return nil, err\n	}\n	data, err := io.ReadAll(f)\n	return data, err\n}",
        "func save(tx *sql.Tx) (err error) {\n	_, err = tx.Exec(insertUser)\n	return\n}",
        "func next(r *Reader) error {\n	err := r.Step()\n	err = wrap(err)\n	return err\n}"
      ]
    }
  },
  {
    id: "silent-failure/empty-error-check",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: ["go"],
    category: "error-handling",
    message: "`if {{condition}}` {{outcome}}: the error is checked and then dropped.",
    recommendation: "Handle the error (return it wrapped with context, retry, or fall back explicitly); if ignoring it is intended, say why in a comment.",
    query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
    check: ({ target, captures, context }) => {
      const { condition, body } = captures;
      const name = condition ? errorTested(condition) : void 0;
      if (!condition || !body || !name || target.childForFieldName("alternative")) return false;
      const statements = statementsOf(body);
      const [only] = statements;
      const empty = statements.length === 0;
      if (!empty && (statements.length !== 1 || !only || !returnsNilError(only, name))) return false;
      const details = { condition: excerpt(condition.text, 30), outcome: empty ? "has an empty body" : "returns a nil error" };
      if (hasComment(body)) return { details, severity: "low", confidence: 50 };
      return { details, ...empty ? {} : { confidence: 80 }, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: ["func run() {\n	if err := sync(); err != nil {\n	}\n}", "func read(path string) ([]byte, error) {\n	data, err := os.ReadFile(path)\n	if err != nil {\n		return nil, nil\n	}\n	return data, nil\n}"],
      noMatch: [
        "func run() error {\n	if err := sync(); err != nil {\n		return err\n	}\n	return nil\n}",
        "func run() {\n	if ok != nil {\n	}\n}",
        'func find(id string) (*User, error) {\n	u, err := load(id)\n	if err != nil {\n		return nil, fmt.Errorf("load %s: %w", id, err)\n	}\n	return u, nil\n}'
      ]
    }
  },
  {
    id: "silent-failure/log-only-error-check",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 65,
    languages: ["go"],
    category: "error-handling",
    message: "`if {{condition}}` only logs (`{{logged}}`) and then carries on as if nothing failed.",
    recommendation: "After logging, return the error (or a fallback the caller can see), `continue` deliberately, or record the failure. Logging alone leaves the code running on missing data.",
    query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
    check: ({ target, captures, context }) => {
      const { condition, body } = captures;
      const statements = body ? statementsOf(body) : [];
      const first = statements[0];
      if (!condition || !first || !errorTested(condition) || target.childForFieldName("alternative") || !statements.every(isLoggingStatement)) return false;
      const hidden = statements.every((statement) => HIDDEN_LOG_LEVEL.test(calleePath(statement.namedChildren[0] ?? statement).at(-1) ?? ""));
      return {
        details: { condition: excerpt(condition.text, 30), logged: excerpt(first.text, 50) },
        ...hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {},
        ...severityInSensitiveArea(context.path)
      };
    },
    examples: {
      match: ['func run() {\n	if err := sync(); err != nil {\n		log.Printf("sync failed: %v", err)\n	}\n	publish()\n}'],
      noMatch: ['func run() error {\n	if err := sync(); err != nil {\n		log.Printf("sync failed: %v", err)\n		return err\n	}\n	return nil\n}', "func main() {\n	if err := run(); err != nil {\n		log.Fatal(err)\n	}\n}"]
    }
  }
];

// src/rules/packs/go/test-analyzer.ts
function testingParameter(fn) {
  if (fn.type !== "function_declaration" || !/^Test/.test(fn.childForFieldName("name")?.text ?? "")) return void 0;
  const [parameter, ...rest] = fn.childForFieldName("parameters")?.namedChildren ?? [];
  if (!parameter || rest.length > 0 || parameter.childForFieldName("type")?.text.replace(/\s+/g, "") !== "*testing.T") return void 0;
  const name = parameter.childForFieldName("name")?.text;
  return name === void 0 || name === "_" ? "" : name;
}
var NON_ASSERTING_METHODS = /* @__PURE__ */ new Set(["Log", "Logf", "Parallel", "Helper", "Cleanup", "TempDir", "Setenv", "Context", "Name", "Deadline", "Chdir"]);
var GOMEGA = /* @__PURE__ */ new Set(["Expect", "Eventually", "Consistently", "\u03A9"]);
var WORD_CHARACTER = /[\w\p{L}\p{N}]/u;
function identifiersNamed(body, text, name) {
  if (body.hasError) return body.descendantsOfType("identifier").filter((identifier) => identifier.text === name);
  const identifiers = [];
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (WORD_CHARACTER.test(text[at - 1] ?? "") || WORD_CHARACTER.test(text[at + name.length] ?? "")) continue;
    const start = body.startIndex + at;
    const node = body.descendantForIndex(start, start + name.length);
    if (node?.type === "identifier" && node.startIndex === start && node.text === name) identifiers.push(node);
  }
  return identifiers;
}
function testingUse(body, t) {
  const text = body.text;
  const gomega = [...GOMEGA].some((name) => text.includes(name));
  if (gomega && body.descendantsOfType("call_expression").some((call) => GOMEGA.has(calleePath(call).at(-1) ?? ""))) return "asserts";
  if (!text.includes(t)) return "none";
  const uses = identifiersNamed(body, text, t);
  if (uses.length === 0) return "none";
  const asserts = uses.some((use) => {
    const selector = use.parent;
    if (selector?.type !== "selector_expression" || !selector.childForFieldName("operand")?.equals(use)) return true;
    return !NON_ASSERTING_METHODS.has(selector.childForFieldName("field")?.text ?? "");
  });
  return asserts ? "asserts" : "setup-only";
}
function pollsInLoop(call) {
  for (let node = call.parent; node && node.type !== "function_declaration" && node.type !== "func_literal"; node = node.parent) {
    if (node.type === "for_statement") return true;
  }
  return false;
}
var goTestAnalyzerRules = [
  {
    id: "test/no-assertion",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 85,
    languages: ["go"],
    files: "test",
    category: "test-quality",
    message: "Test `{{name}}` never reports a failure through `{{t}}`: it passes whatever the code does, unless it panics.",
    recommendation: "Check the outcome and fail with `t.Errorf`/`t.Fatalf` (or `assert`/`require` from testify) when it is wrong.",
    query: '(function_declaration name: (identifier) @name body: (block) @body (#match? @name "^Test")) @target',
    check: ({ target, captures, context }) => {
      if (!context.isChanged(target.startPosition.row + 1)) return false;
      const t = testingParameter(target);
      const body = captures.body;
      if (t === void 0 || !body) return false;
      const use = t === "" ? "none" : testingUse(body, t);
      if (use === "asserts") return false;
      const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName("name")?.text);
      const earlierBody = earlier?.childForFieldName("body");
      const earlierT = earlier ? testingParameter(earlier) : void 0;
      if (earlier && (!earlierBody || !earlierT || testingUse(earlierBody, earlierT) !== "asserts")) return false;
      return { details: { name: captures.name?.text ?? "?", t: t || "t" }, ...use === "setup-only" ? { confidence: 80 } : {} };
    },
    examples: {
      match: [
        "func TestCreateOrder(t *testing.T) {\n	store := NewStore()\n	store.Create(Order{ID: 1})\n}",
        'func TestParse(t *testing.T) {\n	t.Parallel()\n	result := Parse("2024-01-01")\n	t.Logf("parsed %v", result)\n}'
      ],
      noMatch: [
        'func TestParse(t *testing.T) {\n	if got := Parse("x"); got != want {\n		t.Errorf("Parse = %v, want %v", got, want)\n	}\n}',
        'func TestParse(t *testing.T) {\n	assert.Equal(t, want, Parse("x"))\n}',
        "func TestMain(m *testing.M) {\n	os.Exit(m.Run())\n}",
        "func TestParse(t *testing.T) {\n	for _, tc := range cases {\n		t.Run(tc.name, func(t *testing.T) { check(t, tc) })\n	}\n}",
        'func TestParse(t *testing.T) {\n	g := NewWithT(t)\n	g.Expect(Parse("x")).To(Equal(want))\n}',
        'func TestParse(t *testing.T) {\n	if _, err := Parse("x"); err != nil {\n		t.Fatal(err)\n	}\n}',
        "func TestParse(t *testing.T) {\n	require.NoError(t, Load())\n}"
      ]
    }
  },
  {
    id: "test/skipped-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 80,
    languages: ["go"],
    files: "test",
    category: "test-quality",
    message: "Test `{{name}}` is skipped unconditionally (`{{target}}`) and will not run in CI.",
    recommendation: "Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.",
    query: '(expression_statement (call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "^Skip(f|Now)?$"))) @target',
    check: ({ target }) => {
      const fn = enclosingFunction(target);
      const block = target.parent?.type === "statement_list" ? target.parent.parent : target.parent;
      const t = fn ? testingParameter(fn) : void 0;
      const call = target.namedChildren[0];
      if (!fn || !t || !call || !block?.equals(fn.childForFieldName("body") ?? block) || calleePath(call)[0] !== t) return false;
      return { details: { name: fn.childForFieldName("name")?.text ?? "?", target: excerpt(target.text, 40) } };
    },
    examples: {
      match: ['func TestRefund(t *testing.T) {\n	t.Skip("flaky on CI")\n	if Refund() != 0 {\n		t.Fatal("refund")\n	}\n}'],
      noMatch: ['func TestRefund(t *testing.T) {\n	if testing.Short() {\n		t.Skip("slow")\n	}\n	if Refund() != 0 {\n		t.Fatal("refund")\n	}\n}']
    }
  },
  {
    id: "test/sleep-in-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 85,
    languages: ["go"],
    files: "test",
    category: "test-quality",
    message: "The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.",
    recommendation: "Wait for the condition itself (a channel, `sync.WaitGroup`, polling with a deadline), or inject a clock the test controls.",
    query: '(call_expression function: (selector_expression) @callee (#eq? @callee "time.Sleep")) @target',
    // The query requires a callee spelled `time.Sleep`.
    textGate: /time\.Sleep/,
    check: ({ target }) => {
      const duration = argumentsOf(target)[0];
      if (!duration || /^0$/.test(duration.text)) return false;
      const fn = enclosingFunction(target);
      if (!fn || testingParameter(fn) === void 0) return false;
      return { details: { target: excerpt(target.text, 40) }, ...pollsInLoop(target) ? { confidence: 60 } : {} };
    },
    examples: {
      match: ['func TestExpiry(t *testing.T) {\n	c := NewCache(time.Second)\n	c.Set("k", 1)\n	time.Sleep(2 * time.Second)\n	if _, ok := c.Get("k"); ok {\n		t.Fatal("not expired")\n	}\n}'],
      noMatch: [
        'func TestTimeout(t *testing.T) {\n	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n		time.Sleep(2 * time.Second)\n	}))\n	defer srv.Close()\n	if _, err := fetch(srv.URL); err == nil {\n		t.Fatal("no timeout")\n	}\n}',
        "func slowStore() {\n	time.Sleep(100 * time.Millisecond)\n}",
        'func TestExpiry(t *testing.T) {\n	clock := fake.NewClock()\n	clock.Advance(2 * time.Second)\n	if clock.Now().IsZero() {\n		t.Fatal("zero")\n	}\n}'
      ]
    }
  }
];

// src/rules/packs/javascript/javascript-syntax.ts
function statementsOf2(block) {
  return block.namedChildren.filter((child) => child.type !== "comment");
}
function dottedName2(node) {
  switch (node.type) {
    case "identifier":
    case "property_identifier":
    case "this":
      return [node.text];
    case "member_expression": {
      const object = node.childForFieldName("object");
      const property = node.childForFieldName("property");
      if (!object || !property) return [];
      const head = dottedName2(object);
      return head.length > 0 ? [...head, property.text] : [];
    }
    default:
      return [];
  }
}
function calleePath2(call) {
  const callee = call.childForFieldName("function") ?? call.childForFieldName("constructor");
  return callee ? dottedName2(callee) : [];
}
function unwrapParentheses(node) {
  let current = node;
  while (current.type === "parenthesized_expression") {
    const inner = current.namedChildren.find((child) => child.type !== "comment");
    if (!inner) break;
    current = inner;
  }
  return current;
}
var FUNCTION_TYPES2 = /* @__PURE__ */ new Set([
  "function_declaration",
  "function_expression",
  "function",
  "arrow_function",
  "method_definition",
  "generator_function_declaration",
  "generator_function"
]);
function isFunctionType2(type) {
  return FUNCTION_TYPES2.has(type);
}
function isFunction2(node) {
  return isFunctionType2(node.type);
}
function enclosingFunction2(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction2(current)) return current;
  }
  return void 0;
}
function functionName(fn) {
  const own = fn.childForFieldName("name");
  if (own) return own.text;
  const parent = fn.parent;
  if (parent?.type === "variable_declarator") return parent.childForFieldName("name")?.text;
  if (parent?.type === "pair") return parent.childForFieldName("key")?.text;
  if (parent?.type === "assignment_expression") return parent.childForFieldName("left")?.text;
  return void 0;
}
function additionOperands2(node) {
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands2(unwrapParentheses(left)), ...additionOperands2(unwrapParentheses(right))] : [node];
}
function isPlainString(node) {
  return node.type === "string" || node.type === "template_string" && !node.namedChildren.some((child) => child.type === "template_substitution");
}
function readStringExpression2(expression) {
  const node = unwrapParentheses(expression);
  if (node.type === "string") return { node, how: void 0, fragments: node.text.slice(1, -1), values: [] };
  if (node.type === "template_string") {
    const values2 = node.namedChildren.filter((child) => child.type === "template_substitution").flatMap((child) => child.namedChildren[0] ?? []);
    const fragments2 = node.children.map((child) => child.type === "template_substitution" ? "?" : child.type === "`" ? "" : child.text).join("");
    return { node, how: values2.length > 0 ? "a template literal" : void 0, fragments: fragments2, values: values2 };
  }
  if (node.type === "call_expression") return readJoin(node);
  const operands = additionOperands2(node);
  if (operands.length < 2 || !operands.some(isPlainString)) return void 0;
  const fragments = operands.map((operand) => isPlainString(operand) ? operand.text.slice(1, -1) : "?").join("");
  const values = operands.filter((operand) => !isPlainString(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function readJoin(call) {
  const callee = call.childForFieldName("function");
  const array = callee?.type === "member_expression" && callee.childForFieldName("property")?.text === "join" ? callee.childForFieldName("object") : void 0;
  if (array?.type !== "array") return void 0;
  const separator = call.childForFieldName("arguments")?.namedChildren[0];
  const items = array.namedChildren.filter((item) => item.type !== "comment");
  const glue = separator === void 0 ? "," : isPlainString(separator) ? separator.text.slice(1, -1) : " ";
  const fragments = items.map((item) => isPlainString(item) ? item.text.slice(1, -1) : "?").join(glue);
  const values = items.filter((item) => !isPlainString(item));
  return { node: call, how: values.length === 0 ? void 0 : "`Array.join`", fragments, values };
}
var ASSIGNMENTS2 = ["variable_declarator", "assignment_expression", "augmented_assignment_expression"];
function assignmentParts(assignment) {
  return {
    name: assignment.childForFieldName("name") ?? assignment.childForFieldName("left"),
    value: assignment.childForFieldName("value") ?? assignment.childForFieldName("right")
  };
}
function assignedValues2(identifier) {
  const fn = enclosingFunction2(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS2, assignmentParts) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS2, assignmentParts, [...FUNCTION_TYPES2]);
}

// src/rules/packs/javascript/code-reviewer.ts
function literalText(node) {
  if (node.type === "template_string" && node.namedChildren.some((child) => child.type === "template_substitution")) {
    return void 0;
  }
  return node.text.slice(1, -1);
}
function credentialName(node) {
  const text = node.type === "string" ? node.text.slice(1, -1) : node.text;
  return text.slice(text.lastIndexOf(".") + 1);
}
var SECRET_ASSIGNMENT = `
  (variable_declarator name: (identifier) @name value: [(string) (template_string)] @value) @target
  (pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @value) @target
  (assignment_expression) @target`;
var WHOLE_MATCH_SIDES = {
  assignment_expression: { name: "left", value: "right", nameTypes: ["identifier", "member_expression"] },
  public_field_definition: { name: "name", value: "value", nameTypes: ["property_identifier"] },
  field_definition: { name: "property", value: "value", nameTypes: ["property_identifier"] }
};
function assignedString(target, captures) {
  const sides = WHOLE_MATCH_SIDES[target.type];
  if (!sides) return captures;
  const value = target.childForFieldName(sides.value);
  if (value?.type !== "string" && value?.type !== "template_string") return {};
  const name = target.childForFieldName(sides.name);
  return name && sides.nameTypes.includes(name.type) ? { name, value } : {};
}
var SHELL_MODULES = /* @__PURE__ */ new Set(["child_process", "childProcess", "cp"]);
var SPAWN_FUNCTIONS = /* @__PURE__ */ new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
var CHILD_PROCESS_IMPORT = /\brequire\(\s*['"](node:)?child_process['"]\s*\)|\bfrom\s+['"](node:)?child_process['"]/;
var importsChildProcess = perFile((context) => context.lines.some((line) => CHILD_PROCESS_IMPORT.test(line)));
function hasShellOption(call) {
  const options = call.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type === "object") ?? [];
  return options.some(
    (object) => object.namedChildren.some((pair) => pair.type === "pair" && pair.childForFieldName("key")?.text === "shell" && pair.childForFieldName("value")?.type === "true")
  );
}
var PRINTS_BY_DESIGN = /(^|\/)cli(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?)\//;
var javascriptCodeReviewerRules = [
  {
    id: "review/debugger",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "high",
    confidence: 95,
    languages: JS_FAMILY,
    category: "debugging",
    message: "`debugger` statement left in the code: execution pauses wherever developer tools are attached.",
    recommendation: "Remove the `debugger` statement.",
    query: "(debugger_statement) @target",
    textGate: /debugger/,
    fix: ({ lines, line }) => /^\s*debugger;?\s*$/.test(lines[line - 1] ?? "") ? { startLine: line, endLine: line, replacement: [] } : void 0,
    examples: {
      match: ["function pay(order) {\n  debugger;\n  return submit(order);\n}", "if (retries > 3) debugger;"],
      noMatch: ["const debuggerEnabled = false;", "logger.debug('paying');"]
    }
  },
  {
    id: "review/console-log",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "low",
    confidence: 70,
    languages: JS_FAMILY,
    files: "source",
    category: "debugging",
    message: "`console.{{method}}` call `{{target}}` added to application code.",
    recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
    query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
    textGate: /console/,
    check: ({ target, captures, context }) => {
      if (fileRoleOf(context.path) !== "source" || PRINTS_BY_DESIGN.test(context.path)) return false;
      const argumentList = target.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type !== "comment") ?? [];
      const strings = argumentList.filter((argument) => argument.type === "string" || argument.type === "template_string").map((argument) => argument.text);
      const debugging = captures.method?.text !== "log" || looksLikeDebugOutput(strings, argumentList.length - strings.length);
      return debugging ? { confidence: 85 } : true;
    },
    examples: {
      match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}", "console.log(`listening on ${port}`);"],
      noMatch: ["console.error('failed to load config', error);", "logger.log(event);"]
    }
  },
  {
    id: "review/eval",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 90,
    languages: JS_FAMILY,
    category: "code-injection",
    message: "`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.",
    recommendation: "Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.",
    query: `((call_expression function: (identifier) @callee) @target (#any-of? @callee "eval" "Function"))
      ((new_expression constructor: (identifier) @callee) @target (#eq? @callee "Function"))
      ((call_expression
        function: (identifier) @callee
        arguments: (arguments . [(string) (template_string)])) @target
        (#any-of? @callee "setTimeout" "setInterval"))`,
    // The callee is one of these names.
    textGate: /eval|Function|setTimeout|setInterval/,
    check: ({ target, captures }) => target.type === "new_expression" ? { details: { callee: `new ${captures.callee?.text ?? "Function"}` } } : true,
    examples: {
      match: ["const result = eval(expression);", "const add = new Function('a', 'b', 'return a + b');", "setTimeout('refresh()', 1000);"],
      noMatch: ["setTimeout(refresh, 1000);", "const result = page.eval(script);", "const evaluate = (x) => x;"]
    }
  },
  {
    id: "review/hardcoded-secret",
    agent: "code-reviewer",
    dimension: "security",
    severity: "critical",
    confidence: 65,
    languages: JS_FAMILY,
    files: "source",
    category: "secrets",
    message: "Hard-coded credential assigned to `{{name}}`.",
    recommendation: "Load it from the environment or a secret manager at run time; if it was ever real, revoke it.",
    query: {
      typescript: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
      tsx: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
      javascript: `${SECRET_ASSIGNMENT} (field_definition) @target`
    },
    // The assigned name is a credential name.
    textGate: CREDENTIAL_NAME_GATE,
    check: ({ captures, context, target }) => {
      const { name, value } = assignedString(target, captures);
      if (!name || !value) return false;
      return secretAssignmentHit(credentialName(name), literalText(value), target.startPosition.row + 1, context);
    },
    examples: {
      match: [
        "const dbPassword = 'Tr0ub4dor&3x';",
        "const config = {\n  apiKey: 'f3a9c2e81b7d4',\n};",
        "this.clientSecret = 'q8Zr2mX9vL4t';"
      ],
      noMatch: [
        "const password = 'changeme';",
        "const apiKey = process.env.API_KEY;",
        "const PASSWORD_ENV = 'DB_PASSWORD';",
        "const labels = { password: 'auth.password.label' };",
        "const token = '';",
        "const passwordPrompt = 'Enter your password';",
        "const secret = '***';"
      ]
    }
  },
  {
    id: "review/loose-equality",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "low",
    confidence: 70,
    languages: JS_FAMILY,
    category: "equality",
    message: "Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.",
    recommendation: "Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.",
    query: '(binary_expression operator: ["==" "!="] @operator) @target',
    check: ({ target, captures }) => {
      const sides = [target.childForFieldName("left"), target.childForFieldName("right")];
      const exempt = sides.some(
        (side) => !side || // `== null` matches null and undefined on purpose; booleans belong to simplify/boolean-literal-comparison.
        ["null", "undefined", "true", "false"].includes(side.type) || side.text === "undefined" || // `typeof x == 'string'` compares two strings: no conversion happens.
        side.type === "unary_expression" && side.childForFieldName("operator")?.text === "typeof"
      );
      if (exempt) return false;
      return { details: { strict: captures.operator?.text === "!=" ? "!==" : "===", target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ["if (count == 0) reset();", 'if (status != "ready") wait();'],
      noMatch: ["if (value == null) return;", "if (typeof value == 'string') trim(value);", "if (count === 0) reset();"]
    }
  },
  {
    id: "review/loose-null-equality",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "info",
    // Most `== null` checks mean "null or undefined" on purpose; this is a hint, not a verdict.
    confidence: 60,
    languages: JS_FAMILY,
    category: "equality",
    message: "`{{target}}` matches both `null` and `undefined`.",
    recommendation: "Keep it if both are meant (and the team accepts `== null` for that); otherwise compare strictly with `=== null` or `=== undefined`.",
    query: '(binary_expression operator: ["==" "!="]) @target',
    check: ({ target }) => {
      const sides = [target.childForFieldName("left"), target.childForFieldName("right")];
      const nullish = sides.some((side) => side?.type === "null" || side?.type === "undefined" || side?.text === "undefined");
      return nullish ? { details: { target: excerpt(target.text, 50) } } : false;
    },
    examples: {
      match: ["if (value == null) return;", "if (user.email != undefined) send(user);"],
      noMatch: ["if (value === null) return;", "if (count == 0) reset();"]
    }
  },
  {
    id: "review/shell-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 85,
    languages: JS_FAMILY,
    category: "command-injection",
    message: "`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    recommendation: "Run the program without a shell and pass values as separate arguments: `execFile('git', ['log', ref])` or `spawn(cmd, args)` without `shell: true`.",
    query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      arguments: (arguments . (_) @command)
      (#match? @callee "(^|\\\\.)(exec|execSync|execAsync|execPromise|spawn|spawnSync|execFile|execFileSync)$")) @target`,
    // Every callee the predicate admits ends in one of these.
    textGate: /exec|spawn/,
    check: ({ target, captures, context }) => {
      const { callee, command } = captures;
      if (!callee || !command) return false;
      const path = dottedName2(callee);
      const name = path.at(-1) ?? "";
      const runsShell2 = SPAWN_FUNCTIONS.has(name) ? hasShellOption(target) : path.length === 1 ? importsChildProcess(context) : path.length === 2 && SHELL_MODULES.has(path[0] ?? "") && (name === "exec" || name === "execSync");
      const built = runsShell2 ? builtArgument(command, readStringExpression2, assignedValues2) : void 0;
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee: path.join("."), how: built.how } };
    },
    examples: {
      match: [
        "import { exec } from 'node:child_process';\nexec(`git log ${range}`, done);",
        "const cp = require('child_process');\ncp.execSync('rm -rf ' + folder);",
        "import { spawn } from 'node:child_process';\nconst command = `convert ${input} out.png`;\nspawn(command, { shell: true });"
      ],
      noMatch: [
        "import { execFile } from 'node:child_process';\nexecFile('git', ['log', range], done);",
        "import { exec } from 'node:child_process';\nexec('git status', done);",
        "const match = pattern.exec(`${prefix}-1`);",
        "spawn(`node ${script}`);"
      ]
    }
  },
  {
    id: "review/sql-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 85,
    languages: JS_FAMILY,
    category: "sql-injection",
    message: "SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.",
    recommendation: "Pass values as query parameters (`$1`/`?` placeholders with a values array) or use a tagged `sql` template that parameterises them.",
    // `await db.query<Row>(…)` parses with the `await` inside the callee (a grammar quirk of type arguments).
    query: `(call_expression
      function: [(member_expression property: (property_identifier) @method)
        (await_expression (member_expression property: (property_identifier) @method))]
      arguments: (arguments . (_) @sql)
      (#match? @method "^(query|execute|exec|raw|run|all|get|prepare|unsafe|[$]?(query|execute)Raw(Unsafe)?|(where|orderBy|having|join|select|from)Raw|where|andWhere|orWhere|having)$")) @target`,
    check: ({ target, captures, context }) => {
      const { method, sql } = captures;
      if (!method || !sql) return false;
      const takesFragment = /Raw|^(where|andWhere|orWhere|having)$/.test(method.text);
      const built = builtArgument(sql, readStringExpression2, assignedValues2, (fragments) => takesFragment || looksLikeSql(fragments));
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { how: built.how } };
    },
    examples: {
      match: [
        "const rows = await pool.query(`SELECT * FROM users WHERE email = '${email}'`);",
        'db.run("DELETE FROM sessions WHERE user_id = " + userId);',
        "const sql = 'UPDATE orders SET status = ' + status + ' WHERE id = ' + id;\nawait connection.execute(sql);",
        "knex(\"users\").whereRaw(`name = '${name}'`);",
        "repository.createQueryBuilder('user').where(`user.email = '${email}'`).getOne();",
        "const rows = await pool.query<User>(`SELECT * FROM users WHERE id = ${id}`);"
      ],
      noMatch: [
        "const rows = await pool.query('SELECT * FROM users WHERE email = $1', [email]);",
        "const rows = await sql`SELECT * FROM users WHERE email = ${email}`;",
        "const value = cache.get(`user:${id}`);",
        "logger.query(`select took ${ms} ms`);",
        "repository.createQueryBuilder('user').where('user.email = :email', { email }).getOne();",
        "const sql = `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`;\nawait pool.query(sql, [id]);",
        "const placeholders = ids.map(() => '?').join(', ');\ndb.run(`DELETE FROM sessions WHERE id IN (${placeholders})`, ids);"
      ]
    }
  }
];

// src/rules/packs/javascript/code-simplifier.ts
var NESTING_TYPES2 = /* @__PURE__ */ new Set([
  "if_statement",
  "for_statement",
  "for_in_statement",
  "while_statement",
  "do_statement",
  "switch_statement",
  "try_statement"
]);
function nestsAt2(type, parentType) {
  return NESTING_TYPES2.has(type) && !(type === "if_statement" && parentType === "else_clause");
}
function isNestingLevel2(node) {
  return nestsAt2(node.type, node.parent?.type);
}
function nestingChain2(node) {
  const chain = [];
  for (let current = node, type = node.type; current && !isFunctionType2(type); ) {
    const parent = current.parent;
    const parentType = parent?.type ?? "";
    if (nestsAt2(type, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}
function isTernaryBranch(node) {
  let child = node;
  let parent = node.parent;
  while (parent?.type === "parenthesized_expression") {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== "ternary_expression") return false;
  return !parent.childForFieldName("condition")?.equals(child);
}
var EQUALITY_OPERATORS = /* @__PURE__ */ new Set(["===", "!==", "==", "!="]);
var COMPARISON_OPERATORS = /* @__PURE__ */ new Set([...EQUALITY_OPERATORS, "<", "<=", ">", ">=", "instanceof", "in"]);
var LOGICAL_OPERATORS = /* @__PURE__ */ new Set(["&&", "||"]);
function comparedWith(binary, side) {
  if (!EQUALITY_OPERATORS.has(binary.childForFieldName("operator")?.type ?? "")) return void 0;
  const left = binary.childForFieldName("left");
  const right = binary.childForFieldName("right");
  if (right && left?.equals(side)) return right;
  if (left && right?.equals(side)) return left;
  return void 0;
}
var booleanNames = perFile((context) => {
  const kinds = /* @__PURE__ */ new Map();
  const declarations = context.root.descendantsOfType(["variable_declarator", "required_parameter", "optional_parameter", "public_field_definition", "property_signature"]);
  for (const declaration of declarations) {
    const name = declaration.childForFieldName("name") ?? declaration.childForFieldName("pattern");
    if (name?.type !== "identifier" && name?.type !== "property_identifier") continue;
    const annotation = declaration.childForFieldName("type")?.text.replace(/^:\s*/, "");
    const value = declaration.childForFieldName("value");
    const constant = declaration.parent?.type === "lexical_declaration" && declaration.parent.children[0]?.text === "const";
    const boolean = annotation === void 0 ? constant && value !== null && isBooleanExpression(value, /* @__PURE__ */ new Map()) : annotation === "boolean";
    kinds.set(name.text, !kinds.has(name.text) && boolean);
  }
  return kinds;
});
function isBooleanExpression(operand, names) {
  const node = unwrapParentheses(operand);
  if (node.type === "true" || node.type === "false") return true;
  if (node.type === "unary_expression") return node.childForFieldName("operator")?.text === "!";
  if (node.type === "binary_expression") {
    const operator = node.childForFieldName("operator")?.text ?? "";
    if (COMPARISON_OPERATORS.has(operator)) return true;
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    return LOGICAL_OPERATORS.has(operator) && left !== null && right !== null && isBooleanExpression(left, names) && isBooleanExpression(right, names);
  }
  if (node.type === "identifier") return names.get(node.text) ?? false;
  if (node.type === "member_expression") {
    const property = node.childForFieldName("property");
    return property?.type === "property_identifier" && (names.get(property.text) ?? false);
  }
  return false;
}
var FUNCTION_PARTS2 = { isFunction: isFunctionType2, isIgnored: (type) => type === "jsx_element" || type === "jsx_fragment", nameOf: functionName };
var NESTING_SYNTAX2 = {
  types: [...NESTING_TYPES2],
  chainOf: nestingChain2,
  nameOf: functionName
};
var DEEP_SYNC = [
  "function sync(items) {",
  "  for (const item of items) {",
  "    if (item.enabled) {",
  "      try {",
  "        while (item.pending) {",
  "          if (item.retry) {",
  "            retry(item);",
  "          }",
  "        }",
  "      } catch (error) {",
  "        report(error);",
  "      }",
  "    }",
  "  }",
  "}"
].join("\n");
var javascriptCodeSimplifierRules = [
  {
    id: "simplify/nested-ternary",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 85,
    languages: JS_FAMILY,
    category: "complexity",
    message: "Nested ternary `{{target}}` packs several decisions into one expression.",
    recommendation: "Use `if`/`else` (or an early return), a `switch`, or a lookup table; name intermediate results.",
    query: "(ternary_expression) @target",
    check: ({ target }) => {
      if (isTernaryBranch(target)) return false;
      const consequence = target.childForFieldName("consequence");
      const alternative = target.childForFieldName("alternative");
      if (consequence && unwrapParentheses(consequence).type === "ternary_expression") return true;
      if (alternative && unwrapParentheses(alternative).type === "ternary_expression") return { confidence: 80 };
      return false;
    },
    examples: {
      match: [
        "const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';",
        "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';"
      ],
      noMatch: ["const label = isAdmin ? 'admin' : 'member';", "const value = (ready ? a : b) ?? fallback;"]
    }
  },
  {
    id: "simplify/deep-nesting",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: JS_FAMILY,
    category: "complexity",
    message: "`{{statement}}` is nested {{depth}} levels deep in {{function}}.",
    recommendation: "Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.",
    query: `[(if_statement) (for_statement) (for_in_statement) (while_statement) (do_statement)
      (switch_statement) (try_statement)] @target`,
    check: ({ target, context }) => {
      const hit = isNestingLevel2(target) && deepNestingHit(target, () => enclosingFunction2(target), NESTING_SYNTAX2, context);
      if (!hit) return false;
      const { fn } = hit;
      const name = fn ? functionName(fn) : void 0;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: fn ? name ? `\`${name}\`` : "an anonymous function" : "top-level code"
        }
      };
    },
    examples: {
      match: [
        DEEP_SYNC
      ],
      noMatch: [
        // Already this deep before the change, which only edited the inner condition.
        { before: DEEP_SYNC, after: DEEP_SYNC.replace("if (item.retry)", "if (item.retry && !item.done)") },
        [
          "function grade(score) {",
          "  if (score > 90) {",
          '    return "A";',
          "  } else if (score > 80) {",
          '    return "B";',
          "  } else if (score > 70) {",
          '    return "C";',
          "  } else if (score > 60) {",
          '    return "D";',
          "  } else if (score > 50) {",
          '    return "E";',
          "  }",
          '  return "F";',
          "}"
        ].join("\n"),
        [
          "function outer(rows) {",
          "  for (const row of rows) {",
          "    if (row) {",
          "      rows.forEach((cell) => {",
          "        if (cell) {",
          "          for (const part of cell) {",
          "            use(part);",
          "          }",
          "        }",
          "      });",
          "    }",
          "  }",
          "}"
        ].join("\n")
      ]
    }
  },
  {
    id: "simplify/boolean-literal-comparison",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "low",
    confidence: 60,
    languages: JS_FAMILY,
    category: "complexity",
    message: "Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.",
    recommendation: "Write `if (done)` / `if (!done)` instead of comparing with `true`/`false`, once the value is known to be a boolean.",
    // Fields and alternations of operators make a query slow to compile: the query finds any operation on a
    // boolean literal, the check keeps the equality comparisons.
    query: "(binary_expression [(true) (false)] @literal) @target",
    textGate: /true|false/,
    check: ({ target, captures, context }) => {
      const operand = captures.literal ? comparedWith(target, captures.literal) : void 0;
      if (!operand || operand.type === "true" || operand.type === "false") return false;
      if (!isBooleanExpression(operand, booleanNames(context))) return false;
      return { details: { operand: excerpt(operand.text, 40) } };
    },
    examples: {
      match: [
        "if (items.length > 0 === true) {\n  render(items);\n}",
        "if (!isReady() == false) start();",
        "function toggle(enabled: boolean) {\n  if (enabled === false) return;\n  run();\n}"
      ],
      noMatch: [
        "if (ready) start();",
        "const strict = options.strict === undefined;",
        "function pick(index: number | false) {\n  if (index === false) return -1;\n  return index;\n}",
        "if (flags.beta == true) enable();",
        "if (isReady() === true) start();"
      ]
    }
  },
  {
    id: "simplify/long-function",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: JS_FAMILY,
    // Test suites are long by nature: a `describe` callback holds every test of a unit.
    files: "source",
    category: "complexity",
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.",
    recommendation: "Split it into well-named steps: extract the blocks that each do one thing into their own functions.",
    query: "[(function_declaration) (generator_function_declaration) (function_expression) (arrow_function) (method_definition)] @target",
    check: ({ target, context }) => {
      const name = () => {
        const own = functionName(target);
        return own ? `\`${own}\`` : "This anonymous function";
      };
      return longFunctionHit(target, FUNCTION_PARTS2, name, context);
    },
    examples: {
      match: [
        `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
        `export function register(app) {
  app.use(function handler(req) {
${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join("\n")}
  });
  app.use(function other(req) {
${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join("\n")}
  });
}`
      ],
      noMatch: [
        `export function migrate(db) {
${Array.from({ length: 40 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
        // Already long before the change, which only touched one line of it.
        {
          before: `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
          after: `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}(${index === 40 ? "true" : ""});`).join("\n")}
}`
        },
        // A long template and doc comments are text, not logic.
        `export function page(title) {
  /**
${Array.from({ length: 30 }, () => "   * Renders the page.").join("\n")}
   */
  const html = \`
${Array.from({ length: 40 }, (_, index) => `    <p>line ${index}</p>`).join("\n")}
  \`;
${Array.from({ length: 30 }, (_, index) => `  step${index}();`).join("\n")}
  return html;
}`
      ]
    }
  }
];

// src/rules/stale-parameter-docs.ts
function staleParameterHit(documented, parameters, parameterList, functionName2, context) {
  const stale = documented.filter((entry) => !parameters.includes(entry.name));
  if (stale.length === 0) return false;
  let line = stale.find((entry) => context.isChanged(entry.line))?.line;
  for (let row = parameterList.startPosition.row; line === void 0 && row <= parameterList.endPosition.row; row += 1) {
    if (context.isChanged(row + 1)) line = row + 1;
  }
  if (line === void 0) return false;
  const names = stale.map((entry) => `\`${entry.name}\``).join(", ");
  const actual = parameters.length > 0 ? parameters.map((name) => `\`${name}\``).join(", ") : "no parameters";
  return { line, details: { names, function: functionName2, actual } };
}

// src/rules/packs/javascript/comment-analyzer.ts
var DIRECTIVE2 = /^(eslint|@ts-|ts-|prettier|istanbul|c8|jshint|jscs|global\b|sextant-ignore|webpack|@vite|#(region|endregion)|<reference|=)/;
var CODE_SHAPE2 = /[;{)]$|^(return|if|for|while|const|let|var|import|export|await|throw)\b/;
var CODE_STATEMENT_TYPES2 = /* @__PURE__ */ new Set([
  "lexical_declaration",
  "variable_declaration",
  "return_statement",
  "if_statement",
  "for_statement",
  "for_in_statement",
  "while_statement",
  "throw_statement",
  "import_statement",
  "export_statement",
  "function_declaration",
  "class_declaration"
]);
var CODE_EXPRESSION_TYPES = /* @__PURE__ */ new Set([
  "call_expression",
  "assignment_expression",
  "augmented_assignment_expression",
  "await_expression",
  "update_expression",
  "new_expression"
]);
function isCodeStatement2(node) {
  if (CODE_STATEMENT_TYPES2.has(node.type)) return true;
  if (node.type !== "expression_statement") return false;
  const expression = node.namedChildren[0];
  if (expression?.type === "call_expression") {
    const callee = expression.childForFieldName("function");
    const argumentList = expression.childForFieldName("arguments");
    return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
  }
  return expression !== void 0 && CODE_EXPRESSION_TYPES.has(expression.type);
}
function commentedCode2(comment, context) {
  if (!comment.text.startsWith("//") || comment.text.startsWith("///")) return void 0;
  const body = comment.text.slice(2).trim();
  if (/^[\w\s]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE2.test(body) || !CODE_SHAPE2.test(body)) return void 0;
  const source = body.endsWith("{") ? `${body}}` : body;
  const isCode = context.parseSnippet(source, (root) => {
    const statements = root.namedChildren.filter((child) => child.type !== "comment");
    return !root.hasError && statements.length > 0 && statements.every(isCodeStatement2);
  });
  return isCode ? body : void 0;
}
function jsdocParameters(comment) {
  const documented = [];
  comment.text.split("\n").forEach((text, offset) => {
    const tag = /@(?:param|arg|argument)\b/.exec(text);
    if (!tag) return;
    let index = tag.index + tag[0].length;
    while (text[index] === " " || text[index] === "	") index += 1;
    if (text[index] === "{") {
      for (let depth = 0; index < text.length; index += 1) {
        if (text[index] === "{") depth += 1;
        else if (text[index] === "}" && --depth === 0) break;
      }
      index += 1;
    }
    const name = /^\s*\[?\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(text.slice(index))?.[1];
    if (name) documented.push({ name, line: comment.startPosition.row + 1 + offset });
  });
  return documented;
}
function parameterNames(fn) {
  const single = fn.childForFieldName("parameter");
  if (single) return [single.text];
  const names = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (parameter.type === "comment") continue;
    let pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "this") continue;
    if (pattern.type === "assignment_pattern") pattern = pattern.childForFieldName("left") ?? pattern;
    if (pattern.type === "rest_pattern") pattern = pattern.namedChildren[0] ?? pattern;
    if (pattern.type !== "identifier") return void 0;
    names.push(pattern.text);
  }
  return names;
}
var DOCUMENTABLE = /* @__PURE__ */ new Set([
  "function_declaration",
  "generator_function_declaration",
  "method_definition",
  "method_signature",
  "abstract_method_signature",
  "function_signature"
]);
function documentedStatement(fn) {
  let anchor = fn;
  if (fn.type === "arrow_function" || fn.type === "function_expression") anchor = fn.parent?.parent ?? fn;
  if (anchor.parent?.type === "export_statement") anchor = anchor.parent;
  return anchor;
}
function documentedFunction(comment) {
  let next = comment.nextNamedSibling;
  if (!next || next.startPosition.row > comment.endPosition.row + 1) return void 0;
  if (next.type === "export_statement") next = next.childForFieldName("declaration") ?? next;
  if (next.type === "lexical_declaration" || next.type === "variable_declaration") {
    const value = next.namedChildren.find((child) => child.type === "variable_declarator")?.childForFieldName("value");
    return value && (value.type === "arrow_function" || value.type === "function_expression") ? value : void 0;
  }
  return DOCUMENTABLE.has(next.type) ? next : void 0;
}
function docCommentOf(fn) {
  const anchor = documentedStatement(fn);
  const previous = anchor.previousNamedSibling;
  const adjacent = previous?.type === "comment" && previous.endPosition.row >= anchor.startPosition.row - 1;
  return adjacent && previous.text.startsWith("/**") ? previous : void 0;
}
function functionLabel(fn) {
  const name = fn.childForFieldName("name") ?? fn.parent?.childForFieldName("name");
  return name?.text ?? "this function";
}
var FUNCTION_QUERY = `[(function_declaration) (generator_function_declaration) (method_definition)] @target
  (variable_declarator value: [(arrow_function) (function_expression)] @target)`;
var javascriptCommentAnalyzerRules = [
  commentedOutCodeRule(JS_FAMILY, commentedCode2, {
    match: [
      "function total(items) {\n  // console.log(items);\n  return sum(items);\n}",
      "// const retries = config.retries ?? 3;\nconst retries = 5;",
      "// if (user.isAdmin) {\nrender();",
      "// await cache.clear();\n// cache.warm();"
    ],
    noMatch: [
      "// Compute the total (see the pricing docs)",
      "// return early when the list is empty",
      "// eslint-disable-next-line no-console",
      "// Note: this runs once;",
      '/// <reference types="node" />',
      "// https://example.com/docs",
      "// Windows (regular)",
      "// e.g. foo.a = 0;"
    ]
  }),
  {
    id: "comment/stale-param-doc",
    agent: "comment-analyzer",
    dimension: "readability",
    severity: "low",
    confidence: 90,
    languages: JS_FAMILY,
    category: "documentation",
    message: "The doc comment of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).",
    recommendation: "Update the `@param` tags to the current parameter names, or remove the ones that no longer exist.",
    // Only a `@param`, `@arg` or `@argument` tag documents a parameter (see jsdocParameters).
    textGate: /@param|@arg/,
    // Doc and signature are separate nodes: either one may be the changed part.
    query: {
      typescript: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
      tsx: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
      javascript: `${FUNCTION_QUERY} (comment) @target`
    },
    check: ({ target, context }) => {
      const fn = target.type === "comment" ? documentedFunction(target) : target;
      const doc = fn ? docCommentOf(fn) : void 0;
      const documented = doc ? jsdocParameters(doc) : [];
      if (!fn || documented.length === 0) return false;
      const parameters = parameterNames(fn);
      const parameterList = fn.childForFieldName("parameters") ?? fn.childForFieldName("parameter");
      if (!parameters || !parameterList) return false;
      return staleParameterHit(documented, parameters, parameterList, functionLabel(fn), context);
    },
    examples: {
      match: [
        "/**\n * Charges the card.\n * @param {Order} order\n * @param {number} amountCents\n */\nexport function charge(order, amount) {\n  return gateway.charge(order.id, amount);\n}",
        "/** @param id the user id */\nconst load = async (userId: string) => repo.find(userId);"
      ],
      noMatch: [
        "/**\n * @param {Order} order\n * @param {number} [amount=0] optional amount\n */\nfunction charge(order, amount = 0) {}",
        "/**\n * @param {Options} options\n * @param {string} options.name\n */\nfunction create({ name }) {}",
        "/** @param args the values */\nfunction sum(...args) {}"
      ]
    }
  }
];

// src/rules/packs/javascript/made-up-fallback.ts
var LOGGER_OBJECT = /^(console|log|logger|logging|\w*Logger)$/i;
function logMethod2(statement) {
  if (statement.type !== "expression_statement") return void 0;
  let expression = statement.namedChildren[0];
  if (expression?.type === "await_expression") expression = expression.namedChildren[0];
  if (expression?.type !== "call_expression") return void 0;
  const path = calleePath2(expression);
  return path.length >= 2 && LOGGER_OBJECT.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function madeUpValue(node) {
  const value = unwrapParentheses(node);
  const text = value.text.replace(/\s+/g, "");
  if (["null", "undefined", "true", "false"].includes(value.type) || value.type === "identifier" && text === "undefined") return text;
  if (value.type === "number" || value.type === "unary_expression" && /^-\d+$/.test(text)) return text;
  if ((value.type === "string" || value.type === "template_string") && text.length === 2) return text;
  if ((value.type === "array" || value.type === "object") && value.namedChildren.every((child) => child.type === "comment")) return text;
  return void 0;
}
var EMPTY_SUCCESS_RESPONSE = /^(res|response|reply|ctx\.res)\.((status|code)\(200\)\.)?((json|send)\((\{\}|\[\]|''|""|null)?\)|end\(\))$|^(res|response)\.sendStatus\(200\)$/;
function emptySuccessResponse(statement) {
  const expression = statement.type === "expression_statement" || statement.type === "return_statement" ? statement.namedChildren[0] : void 0;
  const text = expression?.text.replace(/\s+/g, "") ?? "";
  return expression && EMPTY_SUCCESS_RESPONSE.test(text) ? `an HTTP 200 with an empty body (\`${excerpt(expression.text, 40)}\`)` : void 0;
}
var PARSING_CALLS2 = /^(parse|parseInt|parseFloat|Number|String|Boolean|BigInt|decodeURIComponent|decodeURI|atob|btoa|from|toString|getItem|require|resolve|stringify)$/;
function doesRealWork(tryBody) {
  if (tryBody.descendantsOfType("await_expression").length > 0) return true;
  return tryBody.descendantsOfType("call_expression").some((call) => !PARSING_CALLS2.test(calleePath2(call).at(-1) ?? ""));
}
var javascriptMadeUpFallbackRules = [
  {
    ...MADE_UP_FALLBACK,
    confidence: CLEAR_FALLBACK_CONFIDENCE,
    languages: JS_FAMILY,
    query: "(try_statement body: (statement_block) @try handler: (catch_clause body: (statement_block) @body) @target)",
    textGate: /catch/,
    check: ({ target, captures }) => {
      const { body, try: tryBody } = captures;
      if (!body || !tryBody) return false;
      const statements = statementsOf2(body);
      let last = statements.at(-1);
      if (last?.type === "return_statement" && last.namedChildCount === 0 && statements.length >= 2) last = statements.at(-2);
      if (!last) return false;
      const response = emptySuccessResponse(last);
      const value = response === void 0 && last.type === "return_statement" && last.namedChildren[0] ? madeUpValue(last.namedChildren[0]) : void 0;
      const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
      const logs = statements.filter((statement) => statement !== last && !(statement.type === "return_statement" && statement.namedChildCount === 0));
      if (!fallback || !logs.every((statement) => logMethod2(statement) !== void 0)) return false;
      const fn = enclosingFunction2(target);
      if (FALLBACK_BY_NAME.test((fn && functionName(fn)) ?? "")) return false;
      if ((value === "true" || value === "false") && returnsBooleanStatus(tryBody)) return false;
      const parameter = target.childForFieldName("parameter");
      const error = parameter?.type === "identifier" ? parameter.text : void 0;
      const visibleLog = logs.some((statement) => !HIDDEN_LOG_LEVEL.test(logMethod2(statement) ?? ""));
      if (error !== void 0 && mentions(last, error) || response === void 0 && !doesRealWork(tryBody)) return false;
      const hiddenLog = logs.length > 0 && !visibleLog;
      const nothing = value === "null" || value === "undefined";
      const clear = !visibleLog && !body.namedChildren.some((child) => child.type === "comment") && (!nothing || hiddenLog);
      const first = statementsOf2(tryBody)[0];
      return {
        details: { guarded: first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block", fallback },
        confidence: clear ? CLEAR_FALLBACK_CONFIDENCE : WEAK_FALLBACK_CONFIDENCE
      };
    },
    examples: {
      match: [
        "async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    return [];\n  }\n}",
        "router.get('/orders/:id', async (req, res) => {\n  try {\n    res.json(await orders.find(req.params.id));\n  } catch (error) {\n    res.status(200).json({});\n  }\n});",
        "async function latestInvoice(id) {\n  try {\n    return await client.get(`/invoices/${id}`);\n  } catch (error) {\n    logger.debug('invoice unavailable');\n    return null;\n  }\n}",
        "async function countReports(owner) {\n  try {\n    return (await db.get(owner)).n;\n  } catch {\n    return -1;\n  }\n}"
      ],
      noMatch: [
        "async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    throw new StoreError(`orders of ${customerId}`, { cause: error });\n  }\n}",
        "async function charge(id) {\n  try {\n    return { ok: true, value: await api.charge(id) };\n  } catch (error) {\n    return { ok: false, error };\n  }\n}",
        "async function invoice(id) {\n  try {\n    return await client.get(id);\n  } catch (error) {\n    if (error.status === 404) return null;\n    throw error;\n  }\n}",
        "function tryParseJson(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return undefined;\n  }\n}",
        "async function isReachable(url) {\n  try {\n    await fetch(url);\n    return true;\n  } catch {\n    return false;\n  }\n}",
        "function readSettings(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return {};\n  }\n}",
        "async function send(mail) {\n  try {\n    await mailer.send(mail);\n    return true;\n  } catch {\n    return false;\n  }\n}"
      ]
    }
  }
];

// src/rules/packs/javascript/silent-failure-hunter.ts
var CATCH_BODY_QUERY = "(catch_clause body: (statement_block) @body) @target";
function guardedBy(catchClause) {
  const tryBody = catchClause.parent?.childForFieldName("body");
  const first = tryBody ? statementsOf2(tryBody)[0] : void 0;
  return first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block";
}
function keepsDeclaredFallback(catchClause) {
  const tryStatement = catchClause.parent;
  const tryBody = tryStatement?.childForFieldName("body");
  if (!tryStatement || !tryBody) return false;
  const assigned = statementsOf2(tryBody).map((statement) => {
    const expression = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const left = expression?.type === "assignment_expression" ? expression.childForFieldName("left") : void 0;
    return left?.type === "identifier" ? left.text : void 0;
  });
  if (assigned.length === 0 || assigned.includes(void 0)) return false;
  const initialised = /* @__PURE__ */ new Set();
  for (let previous = tryStatement.previousNamedSibling; previous && ["lexical_declaration", "variable_declaration"].includes(previous.type); previous = previous.previousNamedSibling) {
    for (const declarator of previous.namedChildren) {
      const name = declarator.childForFieldName("name");
      if (name && declarator.childForFieldName("value")) initialised.add(name.text);
    }
  }
  return assigned.every((name) => name !== void 0 && initialised.has(name));
}
var LOGGER_OBJECT2 = /^(console|log|logger|logging|\w*Logger)$/i;
function loggingCall(statement) {
  if (statement.type !== "expression_statement") return void 0;
  let expression = statement.namedChildren[0];
  if (expression?.type === "await_expression") expression = expression.namedChildren[0];
  if (expression?.type !== "call_expression") return void 0;
  const path = calleePath2(expression);
  const object = path[path.length - 2];
  return object !== void 0 && LOGGER_OBJECT2.test(object) ? expression : void 0;
}
function isLoggingStatement2(statement) {
  return loggingCall(statement) !== void 0;
}
function noOpKind(handler) {
  if (handler.type === "identifier" || handler.type === "member_expression") {
    return /(^|\.)noop$/i.test(handler.text) ? "noop" : void 0;
  }
  if (handler.type !== "arrow_function" && handler.type !== "function_expression" && handler.type !== "function") {
    return void 0;
  }
  const body = handler.childForFieldName("body");
  if (!body) return void 0;
  if (body.type === "statement_block") {
    if (statementsOf2(body).length > 0) return void 0;
    return body.namedChildCount > 0 ? "commented" : "empty";
  }
  const value = unwrapParentheses(body);
  if (value.type === "undefined" || value.type === "identifier" && value.text === "undefined") return "undefined";
  const isVoidZero = value.type === "unary_expression" && value.text.replace(/\s+/g, " ") === "void 0";
  if (isVoidZero) return "undefined";
  return void 0;
}
var CONFIDENCE_BY_KIND = { empty: 85, noop: 85, undefined: 75, commented: 55 };
function handlerCall(receiver, method, handler) {
  const values = handler.parent?.namedChildren ?? [];
  if (method === "catch") return values.length === 1 ? {} : void 0;
  if (method === "then") return values.length === 2 ? {} : void 0;
  const event = values[0];
  const onProcess = receiver.type === "identifier" && receiver.text === "process";
  return onProcess && values.length === 2 && event?.type === "string" ? { event } : void 0;
}
function isDiscarded(call) {
  let node = call;
  while (node.parent?.type === "parenthesized_expression" || node.parent?.type === "await_expression") node = node.parent;
  return node.parent?.type === "expression_statement";
}
var javascriptSilentFailureHunterRules = [
  {
    id: "silent-failure/empty-catch",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: JS_FAMILY,
    category: "error-handling",
    message: "Empty catch block silently discards any error thrown by {{guarded}}.",
    recommendation: "Handle the error (recover, retry, or return a failure), rethrow it with context, or at the very least log it. If ignoring it is intended, say why in a comment.",
    query: CATCH_BODY_QUERY,
    textGate: /catch/,
    check: ({ target, captures, context }) => {
      const body = captures.body;
      if (!body || statementsOf2(body).length > 0 || keepsDeclaredFallback(target)) return false;
      const details = { guarded: guardedBy(target) };
      if (body.namedChildCount > 0) return { details, severity: "low", confidence: 50 };
      return { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        "try {\n  JSON.parse(raw);\n} catch {}",
        "try {\n  await save(user);\n} catch (error) {\n}",
        "try {\n  fs.unlinkSync(path);\n} catch (e) {\n  // ignore\n}"
      ],
      noMatch: [
        "try {\n  JSON.parse(raw);\n} catch (error) {\n  throw new Error(`bad config: ${error}`);\n}",
        "try {\n  return load();\n} catch {\n  return undefined;\n}",
        // The fallback is declared right before the try: keeping it on failure is the point.
        "let recursive = true;\ntry {\n  recursive = isRecursive(schema);\n} catch {}"
      ]
    }
  },
  {
    id: "silent-failure/log-only-catch",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 65,
    languages: JS_FAMILY,
    category: "error-handling",
    message: "The catch block only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.",
    recommendation: "After logging, rethrow, return an error or fallback value the caller can see, or record the failure in state the caller checks. Logging alone leaves callers working with missing data.",
    query: CATCH_BODY_QUERY,
    textGate: /catch/,
    check: ({ target, captures, context }) => {
      const statements = captures.body ? statementsOf2(captures.body) : [];
      const first = statements[0];
      if (!first || !statements.every(isLoggingStatement2)) return false;
      const hidden = statements.every((statement) => {
        const call = loggingCall(statement);
        return call !== void 0 && HIDDEN_LOG_LEVEL.test(calleePath2(call).at(-1) ?? "");
      });
      return {
        details: { guarded: guardedBy(target), logged: excerpt(first.text.replace(/;$/, ""), 50) },
        ...hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {},
        ...severityInSensitiveArea(context.path)
      };
    },
    examples: {
      match: [
        'try {\n  await chargeCard(order);\n} catch (error) {\n  console.error("charge failed", error);\n}',
        "try {\n  sync();\n} catch (err) {\n  this.logger.warn(err);\n}"
      ],
      noMatch: [
        "try {\n  sync();\n} catch (err) {\n  logger.error(err);\n  throw err;\n}",
        "try {\n  return read();\n} catch (err) {\n  console.warn(err);\n  return fallback;\n}",
        "try {\n  sync();\n} catch (err) {\n  console.error(err);\n  process.exitCode = 1;\n}"
      ]
    }
  },
  {
    id: "silent-failure/swallowed-rejection",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: JS_FAMILY,
    category: "error-handling",
    message: "{{what}} is swallowed by a no-op handler (`{{handler}}`).",
    recommendation: "Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.",
    // A pattern per call shape (its arguments, `process`) compiles slowly: the query finds the calls by method name,
    // `handlerCall` checks the shape.
    query: `(call_expression
        function: (member_expression object: (_) @receiver property: (property_identifier) @method
          (#any-of? @method "catch" "then" "on" "once"))
        arguments: (arguments (_) @handler .)) @target`,
    textGate: /catch|then|process/,
    check: ({ target, captures, context }) => {
      const { handler, receiver, method } = captures;
      if (!handler || !receiver || !method) return false;
      const call = handlerCall(receiver, method.text, handler);
      const kind = call && noOpKind(handler);
      if (!call || !kind) return false;
      const { event } = call;
      const hit = { line: changedLineOf(context, handler, target), details: { handler: excerpt(handler.text, 40) }, ...severityInSensitiveArea(context.path) };
      if (event) {
        const name = event.text.slice(1, -1);
        if (name !== "unhandledRejection" && name !== "uncaughtException") return false;
        return { ...hit, details: { ...hit.details, what: `Every \`${name}\` of the process` } };
      }
      const consumed = !isDiscarded(target);
      if (consumed && kind === "undefined") return false;
      return { ...hit, details: { ...hit.details, what: `The rejection of \`${excerpt(receiver.text, 40)}\`` }, confidence: consumed ? 60 : CONFIDENCE_BY_KIND[kind] };
    },
    examples: {
      match: [
        "sendAnalytics(event).catch(() => {});",
        "await cache.write(key, value).catch(() => undefined);",
        "const saved = await cache.write(key, value).catch(() => {});",
        'import { noop } from "lodash";\nflush().catch(noop);',
        "api.push(changes).then((result) => markSynced(result), () => {});",
        "process.on('unhandledRejection', () => {});"
      ],
      noMatch: [
        'sendAnalytics(event).catch((error) => logger.warn("analytics failed", error));',
        "const user = await fetchUser(id).catch(() => null);",
        "const info = await stat(folder).catch(() => undefined);",
        "promise.catch(handleError);",
        "api.push(changes).then(() => {});",
        "process.on('SIGTERM', () => {});"
      ]
    }
  },
  {
    id: "silent-failure/empty-error-check",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: JS_FAMILY,
    category: "error-handling",
    message: "`if ({{error}})` in a callback has an empty body: the error is checked and then ignored.",
    recommendation: "Handle the error: pass it on (`return done(err)`), reject, or report it. If ignoring it is intended, say why in a comment.",
    query: "(if_statement condition: (parenthesized_expression (identifier) @error) consequence: (statement_block) @body) @target",
    check: ({ target, captures, context }) => {
      const { error, body } = captures;
      if (!error || !body || target.childForFieldName("alternative") || statementsOf2(body).length > 0) return false;
      const callback = enclosingFunction2(target);
      const first = callback?.childForFieldName("parameters")?.namedChildren[0] ?? callback?.childForFieldName("parameter");
      const firstName = first?.childForFieldName("pattern")?.text ?? first?.text;
      if (firstName !== error.text || !/^(err|error|e|er)$/.test(error.text)) return false;
      const details = { error: error.text };
      return body.namedChildCount > 0 ? { details, severity: "low", confidence: 50 } : { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: ["fs.readFile(path, (err, text) => {\n  if (err) {\n  }\n  done(text);\n});"],
      noMatch: [
        "fs.readFile(path, (err, text) => {\n  if (err) {\n    return done(err);\n  }\n  done(null, text);\n});",
        "function check(error) {\n  if (ready) {\n  }\n}"
      ]
    }
  }
];

// src/rules/packs/javascript/test-analyzer.ts
var TEST_FUNCTIONS = /* @__PURE__ */ new Set(["describe", "it", "test", "context", "suite"]);
function isTestModifier(member, modifier) {
  const path = dottedName2(member);
  return path.length >= 2 && path[path.length - 1] === modifier && TEST_FUNCTIONS.has(path[0] ?? "");
}
function unfocus(target) {
  const text = target.lines[target.line - 1];
  if (text === void 0 || target.column === void 0) return void 0;
  const start = target.column - 1;
  const rest = text.slice(start);
  const member = /^((?:describe|it|test|context|suite)(?:\.\w+)*?)\.only\b/.exec(rest);
  const prefixed = /^f(it|describe)\b/.exec(rest);
  let replaced;
  if (member?.[1]) replaced = member[1] + rest.slice(member[0].length);
  else if (prefixed?.[1]) replaced = rest.slice(1);
  else return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, start) + replaced] };
}
var ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)/i;
var ASSERTION_WORD = /expect|assert|should|verify|check|ensure|must/i;
function calleeNames(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.type === "member_expression" ? callee.childForFieldName("property")?.text : void 0;
  return method === void 0 ? calleePath2(call) : [...calleePath2(call), method];
}
function callsAssertion(call) {
  return ASSERTION_WORD.test(call.childForFieldName("function")?.text ?? "") && calleeNames(call).some((name) => ASSERTION_NAME.test(name));
}
function callsHelper(call, helpers) {
  const names = calleeNames(call);
  return names.length === 1 && helpers.has(names[0] ?? "");
}
function someCallAsserts(text, calls, helpers) {
  if (ASSERTION_WORD.test(text) && calls().some(callsAssertion)) return true;
  const known = helpers();
  return [...known].some((name) => text.includes(name)) && calls().some((call) => callsHelper(call, known));
}
var assertingHelpers = perFile((context) => {
  const helpers = /* @__PURE__ */ new Set();
  for (const fn of context.root.descendantsOfType(["function_declaration", "arrow_function", "function_expression"])) {
    const name = functionName(fn);
    const body = fn.childForFieldName("body");
    if (name && body && someCallAsserts(body.text, () => body.descendantsOfType("call_expression"), () => helpers)) helpers.add(name);
  }
  return helpers;
});
function callNamedAt(body, index, length) {
  let node = body.descendantForIndex(index, index + length);
  if (node?.startIndex !== index || node.type !== "identifier" && node.type !== "property_identifier") return void 0;
  while (node.parent?.type === "member_expression") node = node.parent;
  const call = node.parent;
  return call?.type === "call_expression" && call.childForFieldName("function")?.equals(node) ? call : void 0;
}
function callsAssertionIn(body, text) {
  const words = new RegExp(ASSERTION_WORD.source, "gi");
  for (let match = words.exec(text); match; match = words.exec(text)) {
    const call = callNamedAt(body, body.startIndex + match.index, match[0].length);
    if (call && callsAssertion(call)) return true;
    words.lastIndex = match.index + 1;
  }
  return false;
}
function containsAssertion(body, callback, helpers) {
  const text = body.text;
  if (callsAssertionIn(body, text)) return true;
  if (text.includes("throw") && body.descendantsOfType("throw_statement").length > 0) return true;
  if (text.includes("should") && body.descendantsOfType("property_identifier").some((property) => property.text === "should")) return true;
  const parameters = parameterNames2(callback);
  const named = [...parameters].some((name) => text.includes(name));
  if (named && body.descendantsOfType("identifier").some((identifier) => parameters.has(identifier.text))) return true;
  const known = helpers();
  if (![...known].some((name) => text.includes(name))) return false;
  const calls = body.type === "call_expression" ? [body] : [];
  calls.push(...body.descendantsOfType("call_expression"));
  return calls.some((call) => callsHelper(call, known));
}
function testTitle(call) {
  const title = call.childForFieldName("arguments")?.namedChildren[0];
  return title?.type === "string" || title?.type === "template_string" ? title.text.slice(1, -1) : void 0;
}
function parameterNames2(fn) {
  const names = /* @__PURE__ */ new Set();
  const single = fn.childForFieldName("parameter");
  if (single) names.add(single.text);
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "identifier") names.add(pattern.text);
  }
  return names;
}
function testName(node) {
  return node ? excerpt(node.text.slice(1, -1), 60) : "unnamed";
}
var FAKE_TIMERS = /useFakeTimers|advanceTimers|runAllTimers|runOnlyPendingTimers|installClock|clock\.tick/;
var usesFakeTimers = perFile((context) => context.lines.some((line) => FAKE_TIMERS.test(line)));
var SLEEP_NAMES = /* @__PURE__ */ new Set(["sleep", "delay", "wait", "waitForTimeout", "pause"]);
var BLOCKING_SLEEPS = /* @__PURE__ */ new Set(["cy.wait", "browser.pause"]);
function durationOf(argument) {
  if (!argument) return void 0;
  const text = argument.text;
  if (argument.type === "number") return Number(text.replace(/_/g, "")) > 0 ? text : void 0;
  return /^[\d_\s*+A-Z]+$/.test(text) && /[\dA-Z]/.test(text) ? text : void 0;
}
function isAwaited(call) {
  let node = call;
  while (node.parent?.type === "parenthesized_expression") node = node.parent;
  return node.parent?.type === "await_expression";
}
function insidePromiseExecutor(call) {
  for (let node = call.parent, depth = 0; node && depth < 6; node = node.parent, depth += 1) {
    if (node.type === "new_expression") return node.childForFieldName("constructor")?.text === "Promise";
  }
  return false;
}
function isTestCallback(fn) {
  const call = fn.parent?.type === "arguments" ? fn.parent.parent : void 0;
  const path = call?.type === "call_expression" ? calleePath2(call) : [];
  return path[0] === "it" || path[0] === "test";
}
function inTestBody(call) {
  let fn = enclosingFunction2(call);
  if (fn && insidePromiseExecutor(call)) fn = enclosingFunction2(fn);
  return fn !== void 0 && isTestCallback(fn);
}
function pollsInLoop2(call) {
  for (let node = call.parent; node && !isFunction2(node); node = node.parent) {
    if (["while_statement", "for_statement", "for_in_statement", "do_statement"].includes(node.type)) return true;
  }
  return false;
}
var javascriptTestAnalyzerRules = [
  {
    id: "test/focused-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "high",
    confidence: 95,
    languages: JS_FAMILY,
    files: "test",
    category: "test-quality",
    message: "Focused test `{{target}}` makes the runner skip every other test in the file.",
    recommendation: "Remove the focus (`.only`, `fit`, `fdescribe`) before merging.",
    query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "only"))
      ((call_expression function: (identifier) @target) (#any-of? @target "fit" "fdescribe"))`,
    textGate: /only|fit|fdescribe/,
    check: ({ target }) => target.type !== "member_expression" || isTestModifier(target, "only"),
    fix: unfocus,
    examples: {
      match: [
        "it.only('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});",
        "test.describe.only('checkout', () => {});",
        "fdescribe('cart', () => {});"
      ],
      noMatch: ["it('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});", "const first = list.only;"]
    }
  },
  {
    id: "test/skipped-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 80,
    languages: JS_FAMILY,
    files: "test",
    category: "test-quality",
    message: "Skipped test {{name}} will not run in CI.",
    recommendation: "Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.",
    query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "skip"))
      ((call_expression function: (identifier) @target) (#any-of? @target "xit" "xdescribe" "xtest" "xcontext"))`,
    textGate: /skip|xit|xdescribe|xtest|xcontext/,
    check: ({ target }) => {
      if (target.type === "member_expression" && !isTestModifier(target, "skip")) return false;
      const parent = target.parent;
      const call = parent?.type === "call_expression" && parent.childForFieldName("function")?.equals(target) ? parent : void 0;
      const firstArgument = call?.childForFieldName("arguments")?.namedChildren[0];
      if (call && firstArgument?.type !== "string" && firstArgument?.type !== "template_string") return false;
      return { details: { name: firstArgument ? `"${testName(firstArgument)}"` : `\`${excerpt(target.text)}\`` } };
    },
    examples: {
      match: ["it.skip('refunds twice', () => {\n  expect(refund()).toBe(true);\n});", "xdescribe('legacy api', () => {});"],
      noMatch: [
        "test('renders', async ({ browserName }) => {\n  test.skip(browserName === 'webkit', 'no webkit support');\n  expect(1).toBe(1);\n});",
        "this.skip();"
      ]
    }
  },
  {
    id: "test/no-assertion",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 70,
    languages: JS_FAMILY,
    files: "test",
    category: "test-quality",
    message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
    recommendation: "Assert on the outcome (return value, state, calls made, or the error thrown).",
    query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
    check: ({ target, captures, context }) => {
      const { callee, modifier, callback, name } = captures;
      if (!callee || !callback || callee.text !== "it" && callee.text !== "test") return false;
      if (modifier && !["only", "concurrent", "serial"].includes(modifier.text)) return false;
      const body = callback.childForFieldName("body");
      const helpers = () => assertingHelpers(context);
      if (!body || containsAssertion(body, callback, helpers)) return false;
      const earlier = counterpartBefore(target, context, testTitle);
      const earlierCallback = earlier?.childForFieldName("arguments")?.namedChildren[1];
      const earlierBody = earlierCallback?.childForFieldName("body");
      if (earlier && (!earlierCallback || !earlierBody || !containsAssertion(earlierBody, earlierCallback, helpers))) return false;
      return { details: { name: testName(name) } };
    },
    examples: {
      match: [
        "it('creates an order', async () => {\n  await createOrder({ id: 1 });\n});",
        "test('renders', () => {\n  render(cart);\n});",
        "it('is pending', () => {});"
      ],
      noMatch: [
        "it('creates an order', async () => {\n  const order = await createOrder({ id: 1 });\n  expect(order.id).toBe(1);\n});",
        "test('adds', (t) => {\n  t.is(add(1, 2), 3);\n});",
        "it('emits', (done) => {\n  emitter.on('ready', () => done());\n});",
        "it('validates', () => expectValid(schema, input));",
        "it('throws', async () => {\n  await assert.rejects(load('missing'));\n});",
        "it('lists users', async () => {\n  await request(app).get('/users').expect(200);\n});",
        "it('lists users', (done) => {\n  request(app).get('/users').end(done);\n});",
        "it('is enabled', () => {\n  config.enabled.should.be.true;\n});",
        "it('parses', () => {\n  expect(parse('1')).to.equal(1);\n});",
        "test('adds', (t) => {\n  t.assert.strictEqual(add(1, 2), 3);\n});",
        "function checkTotals(cart) {\n  assert.equal(cart.total, 0);\n}\nit('totals', () => {\n  checkTotals(new Cart());\n});",
        "it('sends', () => {\n  send();\n  sinon.assert.calledOnce(transport);\n});",
        {
          before: "it('creates an order', async () => {\n  await createOrder({id: 1})\n});",
          after: 'it("creates an order", async () => {\n  await createOrder({ id: 1 });\n});'
        }
      ]
    }
  },
  {
    id: "test/sleep-in-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 85,
    languages: JS_FAMILY,
    files: "test",
    category: "test-quality",
    message: "The test sleeps for `{{duration}}` (`{{target}}`): slow on fast machines, flaky on slow ones.",
    recommendation: "Wait for the condition itself (await the promise or event, poll with a timeout, `waitFor`/`expect.poll`), or use fake timers to move the clock.",
    query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      (#match? @callee "(^|\\\\.)(setTimeout|sleep|delay|wait|waitForTimeout|pause)$")) @target`,
    // Every callee the predicate admits ends in one of these (`waitForTimeout` contains `wait`).
    textGate: /setTimeout|sleep|delay|wait|pause/,
    check: ({ target, captures, context }) => {
      const path = captures.callee ? dottedName2(captures.callee) : [];
      const name = path.at(-1) ?? "";
      const argumentList = target.childForFieldName("arguments")?.namedChildren ?? [];
      let duration;
      if (name === "setTimeout") {
        if (isAwaited(target)) duration = durationOf(argumentList[0]);
        else if (insidePromiseExecutor(target)) duration = durationOf(argumentList[1]);
      } else if (SLEEP_NAMES.has(name) && (isAwaited(target) || BLOCKING_SLEEPS.has(path.join(".")))) {
        duration = durationOf(argumentList[0]);
      }
      if (duration === void 0 || usesFakeTimers(context) || !inTestBody(target)) return false;
      return { details: { duration, target: excerpt(target.text, 50) }, ...pollsInLoop2(target) ? { confidence: 60 } : {} };
    },
    examples: {
      match: [
        "it('retries', async () => {\n  start();\n  await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(calls).toBe(2);\n});",
        "test('debounces', async () => {\n  type('a');\n  await sleep(300);\n  expect(search).toHaveBeenCalledTimes(1);\n});",
        "it('loads', () => {\n  cy.visit('/');\n  cy.wait(2000);\n  cy.get('h1').should('exist');\n});"
      ],
      noMatch: [
        "it('waits for the alias', () => {\n  cy.wait('@getUser');\n});",
        "beforeEach(() => jest.useFakeTimers());\nit('debounces', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});",
        "it('flushes', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(done).toBe(true);\n});",
        "it('emits later', () => {\n  setTimeout(() => emitter.emit('ready'), 10);\n  return once(emitter, 'ready');\n});",
        "it('times out slow servers', async () => {\n  const server = http.createServer(async (req, res) => {\n    await sleep(500);\n    res.end('late');\n  });\n  await expect(fetchWithTimeout(server)).rejects.toThrow();\n});",
        "const fetchStub = jest.fn(async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n  return new Response('{}');\n});\nit('shows a spinner', async () => {\n  expect(render(fetchStub)).toContain('spinner');\n});",
        "async function settle() {\n  await sleep(100);\n}"
      ]
    }
  }
];

// src/rules/packs/javascript/type-design-analyzer.ts
var PARAMETER_TYPES = /* @__PURE__ */ new Set(["required_parameter", "optional_parameter"]);
var DECLARATION_NAMES = /* @__PURE__ */ new Map([
  ["variable_declarator", "variable"],
  ["public_field_definition", "property"],
  ["property_signature", "property"],
  ["type_alias_declaration", "type"],
  ["interface_declaration", "interface"],
  ["catch_clause", "catch binding"]
]);
function castThrough(expression) {
  const cast = expression.type === "parenthesized_expression" ? expression.namedChildren.find((child) => child.type === "as_expression") : expression;
  return cast?.namedChildren.slice(1).find((child) => child.type === "predefined_type" && (child.text === "unknown" || child.text === "any"));
}
function describeAny(anyType) {
  let child = anyType;
  for (let node = anyType.parent; node; child = node, node = node.parent) {
    if (PARAMETER_TYPES.has(node.type)) return `parameter \`${node.childForFieldName("pattern")?.text ?? "?"}\``;
    if (isFunction2(node) || node.type === "method_signature" || node.type === "function_signature") {
      const name = functionName(node) ?? "an anonymous function";
      const isReturnType = node.childForFieldName("return_type")?.equals(child) ?? false;
      return isReturnType ? `the return type of \`${name}\`` : `\`${name}\``;
    }
    const kind = DECLARATION_NAMES.get(node.type);
    if (kind === "catch binding") return `catch binding \`${node.childForFieldName("parameter")?.text ?? "?"}\``;
    if (kind) return `${kind} \`${node.childForFieldName("name")?.text ?? "?"}\``;
    if (node.type.endsWith("statement") || node.type === "program") break;
  }
  return "a type annotation";
}
function chainInner(node) {
  switch (node.type) {
    case "non_null_expression":
      return node.namedChildren[0] ?? null;
    case "member_expression":
    case "subscript_expression":
      return node.childForFieldName("object");
    case "call_expression":
      return node.childForFieldName("function");
    default:
      return null;
  }
}
function unionMembers(node) {
  if (node.type !== "union_type") return [node];
  return node.namedChildren.flatMap(unionMembers);
}
function stringLiteralOf(type) {
  const literal = type?.type === "type_annotation" ? type.namedChildren[0] : type;
  const string = literal?.type === "literal_type" ? literal.namedChildren[0] : void 0;
  return string?.type === "string" ? string.text.slice(1, -1) : void 0;
}
function propertyLiteral(body, property) {
  for (const member of body.namedChildren) {
    if (member.type === "property_signature" && member.childForFieldName("name")?.text === property) {
      return stringLiteralOf(member.childForFieldName("type"));
    }
  }
  return void 0;
}
var declaredTypes = perFile((context) => {
  const objectTypes = /* @__PURE__ */ new Map();
  for (const declaration of context.root.descendantsOfType(["interface_declaration", "type_alias_declaration"])) {
    const name = declaration.childForFieldName("name")?.text;
    const body = declaration.childForFieldName("body") ?? declaration.childForFieldName("value");
    if (name && body && (body.type === "interface_body" || body.type === "object_type")) objectTypes.set(name, body);
  }
  const unions = context.root.descendantsOfType("type_alias_declaration").flatMap((alias) => {
    const name = alias.childForFieldName("name")?.text;
    const value = alias.childForFieldName("value");
    return name && value?.type === "union_type" ? [{ name, members: unionMembers(value) }] : [];
  });
  return { objectTypes, unions, setsByProperty: /* @__PURE__ */ new Map() };
});
function literalUnionsIn(context, property) {
  const { objectTypes, unions, setsByProperty } = declaredTypes(context);
  const key = property ?? "";
  let sets = setsByProperty.get(key);
  if (!sets) {
    sets = unions.flatMap(({ name, members }) => {
      const values = members.map((member) => {
        if (property === void 0) return stringLiteralOf(member);
        const body = member.type === "object_type" ? member : member.type === "type_identifier" ? objectTypes.get(member.text) : void 0;
        return body ? propertyLiteral(body, property) : void 0;
      });
      return values.every((item) => item !== void 0) ? [{ name, values }] : [];
    });
    setsByProperty.set(key, sets);
  }
  return sets;
}
var enumsIn = perFile((context) => {
  const sets = [];
  for (const declaration of context.root.descendantsOfType("enum_declaration")) {
    const name = declaration.childForFieldName("name")?.text;
    const members = declaration.childForFieldName("body")?.namedChildren.map(
      (member) => member.type === "enum_assignment" ? member.childForFieldName("name")?.text : member.type === "property_identifier" ? member.text : void 0
    );
    if (name && members?.every((member) => member !== void 0)) sets.push({ name, values: members.map((member) => `${name}.${member}`) });
  }
  return sets;
});
function caseValues(body) {
  const clauses = body.namedChildren.filter((clause) => clause.type === "switch_case").map((clause) => clause.childForFieldName("value"));
  const first = clauses[0];
  if (!first) return void 0;
  const isEnum = first.type === "member_expression";
  const values = [];
  for (const value of clauses) {
    if (!isEnum && value?.type === "string") values.push(value.text.slice(1, -1));
    else if (isEnum && value?.type === "member_expression" && value.childForFieldName("object")?.type === "identifier") values.push(value.text);
    else return void 0;
  }
  return { values, isEnum };
}
var MUTATING_METHODS = /* @__PURE__ */ new Set(["push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "set", "add", "delete", "clear"]);
var MUTABLE_VALUE = /* @__PURE__ */ new Set(["object", "array"]);
var MUTABLE_CONSTRUCTORS = /* @__PURE__ */ new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Object"]);
function isMutableValue(value) {
  if (MUTABLE_VALUE.has(value.type)) return true;
  return value.type === "new_expression" && MUTABLE_CONSTRUCTORS.has(value.childForFieldName("constructor")?.text ?? "");
}
function isMutatedObject(identifier) {
  const access = identifier.parent;
  if (access?.type !== "member_expression" && access?.type !== "subscript_expression" || !access.childForFieldName("object")?.equals(identifier)) {
    return false;
  }
  const user = access.parent;
  if (!user) return false;
  if ((user.type === "assignment_expression" || user.type === "augmented_assignment_expression") && user.childForFieldName("left")?.equals(access)) return true;
  if (user.type === "unary_expression" && user.childForFieldName("operator")?.text === "delete") return true;
  if (user.type === "update_expression") return true;
  const method = access.type === "member_expression" ? access.childForFieldName("property")?.text : void 0;
  return user.type === "call_expression" && method !== void 0 && MUTATING_METHODS.has(method);
}
var mutationsInFunctions = perFile((context) => {
  const mutations = /* @__PURE__ */ new Map();
  for (const identifier of context.root.descendantsOfType("identifier")) {
    if (!isMutatedObject(identifier) || !enclosingFunction2(identifier)) continue;
    const places = mutations.get(identifier.text);
    if (places) places.push(identifier);
    else mutations.set(identifier.text, [identifier]);
  }
  return mutations;
});
var javascriptTypeDesignAnalyzerRules = [
  {
    id: "type-design/explicit-any",
    agent: "type-design-analyzer",
    dimension: "correctness",
    severity: "info",
    confidence: 80,
    languages: TYPESCRIPT_FAMILY,
    category: "type-safety",
    message: "{{subject}} turns off type checking for every value that flows through it.",
    recommendation: "Use a precise type, a generic parameter, or `unknown` (narrowed before use). For untyped input, validate it at the boundary and give the result a type.",
    query: '((predefined_type) @target (#eq? @target "any"))',
    textGate: /any/,
    check: ({ target, context }) => {
      const line = target.startPosition.row;
      const acknowledged = [context.lines[line], context.lines[line - 1]].some((text) => text?.includes("no-explicit-any"));
      if (acknowledged) return false;
      const inTests = context.isTestFile ? { confidence: 60 } : {};
      const cast = target.parent?.type === "as_expression" ? target.parent : void 0;
      if (cast) {
        let outer = cast.parent;
        while (outer?.type === "parenthesized_expression") outer = outer.parent;
        if (outer?.type === "as_expression") return false;
        return { details: { subject: "Cast to `any`" }, ...inTests };
      }
      return { details: { subject: `Explicit \`any\` in ${describeAny(target)}` }, ...inTests };
    },
    examples: {
      match: [
        "export function parse(input: any): Config {\n  return input;\n}",
        "let payload: Record<string, any> = {};",
        "const user = response as any;"
      ],
      noMatch: [
        "export function parse(input: unknown): Config {\n  return schema.parse(input);\n}",
        "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst legacy: any = window.legacy;",
        "const company = { anything: true };"
      ]
    }
  },
  {
    id: "type-design/double-cast",
    agent: "type-design-analyzer",
    dimension: "correctness",
    severity: "info",
    confidence: 85,
    languages: TYPESCRIPT_FAMILY,
    category: "type-safety",
    message: "Double cast `as {{via}} as {{type}}` forces a type the compiler says does not fit.",
    recommendation: "Fix the types so a single cast (or none) is enough, or validate the value at runtime (a type guard or schema) before treating it as the target type.",
    // Nested patterns are slow to compile: the query finds a cast of a cast or of a parenthesized expression,
    // the check looks inside for `as unknown` or `as any`.
    query: "(as_expression [(as_expression) (parenthesized_expression)] @inner (_) @type) @target",
    textGate: /unknown|any/,
    check: ({ captures, context }) => {
      const via = captures.inner ? castThrough(captures.inner) : void 0;
      if (!via) return false;
      return { details: { via: via.text }, ...context.isTestFile ? { confidence: 60 } : {} };
    },
    examples: {
      match: ["const config = raw as unknown as AppConfig;", "const id = (value as any) as UserId;"],
      noMatch: ["const config = raw as AppConfig;", "const input = value as unknown;"]
    }
  },
  {
    id: "type-design/non-null-chain",
    agent: "type-design-analyzer",
    dimension: "correctness",
    severity: "low",
    confidence: 70,
    languages: TYPESCRIPT_FAMILY,
    // In a test a wrong assertion just fails the test, which is what the test is for.
    files: "source",
    category: "type-safety",
    message: "`{{target}}` asserts non-null {{count}} times in one chain; any of those values being missing is a runtime crash.",
    recommendation: "Narrow once with a guard (`if (!a?.b) return \u2026`), use optional chaining with a fallback, or make the type non-optional where the value is known to exist.",
    query: "(non_null_expression) @target",
    check: ({ target }) => {
      for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
        if (!chainInner(parent)?.equals(child)) break;
        if (parent.type === "non_null_expression") return false;
      }
      let count = 0;
      for (let node = target; node; node = chainInner(node)) {
        if (node.type === "non_null_expression") count += 1;
      }
      return count >= 2 ? { details: { count: String(count) } } : false;
    },
    examples: {
      match: ["const name = session!.user!.name;", "const port = config.servers![0]!.port;"],
      noMatch: ["const name = session!.user.name;", 'const name = session?.user?.name ?? "anonymous";']
    }
  },
  {
    id: "type-design/non-exhaustive-switch",
    agent: "type-design-analyzer",
    dimension: "correctness",
    severity: "medium",
    confidence: 80,
    languages: TYPESCRIPT_FAMILY,
    category: "type-safety",
    message: "The switch over `{{subject}}` handles {{handled}} of `{{type}}` but not {{missing}}, and has no `default`.",
    recommendation: "Handle the missing cases, or add `default:` with an exhaustiveness check (`const unreachable: never = value;`) so a new member fails to compile instead of being skipped.",
    query: "(switch_statement value: (parenthesized_expression (_) @subject) body: (switch_body) @body) @target",
    textGate: /switch/,
    check: ({ captures, context }) => {
      const { subject, body } = captures;
      if (!subject || !body || body.namedChildren.some((clause) => clause.type === "switch_default")) return false;
      const labels = caseValues(body);
      if (!labels) return false;
      const { values: cases, isEnum } = labels;
      const property = subject.type === "member_expression" ? subject.childForFieldName("property")?.text : void 0;
      const declared = isEnum ? enumsIn(context) : [...literalUnionsIn(context, void 0), ...property === void 0 ? [] : literalUnionsIn(context, property)];
      const closed = declared.filter((set) => cases.every((value) => set.values.includes(value))).sort((a, b) => a.values.length - b.values.length)[0];
      const missing = closed?.values.filter((value) => !cases.includes(value)) ?? [];
      if (!closed || missing.length === 0) return false;
      const quote = (value) => isEnum ? `\`${value}\`` : `'${value}'`;
      return {
        details: {
          subject: excerpt(subject.text, 40),
          type: closed.name,
          handled: `${cases.length} of ${closed.values.length} members`,
          missing: missing.map(quote).join(", ")
        }
      };
    },
    examples: {
      match: [
        "type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number } | { kind: 'triangle'; base: number; height: number };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      drawCircle(shape);\n      break;\n    case 'square':\n      drawSquare(shape);\n      break;\n  }\n}",
        'enum Status { Active, Suspended, Deleted }\nfunction label(status: Status) {\n  switch (status) {\n    case Status.Active:\n      return "active";\n    case Status.Suspended:\n      return "suspended";\n  }\n  return "?";\n}'
      ],
      noMatch: [
        "type Shape = { kind: 'circle' } | { kind: 'square' };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      return 1;\n    case 'square':\n      return 2;\n  }\n}",
        "type Level = 'debug' | 'info' | 'warn';\nfunction rank(level: Level) {\n  switch (level) {\n    case 'debug':\n      return 0;\n    default:\n      return 1;\n  }\n}",
        "function rank(level: string) {\n  switch (level) {\n    case 'debug':\n      return 0;\n  }\n}"
      ]
    }
  },
  {
    id: "type-design/mutable-export",
    agent: "type-design-analyzer",
    dimension: "architecture",
    severity: "low",
    confidence: 80,
    languages: JS_FAMILY,
    files: "source",
    category: "design",
    message: "{{what}}: module state that every importer shares and that can change under them.",
    recommendation: "Keep the state private to the module and export functions that read or update it (or a class whose instances own it), so changes go through one place and tests can start fresh.",
    query: "(export_statement declaration: [(lexical_declaration) (variable_declaration)] @declaration) @target",
    check: ({ captures, context }) => {
      const declaration = captures.declaration;
      if (!declaration || fileRoleOf(context.path) === "tooling") return false;
      const kind = declaration.type === "variable_declaration" ? "var" : declaration.childForFieldName("kind")?.text;
      for (const declarator of declaration.namedChildren.filter((child) => child.type === "variable_declarator")) {
        const name = declarator.childForFieldName("name");
        if (name?.type !== "identifier") continue;
        if (kind === "let" || kind === "var") return { details: { what: `\`export ${kind} ${name.text}\` is a mutable exported binding` } };
        const value = declarator.childForFieldName("value");
        const mutations = value && isMutableValue(value) ? mutationsInFunctions(context).get(name.text) ?? [] : [];
        const first = mutations[0];
        if (first) {
          return {
            line: changedLineOf(context, declaration, ...mutations),
            details: { what: `Exported \`${name.text}\` is changed inside functions of this module (line ${first.startPosition.row + 1})` }
          };
        }
      }
      return false;
    },
    examples: {
      match: [
        "export let currentUser = null;\nexport function login(user) {\n  currentUser = user;\n}",
        "export const handlers = new Map();\nexport function register(name, handler) {\n  handlers.set(name, handler);\n}",
        "export const settings = { debug: false };\nexport function enableDebug() {\n  settings.debug = true;\n}"
      ],
      noMatch: [
        "export const DEFAULTS = { retries: 3, timeoutMs: 5000 };",
        "export const routes = new Map();\nroutes.set('/', home);\nroutes.set('/about', about);",
        "export const cache = new Map();\nexport function lookup(key) {\n  return cache.get(key);\n}"
      ]
    }
  }
];

// src/rules/packs/python/python-syntax.ts
function dottedName3(node) {
  if (node.type === "identifier") return [node.text];
  if (node.type !== "attribute") return [];
  const object = node.childForFieldName("object");
  const attribute = node.childForFieldName("attribute");
  const head = object ? dottedName3(object) : [];
  return head.length > 0 && attribute ? [...head, attribute.text] : [];
}
function calleePath3(call) {
  const callee = call.childForFieldName("function");
  return callee ? dottedName3(callee) : [];
}
var isStatement = (child) => child.type !== "comment";
function statementsOf3(block) {
  return block.namedChildren.filter(isStatement);
}
function expressionOf(statement) {
  return statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
}
function unwrapParentheses2(node) {
  let current = node;
  while (current.type === "parenthesized_expression" && current.namedChildren[0]) current = current.namedChildren[0];
  return current;
}
var FUNCTION_TYPES3 = ["function_definition", "lambda"];
function enclosingFunction3(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (FUNCTION_TYPES3.includes(current.type)) return current;
  }
  return void 0;
}
function docstringOf(fn) {
  const first = fn.childForFieldName("body")?.namedChildren.find(isStatement);
  const expression = first ? expressionOf(first) : void 0;
  return expression?.type === "string" ? expression : void 0;
}
function parametersOf(fn) {
  const parameters = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const annotated = parameter.type === "typed_parameter" || parameter.type === "typed_default_parameter";
    let name = parameter.childForFieldName("name") ?? parameter;
    if (parameter.type === "typed_parameter") name = parameter.namedChildren[0] ?? parameter;
    if (name.type === "list_splat_pattern" || name.type === "dictionary_splat_pattern") {
      const kind = name.type === "list_splat_pattern" ? "args" : "kwargs";
      const inner = name.namedChildren[0];
      if (inner) parameters.push({ name: inner.text, annotated, kind });
    } else if (name.type === "identifier") {
      parameters.push({ name: name.text, annotated, kind: "plain" });
    }
  }
  return parameters;
}
function isMethod(fn) {
  let container = fn.parent;
  if (container?.type === "decorated_definition") container = container.parent;
  return container?.type === "block" && container.parent?.type === "class_definition";
}
function isPlainString2(node) {
  if (node.type === "concatenated_string") return node.namedChildren.every(isPlainString2);
  return node.type === "string" && !node.namedChildren.some((child) => child.type === "interpolation");
}
function stringFragments(node) {
  if (node.type === "concatenated_string") return node.namedChildren.map(stringFragments).join("");
  return node.namedChildren.map((child) => child.type === "string_content" ? child.text : child.type === "interpolation" ? "?" : "").join("");
}
function additionOperands3(node) {
  if (node.type !== "binary_operator" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands3(unwrapParentheses2(left)), ...additionOperands3(unwrapParentheses2(right))] : [node];
}
function readStringExpression3(expression) {
  const node = unwrapParentheses2(expression);
  if (node.type === "string" || node.type === "concatenated_string") {
    const values2 = node.descendantsOfType("interpolation").flatMap((interpolation) => interpolation.namedChildren[0] ?? []);
    return { node, how: isPlainString2(node) ? void 0 : "an f-string", fragments: stringFragments(node), values: values2 };
  }
  if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "%") {
    const template = plainStringOrConstant(node.childForFieldName("left"));
    const right = node.childForFieldName("right");
    if (!template || !right) return void 0;
    const text = stringFragments(template);
    const conversions = [...text.matchAll(/%[-+ #0-9.]*([sdifr])/g)].map((match) => match[1]);
    const operands2 = right.type === "tuple" ? right.namedChildren : [right];
    const values2 = right.type === "tuple" && operands2.length === conversions.length ? operands2.filter((_, index) => !/[dif]/.test(conversions[index] ?? "s")) : operands2;
    return { node, how: "`%` formatting", fragments: text.replace(/%[-+ #0-9.]*[sdifr]/g, "?"), values: values2 };
  }
  if (node.type === "call") return readMethodCall(node);
  const operands = additionOperands3(node);
  if (operands.length < 2 || !operands.some(isPlainString2)) return void 0;
  const fragments = operands.map((operand) => isPlainString2(operand) ? stringFragments(operand) : "?").join("");
  const values = operands.filter((operand) => !isPlainString2(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function plainStringOrConstant(node) {
  if (node?.type === "identifier") return assignedValues3(node).filter(isPlainString2).at(-1);
  return node && isPlainString2(node) ? node : void 0;
}
function readMethodCall(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.type === "attribute" ? callee.childForFieldName("attribute")?.text : void 0;
  const receiver = plainStringOrConstant(callee?.type === "attribute" ? callee.childForFieldName("object") : null);
  if (!receiver) return void 0;
  if (method === "format") {
    const values2 = (call.childForFieldName("arguments")?.namedChildren ?? []).flatMap(
      (argument) => argument.type === "keyword_argument" ? argument.childForFieldName("value") ?? [] : argument.type === "comment" ? [] : [argument]
    );
    return { node: call, how: values2.length > 0 ? "`str.format`" : void 0, fragments: stringFragments(receiver).replace(/\{[^{}]*\}/g, "?"), values: values2 };
  }
  const items = method === "join" ? call.childForFieldName("arguments")?.namedChildren[0] : void 0;
  if (items?.type !== "list" && items?.type !== "tuple") return void 0;
  const parts = items.namedChildren.filter((item) => item.type !== "comment");
  const fragments = parts.map((item) => isPlainString2(item) ? stringFragments(item) : "?").join(stringFragments(receiver));
  const values = parts.filter((item) => !isPlainString2(item));
  return { node: call, how: values.length === 0 ? void 0 : "`str.join`", fragments, values };
}
var ASSIGNMENTS3 = ["assignment", "augmented_assignment"];
function assignmentParts2(assignment) {
  return { name: assignment.childForFieldName("left"), value: assignment.childForFieldName("right") };
}
function assignedValues3(identifier) {
  const fn = enclosingFunction3(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS3, assignmentParts2) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS3, assignmentParts2, FUNCTION_TYPES3);
}

// src/rules/packs/python/code-reviewer.ts
var DEBUGGER_CALL = "breakpoint|(pdb|ipdb|pudb)[.]set_trace";
var EXAMPLE_AWS_SECRET_KEY = ["wJalrXUtnFEMI", "/K7MDENG/", "bPxRfiCYzQ8Lm3Nb7V"].join("");
var DEBUGGER_LINE = /^\s*(?:import (?:i?pdb|pudb)\s*;\s*)?(?:breakpoint\(\)|(?:i?pdb|pudb)\.set_trace\(\))\s*(?:#.*)?$/;
function indentOf(line) {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
function codeLineNear(lines, line, step) {
  for (let index = line - 1 + step; index >= 0 && index < lines.length; index += step) {
    const text = lines[index] ?? "";
    if (text.trim() !== "" && !text.trim().startsWith("#")) return text;
  }
  return void 0;
}
function removeDebuggerLine(target) {
  const text = target.lines[target.line - 1] ?? "";
  if (!DEBUGGER_LINE.test(text)) return void 0;
  const indent = indentOf(text);
  const before = codeLineNear(target.lines, target.line, -1);
  const after = codeLineNear(target.lines, target.line, 1);
  const opensBlock = before !== void 0 && indentOf(before) < indent && /:\s*(#.*)?$/.test(before);
  const closesBlock = after === void 0 || indentOf(after) < indent;
  const replacement = opensBlock && closesBlock ? [`${text.slice(0, indent)}pass`] : [];
  return { startLine: target.line, endLine: target.line, replacement };
}
var SCRIPT_PATH = /(^|\/)(cli|__main__|manage|main|run|app)\.py$/;
var SCRIPT_MARKERS = /^\s*if __name__ == ['"]__main__['"]|^\s*(import|from) (argparse|click|typer|fire)\b/;
var OUTPUT_FUNCTION = /^(main|cli|run|show|display|render|report|dump|print|echo|usage|help)(_|$)/;
var isScript = perFile((context) => SCRIPT_PATH.test(context.path) || context.lines.some((line) => SCRIPT_MARKERS.test(line)));
var importsFromSubprocess = perFile((context) => context.lines.some((line) => /^\s*from subprocess import/.test(line)));
function debugPrintConfidence2(call) {
  const argumentList = (call.childForFieldName("arguments")?.namedChildren ?? []).filter((argument) => argument.type !== "keyword_argument" && argument.type !== "comment");
  const strings = argumentList.filter((argument) => argument.type === "string" || argument.type === "concatenated_string").map((argument) => argument.text);
  return looksLikeDebugOutput(strings, argumentList.length - strings.length) ? 85 : 60;
}
var SHELL_ALWAYS = /* @__PURE__ */ new Set(["os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput", "asyncio.create_subprocess_shell"]);
var SHELL_IF_ASKED = /* @__PURE__ */ new Set(["run", "call", "check_call", "check_output", "Popen"]);
var SHELL_GATE = new RegExp([...SHELL_ALWAYS, "subprocess"].map((name) => name.replace(/\./g, "\\.")).join("|"));
function hasShellTrue(call) {
  return (call.childForFieldName("arguments")?.namedChildren ?? []).some(
    (argument) => argument.type === "keyword_argument" && argument.childForFieldName("name")?.text === "shell" && argument.childForFieldName("value")?.type === "true"
  );
}
function runsShell(call, context) {
  const path = calleePath3(call);
  const name = path.join(".");
  if (SHELL_ALWAYS.has(name)) return true;
  const fromSubprocess = path.length === 2 ? path[0] === "subprocess" : path.length === 1 && importsFromSubprocess(context);
  return fromSubprocess && SHELL_IF_ASKED.has(path.at(-1) ?? "") && hasShellTrue(call);
}
function plainStringText(node) {
  if (node.type !== "string" || node.namedChildren.some((child) => child.type === "interpolation")) return void 0;
  return node.namedChildren.filter((child) => child.type === "string_content").map((child) => child.text).join("");
}
function assignedName(node) {
  if (node.type === "string") return plainStringText(node) ?? "";
  return dottedName3(node).at(-1) ?? node.text;
}
var MUTABLE_LITERALS = /* @__PURE__ */ new Set(["list", "dictionary", "set", "list_comprehension", "dictionary_comprehension", "set_comprehension"]);
var MUTABLE_FACTORIES = /* @__PURE__ */ new Set(["list", "dict", "set", "bytearray", "defaultdict", "OrderedDict", "Counter", "deque"]);
var pythonCodeReviewerRules = [
  {
    id: "review/debugger",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "high",
    confidence: 95,
    languages: ["python"],
    category: "debugging",
    message: "`{{target}}` left in the code: the program stops at an interactive debugger prompt here.",
    recommendation: "Remove the debugger call.",
    query: `(call function: [(identifier) (attribute)] @callee
      (#match? @callee "^(${DEBUGGER_CALL})$")) @target`,
    // The query requires the callee's text to be one of these calls.
    textGate: new RegExp(DEBUGGER_CALL),
    check: ({ target }) => ({ details: { target: excerpt(target.text, 40) } }),
    fix: removeDebuggerLine,
    examples: {
      match: ["def pay(order):\n    breakpoint()\n    return submit(order)", "import pdb; pdb.set_trace()", "if retries > 3:\n    import ipdb\n    ipdb.set_trace()"],
      noMatch: ["def set_trace(path):\n    return path", "tracer.set_trace(span)"]
    }
  },
  {
    id: "review/eval",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 85,
    languages: ["python"],
    category: "code-injection",
    message: "`{{callee}}()` runs a string as Python code; any attacker-influenced part of it runs with full privileges.",
    recommendation: "Replace it with explicit logic: `ast.literal_eval` or `json.loads` for data, a dict of functions for dispatch, `importlib` for plugins.",
    query: '(call function: (identifier) @callee (#any-of? @callee "eval" "exec")) @target',
    // `exec(open("pkg/version.py").read())` in setup.py is a packaging idiom, not input handling.
    check: ({ context }) => fileRoleOf(context.path) === "tooling" ? { confidence: 60 } : true,
    examples: {
      match: ["result = eval(expression)", "exec(code, namespace)"],
      noMatch: ["value = ast.literal_eval(text)", "cursor.exec(query)", "def evaluate(x):\n    return x"]
    }
  },
  {
    id: "review/debug-print",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "low",
    confidence: 85,
    languages: ["python"],
    files: "source",
    category: "debugging",
    message: "`{{target}}` prints to standard output from library code.",
    recommendation: "Remove debugging output, or use `logging` so the message has a level and can be turned off.",
    query: '(call function: (identifier) @callee (#any-of? @callee "print" "pprint")) @target',
    check: ({ target, context }) => {
      if (fileRoleOf(context.path) !== "source" || isScript(context)) return false;
      const toFile = (target.childForFieldName("arguments")?.namedChildren ?? []).some(
        (argument) => argument.type === "keyword_argument" && argument.childForFieldName("name")?.text === "file"
      );
      const fn = enclosingFunction3(target);
      if (toFile || OUTPUT_FUNCTION.test(fn?.childForFieldName("name")?.text ?? "")) return false;
      return { confidence: debugPrintConfidence2(target), details: { target: excerpt(target.text, 50) } };
    },
    examples: {
      match: ["def total(items):\n    print(items)\n    return sum(items)", 'def pay(order):\n    print(f"{order.id=}")\n    return submit(order)'],
      noMatch: [
        'import argparse\n\ndef run():\n    print("done")',
        "def show(report):\n    print(report)",
        "def warn(message):\n    print(message, file=sys.stderr)",
        'if __name__ == "__main__":\n    print(main())'
      ]
    }
  },
  {
    id: "review/shell-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 90,
    languages: ["python"],
    category: "command-injection",
    message: "`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    recommendation: 'Pass the program and its arguments as a list without `shell=True` (`subprocess.run(["git", "log", ref], check=True)`); if a shell is unavoidable, quote each value with `shlex.quote`.',
    query: `(call function: [(attribute) (identifier)] @callee arguments: (argument_list . (_) @command)
      (#match? @callee "^(os[.](system|popen)|subprocess[.][a-z_A-Z]+|asyncio[.]create_subprocess_shell|run|call|check_call|check_output|Popen)$")) @target`,
    textGate: SHELL_GATE,
    check: ({ target, captures, context }) => {
      const command = captures.command;
      if (!command || !runsShell(target, context)) return false;
      const built = builtArgument(command, readStringExpression3, assignedValues3);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { callee: calleePath3(target).join("."), how: built.how } };
    },
    examples: {
      match: [
        'subprocess.run(f"tar -xzf {archive} -C {target}", shell=True, check=True)',
        'os.system("rm -rf " + folder)',
        'command = "convert %s out.png" % upload\nsubprocess.check_output(command, shell=True)'
      ],
      noMatch: [
        'subprocess.run(["tar", "-xzf", archive, "-C", target], check=True)',
        'subprocess.run("make clean", shell=True, check=True)',
        'subprocess.run(f"tar -xzf {archive}".split(), check=True)',
        'subprocess.run(f"tar -czf {shlex.quote(target)} {shlex.quote(folder)}", shell=True, check=True)'
      ]
    }
  },
  {
    id: "review/sql-injection",
    agent: "code-reviewer",
    dimension: "security",
    severity: "high",
    confidence: 90,
    languages: ["python"],
    category: "sql-injection",
    message: "SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.",
    recommendation: 'Pass values as query parameters: `cursor.execute("SELECT \u2026 WHERE id = %s", (user_id,))` (or `?`/`:name`, as your driver expects), or use the ORM\u2019s query builder.',
    query: `(call
      function: [(attribute attribute: (identifier) @method) (identifier) @method]
      arguments: (argument_list . (_) @sql)
      (#any-of? @method "execute" "executemany" "executescript" "raw" "read_sql" "read_sql_query" "exec_driver_sql" "text")) @target`,
    check: ({ target, captures, context }) => {
      const { method, sql } = captures;
      if (!method || !sql) return false;
      const built = builtArgument(sql, readStringExpression3, assignedValues3, looksLikeSql);
      if (!built) return false;
      return { line: changedLineOf(context, target, built.node), details: { how: built.how } };
    },
    examples: {
      match: [
        `cursor.execute(f"SELECT * FROM users WHERE email = '{email}'")`,
        'query = "DELETE FROM sessions WHERE user_id = %s" % user_id\ndb.execute(query)',
        `sql = "SELECT id FROM orders WHERE 1 = 1"
sql += f" AND status = '{status}'"
rows = conn.execute(sql).fetchall()`,
        `User.objects.raw("SELECT * FROM auth_user WHERE username = '" + name + "'")`,
        'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER % user_id)'
      ],
      noMatch: [
        'cursor.execute("SELECT * FROM users WHERE email = %s", (email,))',
        'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER, (user_id,))',
        'cursor.execute(f"SET search_path TO {schema}")',
        'log.execute(f"ran {count} jobs")',
        'cursor.execute(f"SELECT {USER_COLUMNS} FROM {USERS_TABLE} WHERE id = %s", (user_id,))',
        'cursor.execute("DELETE FROM sessions WHERE id IN (%s)" % ", ".join(["%s"] * len(ids)), ids)'
      ]
    }
  },
  {
    id: "review/hardcoded-secret",
    agent: "code-reviewer",
    dimension: "security",
    severity: "critical",
    confidence: 65,
    languages: ["python"],
    files: "source",
    category: "secrets",
    message: "Hard-coded credential assigned to `{{name}}`.",
    recommendation: "Load it from the environment (`os.environ[...]`) or a secret manager at run time; if it was ever real, revoke it.",
    query: `(assignment left: [(identifier) (attribute)] @name right: (string) @value) @target
      (pair key: (string) @name value: (string) @value) @target
      (keyword_argument name: (identifier) @name value: (string) @value) @target
      (default_parameter name: (identifier) @name value: (string) @value) @target
      (typed_default_parameter name: (identifier) @name value: (string) @value) @target`,
    check: ({ captures, context, target }) => {
      const { name, value } = captures;
      if (!name || !value) return false;
      return secretAssignmentHit(assignedName(name), plainStringText(value), target.startPosition.row + 1, context);
    },
    examples: {
      match: [
        'DB_PASSWORD = "Tr0ub4dor&3x"',
        'client = Client(api_key="f3a9c2e81b7d4")',
        'settings = {"client_secret": "q8Zr2mX9vL4t"}',
        `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY}"`
      ],
      noMatch: [
        'DB_PASSWORD = os.environ["DB_PASSWORD"]',
        'password = "changeme"',
        'TOKEN_HEADER = "X-Auth-Token"',
        'api_key = f"{prefix}-{suffix}"',
        `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY.slice(0, 30)}EXAMPLEKEY"`,
        'AWS_SECRET_NAME = "prod/payments/aws-credentials"'
      ]
    }
  },
  {
    id: "review/mutable-default-argument",
    agent: "code-reviewer",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: ["python"],
    category: "correctness",
    message: "Default `{{value}}` for `{{name}}` is created once, when the function is defined, and shared by every call: a change to it leaks into later calls.",
    recommendation: "Default to `None` and create the value inside: `def f(items=None):` then `items = [] if items is None else items`.",
    query: `[(default_parameter name: (identifier) @name value: (_) @value)
      (typed_default_parameter name: (identifier) @name value: (_) @value)] @target`,
    check: ({ captures }) => {
      const value = captures.value;
      if (!value) return false;
      const factory = value.type === "call" ? calleePath3(value).at(-1) : void 0;
      return MUTABLE_LITERALS.has(value.type) || factory !== void 0 && MUTABLE_FACTORIES.has(factory) ? { details: { value: excerpt(value.text, 30) } } : false;
    },
    examples: {
      match: ["def add(item, items=[]):\n    items.append(item)\n    return items", "def merge(extra: dict = {}) -> dict:\n    return {**BASE, **extra}", "def group(rows, into=defaultdict(list)):\n    return into"],
      noMatch: ["def add(item, items=None):\n    items = [] if items is None else items", "def scale(factor=1.0, axes=()):\n    return factor", 'def label(name: str = "x"):\n    return name']
    }
  }
];

// src/rules/packs/python/code-simplifier.ts
var NESTING_TYPES3 = /* @__PURE__ */ new Set(["if_statement", "for_statement", "while_statement", "try_statement", "with_statement", "match_statement"]);
var SCOPE_TYPES = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function nestingChain3(node) {
  const chain = [];
  for (let current = node; current; current = current.parent) {
    const type = current.type;
    if (SCOPE_TYPES.has(type)) break;
    if (NESTING_TYPES3.has(type)) chain.push(current);
  }
  return chain;
}
function branchesOf(conditional) {
  const [consequence, , alternative] = conditional.namedChildren.filter((child) => child.type !== "comment");
  return { consequence, alternative };
}
function isConditionalBranch(node) {
  let child = node;
  let parent = node.parent;
  while (parent?.type === "parenthesized_expression") {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== "conditional_expression") return false;
  const { consequence, alternative } = branchesOf(parent);
  return (consequence?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}
function isCondition(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === "parenthesized_expression" || parent.type === "not_operator" || parent.type === "boolean_operator") continue;
    if (parent.type === "assert_statement") return parent.namedChildren[0]?.equals(child) ?? false;
    if (parent.type === "conditional_expression") return parent.namedChildren[1]?.equals(child) ?? false;
    return ["if_statement", "elif_clause", "while_statement"].includes(parent.type) && (parent.childForFieldName("condition")?.equals(child) ?? false);
  }
  return false;
}
function partsOf(fn) {
  let docstring;
  return {
    isFunction: (type) => SCOPE_TYPES.has(type) || type === "decorated_definition",
    isIgnored: (type, node) => {
      if (type !== "expression_statement") return false;
      docstring ??= { statement: docstringOf(fn)?.parent };
      return docstring.statement?.equals(node()) ?? false;
    },
    nameOf: functionKey2
  };
}
function functionKey2(fn) {
  const names = [];
  for (let node = fn; node; node = node.parent) {
    const name = SCOPE_TYPES.has(node.type) ? node.childForFieldName("name")?.text : void 0;
    if (name) names.unshift(name);
  }
  return names.length > 0 ? names.join(".") : void 0;
}
var NESTING_SYNTAX3 = { types: [...NESTING_TYPES3], chainOf: nestingChain3, nameOf: functionKey2 };
var pythonCodeSimplifierRules = [
  {
    id: "simplify/nested-ternary",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 85,
    languages: ["python"],
    category: "complexity",
    message: "Nested conditional expression `{{target}}` packs several decisions into one expression.",
    recommendation: "Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results.",
    query: "(conditional_expression) @target",
    check: ({ target }) => {
      if (isConditionalBranch(target)) return false;
      const { consequence, alternative } = branchesOf(target);
      if (consequence && unwrapParentheses2(consequence).type === "conditional_expression") return true;
      if (alternative && unwrapParentheses2(alternative).type === "conditional_expression") return { confidence: 80 };
      return false;
    },
    examples: {
      match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
      noMatch: ['label = "admin" if is_admin else "member"', "value = (a if ready else b) or fallback"]
    }
  },
  {
    id: "simplify/deep-nesting",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: ["python"],
    category: "complexity",
    message: "`{{statement}}` is nested {{depth}} levels deep in {{function}}.",
    recommendation: "Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.",
    query: "[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target",
    check: ({ target, context }) => {
      const enclosing = () => {
        let fn = target.parent;
        while (fn && fn.type !== "function_definition") fn = fn.parent;
        return fn ?? void 0;
      };
      const hit = deepNestingHit(target, enclosing, NESTING_SYNTAX3, context);
      if (!hit) return false;
      const name = hit.fn?.childForFieldName("name")?.text;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: name ? `\`${name}\`` : "module-level code"
        }
      };
    },
    examples: {
      match: [
        "def sync(items):\n    for item in items:\n        if item.enabled:\n            try:\n                while item.pending:\n                    if item.retry:\n                        retry(item)\n            except IOError:\n                report(item)"
      ],
      noMatch: [
        'def grade(score):\n    if score > 90:\n        return "A"\n    elif score > 80:\n        return "B"\n    elif score > 70:\n        return "C"\n    elif score > 60:\n        return "D"\n    return "F"',
        "def outer(rows):\n    for row in rows:\n        if row:\n            def each(cell):\n                if cell:\n                    for part in cell:\n                        use(part)\n            each(row)"
      ]
    }
  },
  {
    id: "simplify/boolean-literal-comparison",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "low",
    confidence: 85,
    languages: ["python"],
    category: "complexity",
    message: "Condition compares `{{operand}}` with `{{literal}}`; test the value directly.",
    recommendation: "Write `if done:` / `if not done:` instead of comparing with `True`/`False` (or `is True` when only the `True` object itself will do).",
    query: "(comparison_operator [(true) (false)] @literal) @target",
    check: ({ target, captures }) => {
      const operands = target.namedChildren.filter((child) => child.type !== "comment");
      const operators = target.childrenForFieldName("operators").map((operator) => operator.text);
      if (operands.length !== 2 || !["==", "!="].includes(operators[0] ?? "") || !isCondition(target)) return false;
      const operand = operands.find((child) => child.type !== "true" && child.type !== "false");
      return operand ? { details: { operand: excerpt(operand.text, 40), literal: captures.literal?.text ?? "True" } } : false;
    },
    examples: {
      match: ["if is_ready() == True:\n    start()", "while queue.empty() != False:\n    wait()"],
      noMatch: ["query = session.query(User).filter(User.active == True)", "if flag is True:\n    start()", "if ready:\n    start()"]
    }
  },
  {
    id: "simplify/long-function",
    agent: "code-simplifier",
    dimension: "readability",
    severity: "info",
    confidence: 70,
    languages: ["python"],
    files: "source",
    category: "complexity",
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting its docstring and long nested functions.",
    recommendation: "Split it into well-named steps: extract the blocks that each do one thing into their own functions.",
    query: "(function_definition) @target",
    check: ({ target, context }) => {
      const name = () => {
        const own = target.childForFieldName("name")?.text;
        return own ? `\`${own}\`` : "This function";
      };
      return longFunctionHit(target, partsOf(target), name, context);
    },
    examples: {
      match: [`def migrate(db):
${Array.from({ length: 85 }, (_, index) => `    db.step_${index}()`).join("\n")}`],
      noMatch: [
        `def migrate(db):
${Array.from({ length: 40 }, (_, index) => `    db.step_${index}()`).join("\n")}`,
        `def migrate(db):
    """
${Array.from({ length: 30 }, (_, index) => `    Step ${index} of the migration.`).join("\n")}
    """
${Array.from({ length: 60 }, (_, index) => `    db.step_${index}()`).join("\n")}`
      ]
    }
  }
];

// src/rules/packs/python/broad-suppress.ts
var BROAD_EXCEPTIONS = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var importsSuppress = perFile((context) => context.lines.some((line) => /^\s*from contextlib import\b.*\bsuppress\b/.test(line)));
var pythonBroadSuppressRules = [
  {
    id: "silent-failure/broad-suppress",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: ["python"],
    category: "error-handling",
    message: "`{{target}}` silently discards every error raised in its block{{also}}.",
    recommendation: "Suppress only the exceptions you expect (`suppress(FileNotFoundError)`), or catch, log and handle the failure. If every error truly may be ignored, say why in a comment.",
    query: "(with_item value: (call function: [(attribute) (identifier)] @callee arguments: (argument_list) @arguments) @target)",
    // The check requires a call to `suppress` or `contextlib.suppress`.
    textGate: /suppress/,
    check: ({ captures, context }) => {
      const { callee, arguments: argumentList } = captures;
      if (!callee || !argumentList) return false;
      const path = dottedName3(callee).join(".");
      if (path !== "contextlib.suppress" && !(path === "suppress" && importsSuppress(context))) return false;
      const caught = argumentList.namedChildren.map((argument) => dottedName3(argument).at(-1) ?? "");
      const broad = caught.find((name) => BROAD_EXCEPTIONS.has(name));
      if (!broad) return false;
      return { details: { also: broad === "BaseException" ? ", including `KeyboardInterrupt` and `SystemExit`" : "" }, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        "import contextlib\n\nfor path in paths:\n    with contextlib.suppress(Exception):\n        shutil.rmtree(path)",
        "from contextlib import suppress\n\nwith suppress(BaseException):\n    handle.close()"
      ],
      noMatch: [
        "import contextlib\n\nwith contextlib.suppress(FileNotFoundError):\n    os.remove(lock_file)",
        "from contextlib import suppress\n\nwith suppress(KeyError, IndexError):\n    del cache[key]",
        "with warnings.suppress(Exception):\n    run()"
      ]
    }
  }
];

// src/rules/packs/python/comment-analyzer.ts
var DIRECTIVE3 = /^(type:|noqa|pylint:|mypy:|pyright:|ruff:|fmt:|isort:|pragma|nosec|sextant-ignore|-\*-|!|coding[:=]|region\b|endregion\b)/i;
var CODE_SHAPE3 = /[)\]:]$|^(import|from|return|if|for|while|def|class|raise|del|with|yield|assert|await)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENT_TYPES3 = /* @__PURE__ */ new Set([
  "import_statement",
  "import_from_statement",
  "return_statement",
  "raise_statement",
  "delete_statement",
  "if_statement",
  "for_statement",
  "while_statement",
  "with_statement",
  "function_definition",
  "class_definition",
  "decorated_definition"
]);
function isCodeStatement3(node) {
  if (CODE_STATEMENT_TYPES3.has(node.type)) return true;
  const expression = expressionOf(node);
  if (!expression) return false;
  if (expression.type === "assignment") return expression.childForFieldName("right") !== null;
  if (expression.type === "call") {
    const callee = expression.childForFieldName("function");
    const argumentList = expression.childForFieldName("arguments");
    return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
  }
  return expression.type === "augmented_assignment" || expression.type === "await";
}
function commentedCode3(comment, context) {
  const body = comment.text.replace(/^#+/, "").trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE3.test(body) || !CODE_SHAPE3.test(body)) return void 0;
  const source = body.endsWith(":") ? `${body}
    pass` : body;
  const isCode = context.parseSnippet(source, (root) => {
    const statements = root.namedChildren.filter((child) => child.type !== "comment");
    return !root.hasError && statements.length > 0 && statements.every(isCodeStatement3);
  });
  return isCode ? body : void 0;
}
var GOOGLE_SECTION = /^(\s*)(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters):\s*$/;
var GOOGLE_ENTRY = /^\s*\*{0,2}(\w+)\s*(\([^)]*\))?\s*:/;
var NUMPY_SECTION = /^(\s*)(Parameters|Other Parameters)\s*$/;
var NUMPY_ENTRY = /^\s*\*{0,2}(\w+)(\s*,\s*\*{0,2}\w+)*\s*(:.*)?$/;
var SPHINX_ENTRY = /:param\s+(?:[\w.[\], ]+\s+)?\*{0,2}(\w+)\s*:/;
function indentOf2(line) {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
function docstringParameters(docstring) {
  const lines = docstring.text.split("\n");
  const firstLine = docstring.startPosition.row + 1;
  const documented = [];
  const add = (name, index) => {
    if (name) documented.push({ name, line: firstLine + index });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    for (const sphinx of line.matchAll(new RegExp(SPHINX_ENTRY, "g"))) add(sphinx[1], index);
    const google = GOOGLE_SECTION.exec(line);
    const numpy = NUMPY_SECTION.exec(line);
    if (google) {
      const header = google[1]?.length ?? 0;
      let entryIndent;
      for (index += 1; index < lines.length; index += 1) {
        const entry = lines[index] ?? "";
        if (entry.trim() === "") continue;
        const indent = indentOf2(entry);
        if (indent <= header) break;
        entryIndent ??= indent;
        if (indent === entryIndent) add(GOOGLE_ENTRY.exec(entry)?.[1], index);
      }
      index -= 1;
    } else if (numpy && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? "")) {
      const header = numpy[1]?.length ?? 0;
      for (index += 2; index < lines.length; index += 1) {
        const entry = lines[index] ?? "";
        if (entry.trim() === "" || indentOf2(entry) > header) continue;
        if (/^\s*-{3,}\s*$/.test(lines[index + 1] ?? "") || entry.trim().startsWith('"""') || entry.trim().startsWith("'''")) break;
        const match = NUMPY_ENTRY.exec(entry);
        if (match) for (const name of entry.split(":", 1)[0]?.split(",") ?? []) add(name.trim().replace(/^\*+/, ""), index);
      }
      index -= 1;
    }
  }
  return documented;
}
var pythonCommentAnalyzerRules = [
  commentedOutCodeRule(["python"], commentedCode3, {
    match: [
      "def total(items):\n    # print(items)\n    return sum(items)",
      '# retries = config.get("retries", 3)\nretries = 5',
      "# if user.is_admin:\nrender()",
      "# from legacy import sync\n# sync(db)\nmigrate(db)"
    ],
    noMatch: [
      "# Compute the total (see the pricing docs)",
      "# return early when the list is empty",
      "# type: ignore[attr-defined]",
      "# Note: keep in sync with the schema",
      "#!/usr/bin/env python3",
      "# e.g. total(items)",
      "# default is 5",
      "# noqa: E501"
    ]
  }),
  {
    id: "comment/stale-param-doc",
    agent: "comment-analyzer",
    dimension: "readability",
    severity: "low",
    confidence: 90,
    languages: ["python"],
    category: "documentation",
    message: "The docstring of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).",
    recommendation: "Update the parameter section to the current parameter names, or remove the entries that no longer exist.",
    query: "(function_definition) @target",
    check: ({ target, context }) => {
      const docstring = docstringOf(target);
      const documented = docstring ? docstringParameters(docstring) : [];
      const parameterList = documented.length > 0 ? target.childForFieldName("parameters") : null;
      if (!parameterList) return false;
      const parameters = parametersOf(target);
      if (parameters.some((parameter) => parameter.kind === "kwargs")) return false;
      const names = parameters.map((parameter) => parameter.name).filter((name2) => name2 !== "self" && name2 !== "cls");
      const name = target.childForFieldName("name")?.text ?? "this function";
      return staleParameterHit(documented, names, parameterList, name, context);
    },
    examples: {
      match: [
        'def charge(order, amount):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n        amount_cents (int): the amount, in cents.\n    """',
        'def load(user_id):\n    """Load a user.\n\n    :param id: the user id\n    """',
        'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    ratio : float\n        The factor.\n\n    Returns\n    -------\n    list\n    """'
      ],
      noMatch: [
        'def charge(self, order, amount=0):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n            Continues here: with a colon.\n        amount (int): the amount.\n    """',
        'def create(name, **options):\n    """Args:\n        name: the name.\n        color: passed through options.\n    """',
        'def sum_all(*values):\n    """:param values: numbers to add"""',
        'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    factor : float\n\n    Returns\n    -------\n    scaled : list\n    """'
      ]
    }
  }
];

// src/rules/packs/python/made-up-fallback.ts
var BROAD_EXCEPTIONS2 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var LOGGER_OBJECT3 = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger)$/;
function readHandler(clause) {
  const body = clause.namedChildren.find((child) => child.type === "block");
  let value = clause.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
  let bound;
  if (value?.type === "as_pattern") {
    bound = value.namedChildren.find((child) => child.type === "as_pattern_target")?.text ?? value.namedChildren[1]?.text;
    value = value.namedChildren[0];
  }
  const types = value?.type === "tuple" || value?.type === "parenthesized_expression" ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName3(type).at(-1) ?? type.text), bound, body };
}
function logMethod3(statement) {
  const call = expressionOf(statement);
  if (call?.type !== "call") return void 0;
  const path = calleePath3(call);
  return path.length >= 2 && LOGGER_OBJECT3.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function madeUpValue2(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["none", "true", "false", "integer", "float"].includes(value.type)) return text;
  if (value.type === "unary_operator" && /^-\d+$/.test(text)) return text;
  if (value.type === "string" && /^[rbu]?(""|'')$/i.test(text)) return text;
  if (["list", "dictionary", "tuple", "set"].includes(value.type) && value.namedChildren.every((child) => child.type === "comment")) return text;
  return void 0;
}
var EMPTY_SUCCESS_RESPONSE2 = /^((JsonResponse|jsonify|JSONResponse)\((\{\}|\[\])(,safe=False)?(,status=200)?\)|(Response|HttpResponse|PlainTextResponse)\((""|''|None)?(,status=200)?\)|(\{\}|\[\]),200)$/;
var PARSING_CALLS3 = /^(int|float|str|bool|Decimal|loads|literal_eval|strptime|fromisoformat|fromtimestamp|UUID|urlparse|urlsplit|ip_address|ip_network|parse|b64decode|decode|encode|getenv|get|import_module|version)$/;
function doesRealWork2(tryBody) {
  return tryBody.descendantsOfType("call").some((call) => !PARSING_CALLS3.test(calleePath3(call).at(-1) ?? ""));
}
var pythonMadeUpFallbackRules = [
  {
    ...MADE_UP_FALLBACK,
    confidence: CLEAR_FALLBACK_CONFIDENCE,
    languages: ["python"],
    query: "(try_statement body: (block) @try (except_clause) @target)",
    check: ({ target, captures }) => {
      const tryBody = captures.try;
      const handler = readHandler(target);
      const broad = handler.caught.length === 0 || handler.caught.some((name) => BROAD_EXCEPTIONS2.has(name));
      const statements = handler.body ? statementsOf3(handler.body) : [];
      const last = statements.at(-1);
      const returned = last?.type === "return_statement" ? last.namedChildren[0] : void 0;
      if (!tryBody || !broad || !returned) return false;
      const compact = returned.text.replace(/\s+/g, "");
      const response = EMPTY_SUCCESS_RESPONSE2.test(compact) ? `an HTTP 200 with an empty body (\`${excerpt(returned.text, 40)}\`)` : void 0;
      const value = response === void 0 ? madeUpValue2(returned) : void 0;
      const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
      const logs = statements.slice(0, -1);
      if (!fallback || !logs.every((statement) => logMethod3(statement) !== void 0)) return false;
      const fn = enclosingFunction3(target);
      if (FALLBACK_BY_NAME.test(fn?.childForFieldName("name")?.text.replace(/^_+/, "") ?? "")) return false;
      if ((value === "True" || value === "False") && returnsBooleanStatus(tryBody)) return false;
      if (handler.bound !== void 0 && mentions(returned, handler.bound) || response === void 0 && !doesRealWork2(tryBody)) return false;
      const visibleLog = logs.some((statement) => !HIDDEN_LOG_LEVEL.test(logMethod3(statement) ?? ""));
      const hiddenLog = logs.length > 0 && !visibleLog;
      const explained = handler.body?.namedChildren.some((child) => child.type === "comment") ?? false;
      const clear = !visibleLog && !explained && (value !== "None" || hiddenLog);
      const first = statementsOf3(tryBody)[0];
      return {
        details: { guarded: first ? `\`${excerpt(first.text, 50)}\`` : "the try block", fallback },
        confidence: clear ? CLEAR_FALLBACK_CONFIDENCE : WEAK_FALLBACK_CONFIDENCE
      };
    },
    examples: {
      match: [
        "def list_recent(conn):\n    try:\n        return [User(*row) for row in conn.execute(RECENT).fetchall()]\n    except Exception:\n        return []",
        "def report_view(request, report_id):\n    try:\n        report = build_report(report_id)\n    except Exception:\n        return JsonResponse({})\n    return JsonResponse(report.as_dict())",
        'def display_name(repo, user_id):\n    try:\n        return repo.find(user_id).display_name\n    except Exception as exc:\n        logger.debug("lookup failed: %s", exc)\n        return None',
        'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except:\n        return 0'
      ],
      noMatch: [
        "def find_optional(repo, user_id):\n    try:\n        return repo.find(user_id)\n    except UserNotFound:\n        return None",
        'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except Exception:\n        logger.exception("count failed")\n        raise',
        "def port(value):\n    try:\n        return int(value)\n    except Exception:\n        return 0",
        "def is_reachable(url):\n    try:\n        requests.head(url, timeout=2)\n        return True\n    except Exception:\n        return False",
        'def fetch(url):\n    try:\n        return {"ok": True, "body": requests.get(url).json()}\n    except Exception as exc:\n        return {"ok": False, "error": str(exc)}'
      ]
    }
  }
];

// src/rules/packs/python/silent-failure-hunter.ts
var BROAD_EXCEPTIONS3 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
function readExceptClause(clause) {
  const body = clause.namedChildren.find((child) => child.type === "block");
  let value = clause.childForFieldName("value") ?? clause.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
  if (value?.type === "as_pattern") value = value.namedChildren[0];
  const types = value?.type === "tuple" || value?.type === "parenthesized_expression" ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName3(type).at(-1) ?? type.text), body };
}
function isBroad(clause) {
  return clause.caught.length === 0 || clause.caught.some((name) => BROAD_EXCEPTIONS3.has(name));
}
function doesNothing(statement) {
  if (statement.type === "pass_statement" || statement.type === "continue_statement") return true;
  return expressionOf(statement)?.type === "ellipsis";
}
function guardedBy2(clause) {
  const tryBody = clause.parent?.childForFieldName("body");
  const first = tryBody ? statementsOf3(tryBody)[0] : void 0;
  return first ? `\`${excerpt(first.text, 50)}\`` : "the try block";
}
var LOGGER_OBJECT4 = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger|traceback|warnings)$/;
function isLoggingStatement3(statement) {
  const expression = expressionOf(statement);
  if (expression?.type !== "call") return false;
  const path = calleePath3(expression);
  if (path.length === 1) return path[0] === "print";
  return LOGGER_OBJECT4.test(path[path.length - 2] ?? "");
}
function narrowBareExcept(target) {
  const text = target.lines[target.line - 1] ?? "";
  const bare = /^(\s*)except\s*:(.*)$/.exec(text);
  if (!bare) return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [`${bare[1] ?? ""}except Exception:${bare[2] ?? ""}`] };
}
var pythonSilentFailureHunterRules = [
  {
    id: "silent-failure/empty-catch",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 85,
    languages: ["python"],
    category: "error-handling",
    message: "`{{handler}}` silently discards any error raised by {{guarded}}.",
    recommendation: "Catch the specific exception you expect and handle it (recover, retry, or return a failure the caller sees), or let it propagate. If ignoring it is intended, catch the narrow type and say why in a comment.",
    query: "(except_clause) @target",
    check: ({ target, context }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf3(clause.body) : [];
      if (!isBroad(clause) || statements.length === 0 || !statements.every(doesNothing)) return false;
      const details = { handler: excerpt(`${target.text.split(":", 1)[0] ?? "except"}: ${statements[0]?.text ?? "pass"}`, 50), guarded: guardedBy2(target) };
      const explained = clause.body?.namedChildren.some((child) => child.type === "comment") ?? false;
      return explained ? { details, severity: "low", confidence: 50 } : { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        "try:\n    send_receipt(order)\nexcept Exception:\n    pass",
        "try:\n    cache.invalidate(key)\nexcept:\n    pass",
        "for row in rows:\n    try:\n        load(row)\n    except BaseException:\n        continue"
      ],
      noMatch: [
        "try:\n    del cache[key]\nexcept KeyError:\n    pass",
        'try:\n    send_receipt(order)\nexcept Exception:\n    logger.exception("receipt failed")\n    raise',
        "try:\n    value = int(raw)\nexcept Exception:\n    return None"
      ]
    }
  },
  {
    id: "silent-failure/bare-except",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 90,
    languages: ["python"],
    category: "error-handling",
    message: "Bare `except:` around {{guarded}} also catches `KeyboardInterrupt` and `SystemExit`, so Ctrl-C and `sys.exit()` stop working there.",
    recommendation: "Catch `Exception` (or, better, the specific exceptions you expect).",
    query: "(except_clause) @target",
    check: ({ target }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf3(clause.body) : [];
      const last = statements.at(-1);
      if (clause.caught.length > 0 || statements.every(doesNothing) || last?.type === "raise_statement" && last.namedChildCount === 0) {
        return false;
      }
      return { details: { guarded: guardedBy2(target) } };
    },
    fix: narrowBareExcept,
    examples: {
      match: ["try:\n    rows = fetch(url)\nexcept:\n    rows = []", "try:\n    return json.loads(raw)\nexcept:  # bad payload\n    return {}"],
      noMatch: [
        "try:\n    rows = fetch(url)\nexcept Exception:\n    rows = []",
        "try:\n    write(path)\nexcept:\n    cleanup(path)\n    raise",
        "try:\n    write(path)\nexcept:\n    pass"
      ]
    }
  },
  {
    id: "silent-failure/log-only-catch",
    agent: "silent-failure-hunter",
    dimension: "correctness",
    severity: "medium",
    confidence: 65,
    languages: ["python"],
    category: "error-handling",
    message: "The handler only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.",
    recommendation: "After logging, re-raise, return a value the caller can check, or record the failure where the caller looks. Logging alone leaves callers working with missing data.",
    query: "(except_clause) @target",
    check: ({ target, context }) => {
      const clause = readExceptClause(target);
      const statements = clause.body ? statementsOf3(clause.body) : [];
      const first = statements[0];
      if (!isBroad(clause) || !first || !statements.every(isLoggingStatement3)) return false;
      const expression = (statement) => expressionOf(statement) ?? statement;
      const hidden = statements.every((statement) => HIDDEN_LOG_LEVEL.test(calleePath3(expression(statement)).at(-1) ?? ""));
      return {
        details: { logged: excerpt(first.text, 50), guarded: guardedBy2(target) },
        ...hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {},
        ...severityInSensitiveArea(context.path)
      };
    },
    examples: {
      match: [
        'try:\n    charge(card, amount)\nexcept Exception as error:\n    logger.error("charge failed: %s", error)',
        'try:\n    sync()\nexcept Exception:\n    logging.exception("sync failed")'
      ],
      noMatch: [
        'try:\n    charge(card, amount)\nexcept Exception:\n    logger.exception("charge failed")\n    raise',
        'try:\n    value = parse(raw)\nexcept ValueError as error:\n    logger.warning("bad value: %s", error)'
      ]
    }
  }
];

// src/rules/packs/python/test-analyzer.ts
function isTestFunction(fn) {
  if (!/^test/.test(fn.childForFieldName("name")?.text ?? "")) return false;
  if (!isMethod(fn)) return fn.parent?.type === "module" || fn.parent?.parent?.type === "module";
  let owner = fn.parent;
  while (owner && owner.type !== "class_definition") owner = owner.parent;
  const className = owner?.childForFieldName("name")?.text ?? "";
  const bases = owner?.childForFieldName("superclasses")?.text ?? "";
  return /^Test/.test(className) || /TestCase/.test(bases);
}
var ASSERTION_CALL = /^(expect|verify|check|ensure|should|fail|must)|assert/i;
var ASSERTING_CONTEXTS = /^(pytest\.)?(raises|warns|deprecated_call)$|assertRaises|assertWarns|assertLogs/;
var SELF_CHECKING_FIXTURES = /* @__PURE__ */ new Set(["benchmark", "snapshot", "snapshot_json", "data_regression", "file_regression", "num_regression"]);
var HELPER_MODULE = /(^|\.)(tests?|testing|helpers?|support|scenarios?|fixtures?|conftest|utils?)(\.|$)/;
var assertingHelpers2 = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const line of context.lines) {
    const definition = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line);
    if (definition?.[1] && !/^test/.test(definition[1])) names.add(definition[1]);
    const imported = /^\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+)\)?/.exec(line);
    if (imported?.[1] && imported[2] && HELPER_MODULE.test(imported[1])) {
      for (const name of imported[2].split(",")) names.add(name.trim().split(/\s+as\s+/).at(-1) ?? "");
    }
  }
  return names;
});
function holdsAssertOrRaise(body) {
  for (const match of body.text.matchAll(/assert|raise/g)) {
    const start = body.startIndex + match.index;
    const type = body.namedDescendantForIndex(start, start + match[0].length)?.type;
    if (type === "assert_statement" || type === "raise_statement") return true;
  }
  return false;
}
function assertsSomething(fn, helpers) {
  const body = fn.childForFieldName("body");
  if (!body) return false;
  if (holdsAssertOrRaise(body)) return true;
  const assertingCall = body.descendantsOfType("call").some((call) => {
    const path = calleePath3(call);
    const name = path.at(-1) ?? "";
    return ASSERTION_CALL.test(name) || ASSERTING_CONTEXTS.test(path.join(".")) || helpers.has(name);
  });
  if (assertingCall) return true;
  const statements = body.namedChildren.filter((child) => child.type !== "comment" && !(child.type === "expression_statement" && child.namedChildren[0]?.type === "string"));
  return statements.length > 0 && statements.every((child) => child.type === "import_statement" || child.type === "import_from_statement");
}
function isUnconditionalSkip(decorator) {
  const expression = decorator.type === "call" ? decorator.childForFieldName("function") : decorator;
  const path = expression ? dottedName3(expression).join(".") : "";
  return path === "pytest.mark.skip" || path === "unittest.skip" || path === "skip";
}
var SLEEP_CALLS = /* @__PURE__ */ new Set(["time.sleep", "sleep", "asyncio.sleep", "trio.sleep", "anyio.sleep", "gevent.sleep"]);
var FAKE_CLOCK = /freezegun|freeze_time|time_machine|patch\(\s*["'](time\.sleep|asyncio\.sleep)|setattr\(\s*time\s*,\s*["']sleep/;
var usesFakeClock = perFile((context) => context.lines.some((line) => FAKE_CLOCK.test(line)));
function pollsInLoop3(call) {
  for (let node = call.parent; node && node.type !== "function_definition"; node = node.parent) {
    if (node.type === "while_statement" || node.type === "for_statement") return true;
  }
  return false;
}
var SMOKE_TEST_NOTE = /(#|"""|''').*\b(raise|raises|crash|crashes|fail|fails|error|errors|exception)\b/i;
var pythonTestAnalyzerRules = [
  {
    id: "test/no-assertion",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 80,
    languages: ["python"],
    files: "test",
    category: "test-quality",
    message: "Test `{{name}}` has no assertion: it passes whatever the code does, unless it raises.",
    recommendation: "Assert on the outcome (`assert result == expected`, `pytest.raises(...)`, `mock.assert_called_once_with(...)`).",
    query: '(function_definition name: (identifier) @name (#match? @name "^test")) @target',
    check: ({ target, context }) => {
      if (!isTestFunction(target)) return false;
      const helpers = assertingHelpers2(context);
      if (assertsSomething(target, helpers)) return false;
      if (parametersOf(target).some((parameter) => SELF_CHECKING_FIXTURES.has(parameter.name))) return false;
      const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName("name")?.text);
      if (earlier && !assertsSomething(earlier, helpers)) return false;
      const smokeTest = SMOKE_TEST_NOTE.test(target.childForFieldName("body")?.text ?? "") ? { confidence: 60 } : {};
      if (earlier) return { line: target.startPosition.row + 1, onConstruct: true, confidence: 70, ...smokeTest };
      return context.isChanged(target.startPosition.row + 1) && smokeTest;
    },
    examples: {
      match: [
        'def test_creates_order(client):\n    client.post("/orders", json={"id": 1})',
        'class TestCart:\n    def test_adds_item(self):\n        cart = Cart()\n        cart.add(Item("book"))',
        "def test_pending():\n    pass"
      ],
      noMatch: [
        'def test_creates_order(client):\n    response = client.post("/orders", json={"id": 1})\n    assert response.status_code == 201',
        "def test_rejects_negative():\n    with pytest.raises(ValueError):\n        withdraw(-1)",
        "class CartTest(unittest.TestCase):\n    def test_total(self):\n        self.assertEqual(Cart().total(), 0)",
        "def test_notifies(mailer):\n    notify(user)\n    mailer.send.assert_called_once()",
        "def check_total(cart, expected):\n    assert cart.total() == expected\n\ndef test_total():\n    check_total(Cart(), 0)",
        "def test_parse_speed(benchmark):\n    benchmark(parse, SAMPLE)",
        'from tests.scenarios import run_scenario\n\ndef test_checkout():\n    run_scenario("checkout.yaml")'
      ]
    }
  },
  {
    id: "test/skipped-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 80,
    languages: ["python"],
    files: "test",
    category: "test-quality",
    message: "Skipped test `{{name}}` ({{decorator}}) will not run in CI.",
    recommendation: "Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.",
    query: "(decorated_definition (decorator) @decorator definition: [(function_definition) (class_definition)] @definition) @target",
    check: ({ captures }) => {
      const { decorator, definition } = captures;
      const expression = decorator?.namedChildren[0];
      if (!decorator || !definition || !expression || !isUnconditionalSkip(expression)) return false;
      return { line: decorator.startPosition.row + 1, details: { name: definition.childForFieldName("name")?.text ?? "?", decorator: excerpt(decorator.text, 50) } };
    },
    examples: {
      match: ['@pytest.mark.skip(reason="flaky")\ndef test_refund():\n    assert refund() == 0', '@unittest.skip("broken on CI")\ndef test_upload(self):\n    self.assertTrue(upload())'],
      noMatch: [
        '@pytest.mark.skipif(sys.platform == "win32", reason="posix only")\ndef test_symlink():\n    assert link()',
        '@pytest.mark.parametrize("n", [1, 2])\ndef test_double(n):\n    assert double(n) == 2 * n'
      ]
    }
  },
  {
    id: "test/sleep-in-test",
    agent: "test-analyzer",
    dimension: "testing",
    severity: "medium",
    confidence: 85,
    languages: ["python"],
    files: "test",
    category: "test-quality",
    message: "The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.",
    recommendation: "Wait for the condition itself (poll with a timeout, join the thread, await the event), or control time with `freezegun`/`time-machine` or an injected clock.",
    query: '(call function: [(identifier) (attribute)] @callee arguments: (argument_list . (_) @duration) (#match? @callee "sleep$")) @target',
    // The query requires a callee whose text ends in `sleep`.
    textGate: /sleep/,
    check: ({ target, captures, context }) => {
      const { callee, duration } = captures;
      if (!callee || !duration || !SLEEP_CALLS.has(dottedName3(callee).join("."))) return false;
      if (/^0(\.0*)?$/.test(duration.text) || usesFakeClock(context)) return false;
      let fn = target.parent;
      while (fn && fn.type !== "function_definition" && fn.type !== "lambda") fn = fn.parent;
      if (fn?.type !== "function_definition" || !isTestFunction(fn)) return false;
      return { details: { target: excerpt(target.text, 40) }, ...pollsInLoop3(target) ? { confidence: 60 } : {} };
    },
    examples: {
      match: ['def test_expires(cache):\n    cache.set("k", 1, ttl=1)\n    time.sleep(2)\n    assert cache.get("k") is None', "async def test_retries():\n    start()\n    await asyncio.sleep(0.5)\n    assert calls == 2"],
      noMatch: [
        "async def test_yields():\n    await asyncio.sleep(0)\n    assert done",
        'def test_timeout(server):\n    def slow_handler(request):\n        time.sleep(2)\n        return Response()\n    server.route("/", slow_handler)\n    with pytest.raises(Timeout):\n        fetch(server.url)',
        "def wait_a_bit():\n    time.sleep(1)",
        '@freeze_time("2024-01-01")\ndef test_expires(cache):\n    time.sleep(2)\n    assert cache.get("k") is None'
      ]
    }
  }
];

// src/rules/packs/python/type-design-analyzer.ts
var MIN_OTHER_FUNCTIONS = 3;
var TYPED_SHARE = 0.75;
function isModuleOrClassLevel(fn) {
  const container = fn.parent?.type === "decorated_definition" ? fn.parent.parent : fn.parent;
  return container?.type === "module" || isMethod(fn);
}
function annotatable(fn) {
  const parameters = parametersOf(fn);
  return isMethod(fn) && parameters[0] && /^(self|cls|mcs|metacls)$/.test(parameters[0].name) ? parameters.slice(1) : parameters;
}
function missingAnnotations(fn) {
  const missing = annotatable(fn).filter((parameter) => !parameter.annotated).map((parameter) => `\`${parameter.kind === "args" ? "*" : parameter.kind === "kwargs" ? "**" : ""}${parameter.name}\``);
  const name = fn.childForFieldName("name")?.text;
  const exemptReturn = name === "__init__" && missing.length === 0 && annotatable(fn).length > 0;
  if (!fn.childForFieldName("return_type") && !exemptReturn) missing.push("the return type");
  return missing;
}
var annotationCounts = perFile((context) => {
  const functions = context.root.descendantsOfType("function_definition").filter(isModuleOrClassLevel);
  return { functions: functions.length, typed: functions.filter((fn) => missingAnnotations(fn).length === 0).length };
});
var pythonTypeDesignAnalyzerRules = [
  {
    id: "type-design/missing-annotations",
    agent: "type-design-analyzer",
    dimension: "correctness",
    severity: "low",
    confidence: 80,
    languages: ["python"],
    files: "source",
    category: "type-safety",
    message: "`{{name}}` leaves {{missing}} unannotated, in a module where {{typed}} of the {{others}} other functions are fully annotated.",
    recommendation: "Annotate the parameters and the return type, so the type checker covers this function like the rest of the module.",
    query: "(function_definition) @target",
    check: ({ target, context }) => {
      if (!context.isChanged(target.startPosition.row + 1) || !isModuleOrClassLevel(target)) return false;
      const missing = missingAnnotations(target);
      if (missing.length === 0) return false;
      const file = annotationCounts(context);
      const others = file.functions - 1;
      if (others < MIN_OTHER_FUNCTIONS || file.typed < others * TYPED_SHARE) return false;
      return {
        details: { name: target.childForFieldName("name")?.text ?? "?", missing: missing.join(", "), typed: String(file.typed), others: String(others) }
      };
    },
    examples: {
      match: [
        "def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)"
      ],
      noMatch: [
        "def load(path):\n    return {}\n\ndef save(path, data):\n    pass\n\ndef remove(path) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)",
        'class Store:\n    def __init__(self, root: str):\n        self.root = root\n\n    def load(self, key: str) -> bytes:\n        return b""\n\n    def save(self, key: str, data: bytes) -> None:\n        pass\n\n    def drop(self, key: str) -> None:\n        pass',
        "def rename(old, new):\n    return move(old, new)"
      ]
    }
  }
];

// src/rules/rule-registry.ts
var RULES = [
  ...commonCodeReviewerRules,
  ...commonCommentAnalyzerRules,
  ...javascriptCodeReviewerRules,
  ...javascriptSilentFailureHunterRules,
  ...javascriptMadeUpFallbackRules,
  ...javascriptCodeSimplifierRules,
  ...javascriptTestAnalyzerRules,
  ...javascriptCommentAnalyzerRules,
  ...javascriptTypeDesignAnalyzerRules,
  ...pythonCodeReviewerRules,
  ...pythonSilentFailureHunterRules,
  ...pythonMadeUpFallbackRules,
  ...pythonBroadSuppressRules,
  ...pythonCodeSimplifierRules,
  ...pythonTestAnalyzerRules,
  ...pythonCommentAnalyzerRules,
  ...pythonTypeDesignAnalyzerRules,
  ...goCodeReviewerRules,
  ...goSilentFailureHunterRules,
  ...goMadeUpFallbackRules,
  ...goCodeSimplifierRules,
  ...goTestAnalyzerRules,
  ...goCommentAnalyzerRules
];
var CHANGE_RULES = [...commonTestAnalyzerChangeRules, ...commonCodeSimplifierChangeRules];
var RULE_IDS = new Set([...RULES, ...CHANGE_RULES].map((rule) => rule.id));
function selectRules(rules, selection = {}) {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter(
    (rule) => !disabled.has(rule.id) && (selection.agents === void 0 || selection.agents.includes(rule.agent))
  );
}
function languagesWithRules(selection = {}) {
  return new Set(selectRules(RULES, selection).flatMap((rule) => rule.languages));
}
function findRule(id, language) {
  return RULES.find((rule) => rule.id === id && rule.languages.includes(language));
}

// src/config/closest-match.ts
function closestMatch(text, candidates) {
  const allowed = Math.max(2, Math.floor(text.length / 3));
  let best;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - text.length) > allowed) continue;
    const distance = editDistance(text, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export {
  AGENT_NAMES,
  ReviewerNameSchema,
  isBuiltInAgent,
  SEVERITIES,
  SeveritySchema,
  DIMENSIONS,
  DimensionSchema,
  DIMENSION_PREFIX,
  CandidateFindingSchema,
  FindingSchema,
  HiddenFindingSchema,
  severityRank,
  isAtOrAbove,
  TOKEN_SHAPE_GATE,
  leakedCredentialHit,
  fileRoleOf,
  isTestFile,
  JS_FAMILY,
  languageOf,
  excerpt,
  sensitiveAreaOf,
  RULES,
  CHANGE_RULES,
  RULE_IDS,
  selectRules,
  languagesWithRules,
  findRule,
  closestMatch
};
