import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-HLPW6TWX.js";
import {
  isTestData
} from "./chunk-YWK67LT6.js";
import {
  __toESM
} from "./chunk-NE6RTQ5N.js";

// src/orchestrator/cancelled-error.ts
var CancelledError = class extends Error {
  constructor() {
    super("review cancelled");
    this.name = "CancelledError";
  }
};

// src/diff/scope.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var MAX_FILE_CHANGED_LINES = 5e3;
var MAX_REVIEWED_FILES = 300;
var MAX_REVIEWED_CHANGED_LINES = 3e4;
var GENERATED_MARKER_LINES = 10;
var SECRET_FILE_NAMES = [".env", ".env.*", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_dsa*", "id_ecdsa*", "id_ed25519*"];
var LOCKFILE_GLOBS = [
  "**/package-lock.json",
  "**/npm-shrinkwrap.json",
  "**/yarn.lock",
  "**/pnpm-lock.yaml",
  "**/bun.lockb",
  "**/Cargo.lock",
  "**/go.sum",
  "**/poetry.lock",
  "**/Pipfile.lock",
  "**/Gemfile.lock",
  "**/composer.lock"
];
var DEFAULT_EXCLUDED_GLOBS = [
  ...LOCKFILE_GLOBS,
  "**/dist/**",
  "**/build/**",
  "**/vendor/**",
  "**/node_modules/**",
  "**/third_party/**",
  "**/*.min.js",
  "**/*.min.css",
  "**/*.map"
];
var GENERATED_MARKERS = [
  { pattern: /@generated\b/, label: "@generated" },
  { pattern: /\bCode generated\b.*\bDO NOT EDIT\b/, label: "Code generated \u2026 DO NOT EDIT" },
  { pattern: /auto-?generated/i, label: "auto-generated" },
  { pattern: /\bdo not edit\b/i, label: "do not edit" }
];
function compile(globs) {
  return globs.map((glob) => ({ glob, matches: (0, import_picomatch.default)(glob, { dot: true }) }));
}
function firstMatch(matchers, path) {
  return matchers.find((matcher) => matcher.matches(path))?.glob;
}
function fileName(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function prefixFromDiff(file) {
  const first = file.hunks[0];
  if (!first || first.newStart > 1) return void 0;
  const lines = [];
  for (const line of first.lines) {
    if (line.kind !== "delete") lines.push(line.content);
    if (lines.length === GENERATED_MARKER_LINES) break;
  }
  return lines.join("\n");
}
function generatedMarker(file, headPrefix) {
  const prefix = (file.status === "added" ? void 0 : headPrefix?.(file.path)) ?? prefixFromDiff(file);
  if (prefix === void 0) return void 0;
  const head = prefix.split("\n", GENERATED_MARKER_LINES).join("\n");
  return GENERATED_MARKERS.find((marker) => marker.pattern.test(head))?.label;
}
function baseHeader(file, headText) {
  const head = headText?.split("\n");
  const base = [];
  let nextNew = 1;
  const keepHeadUpTo = (end) => {
    for (; nextNew < end && base.length < GENERATED_MARKER_LINES; nextNew += 1) {
      const text = head?.[nextNew - 1];
      if (text === void 0) return false;
      base.push(text);
    }
    return true;
  };
  for (const hunk of file.hunks) {
    if (!keepHeadUpTo(hunk.newLines > 0 ? hunk.newStart : hunk.newStart + 1)) return void 0;
    for (const line of hunk.lines) {
      if (base.length >= GENERATED_MARKER_LINES) break;
      if (line.kind !== "add") base.push(line.content);
      if (line.newLine !== void 0) nextNew = line.newLine + 1;
    }
  }
  keepHeadUpTo(Infinity);
  return base.join("\n");
}
function generatedInBase(file, headPrefix) {
  if (file.status !== "modified") return false;
  const header = baseHeader(file, headPrefix?.(file.path));
  return header !== void 0 && GENERATED_MARKERS.some((marker) => marker.pattern.test(header));
}
function markerAddedByChange(file) {
  return file.hunks.some(
    (hunk) => hunk.lines.some(
      (line) => line.kind === "add" && line.newLine !== void 0 && line.newLine <= GENERATED_MARKER_LINES && GENERATED_MARKERS.some((marker) => marker.pattern.test(line.content))
    )
  );
}
function noTextualChangeDetail(file) {
  if (file.status === "mode-changed") return "only the file mode changed";
  if (file.hunks.length > 0) return void 0;
  if (file.status === "renamed" || file.status === "copied") return `${file.status} from '${file.oldPath}' without changes`;
  return "no changed lines";
}
function scopeChange(files, options = {}, headPrefix, sinceBase) {
  const secretNames = compile(SECRET_FILE_NAMES);
  const excluded = compile(options.exclude ?? []);
  const included = compile(options.include ?? []);
  const defaults = compile(options.defaultExclusions === false ? [] : DEFAULT_EXCLUDED_GLOBS);
  const maxFileChangedLines = options.maxFileChangedLines ?? MAX_FILE_CHANGED_LINES;
  const baseDiffs = sinceBase ? new Map(sinceBase.map((file) => [file.path, file])) : void 0;
  const skipped = /* @__PURE__ */ new Map();
  const gateOnly = [];
  const skip = (file, reason, detail) => {
    skipped.set(file, { path: file.path, reason, detail });
  };
  const candidates = [];
  for (const file of files) {
    const secret = firstMatch(secretNames, fileName(file.path)) ?? firstMatch(secretNames, fileName(file.oldPath ?? file.path));
    const exclude = firstMatch(excluded, file.path);
    const defaultExclusion = firstMatch(defaults, file.path);
    const noChange = noTextualChangeDetail(file);
    const changedLines = file.additions + file.deletions;
    if (secret !== void 0) skip(file, "secret-file", `matches '${secret}': files that may hold credentials are never reviewed`);
    else if (file.status === "deleted") skip(file, "deleted", "the file was deleted");
    else if (file.symlink) skip(file, "symlink", "a symbolic link: its target is a path, not code");
    else if (exclude !== void 0) skip(file, "excluded-by-config", `matches exclude '${exclude}'`);
    else if (included.length > 0 && firstMatch(included, file.path) === void 0) {
      skip(file, "not-included", `matches none of the include globs: ${included.map((matcher) => matcher.glob).join(", ")}`);
    } else if (defaultExclusion !== void 0) skip(file, "excluded-by-default", `matches default exclusion '${defaultExclusion}'`);
    else if (options.defaultExclusions !== false && isTestData(file.path)) {
      skip(file, "excluded-by-default", "test data (a `fixtures/` or `testdata/` folder): inputs that tests read, not code under review");
    } else if (file.binary) skip(file, "binary", "binary file");
    else if (noChange !== void 0) skip(file, "no-textual-change", noChange);
    else if (changedLines > maxFileChangedLines) {
      skip(file, "too-large", `${changedLines} changed lines; the per-file limit is ${maxFileChangedLines}`);
    } else {
      const marker = generatedMarker(file, headPrefix);
      const fromBase = baseDiffs ? baseDiffs.get(file.path) : file;
      if (marker === void 0) candidates.push(file);
      else if (fromBase && generatedInBase(fromBase, headPrefix) && !markerAddedByChange(fromBase)) {
        skip(file, "generated", `marked '${marker}' in its first ${GENERATED_MARKER_LINES} lines`);
      } else {
        gateOnly.push(file);
        const how = fromBase && markerAddedByChange(fromBase) ? " by this change" : ", but not generated at this path in the base";
        skip(file, "generated", `marked '${marker}'${how}: only findings at or above the gate are still reported`);
      }
    }
  }
  applyBudget(candidates, options, skip);
  return {
    files: files.filter((file) => !skipped.has(file)),
    notReviewed: files.flatMap((file) => skipped.get(file) ?? []),
    ...gateOnly.length > 0 ? { gateOnly } : {}
  };
}
function applyBudget(candidates, options, skip) {
  const maxFiles = options.maxFiles ?? MAX_REVIEWED_FILES;
  const maxChangedLines = options.maxChangedLines ?? MAX_REVIEWED_CHANGED_LINES;
  const byPath = [...candidates].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  let reviewedFiles = 0;
  let reviewedLines = 0;
  for (const file of byPath) {
    const changedLines = file.additions + file.deletions;
    if (reviewedFiles >= maxFiles) {
      skip(file, "over-budget", `the budget of ${maxFiles} reviewed files is used up`);
    } else if (reviewedLines + changedLines > maxChangedLines) {
      skip(file, "over-budget", `${changedLines} changed lines would exceed the budget of ${maxChangedLines} (${reviewedLines} used)`);
    } else {
      reviewedFiles++;
      reviewedLines += changedLines;
    }
  }
}

export {
  CancelledError,
  SECRET_FILE_NAMES,
  DEFAULT_EXCLUDED_GLOBS,
  scopeChange
};
