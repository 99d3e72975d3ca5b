import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  flattenChangeRuleFolders
} from "./chunk-7D2FMOYO.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";
import {
  fileRoleOf
} from "./chunk-YWK67LT6.js";

// src/rules/catalog/simplify/duplicated-block/rule.ts
var rule = {
  id: "simplify/duplicated-block",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 80,
  category: "duplication",
  recommendation: "Extract the shared lines into one function (or a loop over the differing values) and call it from both places.",
  documentation: {
    finds: "6 or more identical lines added twice in the change.",
    why: "A fix to one copy misses the other.",
    wrongWhen: "Reported as info; generated code and tables are common false alarms.",
    origin: "Copy-paste detectors (PMD CPD, jscpd)."
  }
};

// src/rules/catalog/simplify/duplicated-block/change.ts
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
        hits.push({
          file: file.path,
          line,
          description: `This block repeats ${where}, also added in this change: the logic now has to be kept in sync twice.`
        });
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
var implementation = {
  check: findDuplicates
};

// src/rules/catalog/test/missing-test-change/rule.ts
var rule2 = {
  id: "test/missing-test-change",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "low",
  confidence: 70,
  category: "test-coverage",
  recommendation: "Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.",
  documentation: {
    finds: "Source files changed with no test file changed.",
    why: "Changed behaviour without a test is not known to work.",
    wrongWhen: "Refactors and documentation-only changes; say in the pull request why no test is needed.",
    origin: "Code-review checklists (Google's engineering practices)."
  }
};

// src/rules/catalog/test/missing-test-change/change.ts
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
var implementation2 = {
  check: (files) => {
    if (files.some((file) => fileRoleOf(file.path) === "test")) return [];
    const code = files.filter((file) => file.status !== "deleted" && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === "source");
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
};

// src/rules/catalog/change-rules.ts
var CHANGE_RULE_TABLE = [
  [rule, implementation],
  [rule2, implementation2]
];
var CHANGE_RULE_FOLDERS = CHANGE_RULE_TABLE.map(([rule3, change]) => ({ rule: rule3, change }));

// src/rules/catalog/rule-index.ts
var FILE_RULE_SUMMARIES = [
  { id: "comment/commented-out-code", agent: "comment-analyzer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "comment/stale-param-doc", agent: "comment-analyzer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "comment/todo-without-issue", agent: "comment-analyzer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/address-compared-with-nil", agent: "code-reviewer", languages: ["go"] },
  { id: "review/always-true-inequality", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/always-zero", agent: "code-reviewer", languages: ["go"] },
  { id: "review/anchored-alternation", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/append-nothing", agent: "code-reviewer", languages: ["go"] },
  { id: "review/array-callback-return", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/assert-string-literal", agent: "code-reviewer", languages: ["python"] },
  { id: "review/assert-tuple", agent: "code-reviewer", languages: ["python"] },
  { id: "review/assignment-in-condition", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/async-promise-executor", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/atomic-result-assigned", agent: "code-reviewer", languages: ["go"] },
  { id: "review/await-in-foreach", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/bad-except-order", agent: "code-reviewer", languages: ["python"] },
  { id: "review/bare-raise-outside-except", agent: "code-reviewer", languages: ["python"] },
  { id: "review/bidirectional-control", agent: "code-reviewer", languages: ["python"] },
  { id: "review/boolean-sort-comparator", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/busy-loop", agent: "code-reviewer", languages: ["go"] },
  { id: "review/call-signature-mismatch", agent: "code-reviewer", languages: ["python"] },
  { id: "review/class-called-without-new", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/command-string-as-program", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "go"] },
  { id: "review/console-log", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/const-repeats-value", agent: "code-reviewer", languages: ["go"] },
  { id: "review/constant-binary-expression", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/conversion-of-comparison", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/copy-paste-slip", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/debug-print", agent: "code-reviewer", languages: ["python", "go"] },
  { id: "review/debugger", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/decimal-file-mode", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/defer-before-error-check", agent: "code-reviewer", languages: ["go"] },
  { id: "review/defer-in-loop", agent: "code-reviewer", languages: ["go"] },
  { id: "review/deferred-cleanup-not-called", agent: "code-reviewer", languages: ["go"] },
  { id: "review/deferred-lock", agent: "code-reviewer", languages: ["go"] },
  { id: "review/deferred-time-since", agent: "code-reviewer", languages: ["go"] },
  { id: "review/dereference-after-nil-check", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/discarded-pure-result", agent: "code-reviewer", languages: ["go"] },
  { id: "review/duplicate-case", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/duplicate-except", agent: "code-reviewer", languages: ["python"] },
  { id: "review/duplicate-key", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/duplicate-method", agent: "code-reviewer", languages: ["javascript", "python"] },
  { id: "review/duration-times-duration", agent: "code-reviewer", languages: ["go"] },
  { id: "review/empty-critical-section", agent: "code-reviewer", languages: ["go"] },
  { id: "review/error-not-wrapped", agent: "code-reviewer", languages: ["go"] },
  { id: "review/errors-is-order", agent: "code-reviewer", languages: ["go"] },
  { id: "review/eval", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/except-or", agent: "code-reviewer", languages: ["python"] },
  { id: "review/exception-not-raised", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/floating-promise", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/for-direction", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "go"] },
  { id: "review/for-in-over-array", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/format-argument-count", agent: "code-reviewer", languages: ["python", "go"] },
  { id: "review/format-on-print", agent: "code-reviewer", languages: ["python"] },
  { id: "review/get-with-body", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/goroutines-share-variable", agent: "code-reviewer", languages: ["go"] },
  { id: "review/hardcoded-secret", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/hash-of-type", agent: "code-reviewer", languages: ["python"] },
  { id: "review/identical-branches", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/identical-condition", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/identical-operands", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/if-tuple", agent: "code-reviewer", languages: ["python"] },
  { id: "review/implicit-string-concatenation", agent: "code-reviewer", languages: ["python"] },
  { id: "review/impossible-length-comparison", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/impossible-platform", agent: "code-reviewer", languages: ["go"] },
  { id: "review/ineffective-break", agent: "code-reviewer", languages: ["go"] },
  { id: "review/init-return-value", agent: "code-reviewer", languages: ["python"] },
  { id: "review/interpolated-format-string", agent: "code-reviewer", languages: ["python"] },
  { id: "review/invalid-format-string", agent: "code-reviewer", languages: ["python"] },
  { id: "review/invalid-regex", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/invalid-typeof", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/is-literal", agent: "code-reviewer", languages: ["python"] },
  { id: "review/late-binding-closure", agent: "code-reviewer", languages: ["python", "go"] },
  { id: "review/leaked-credential", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/lock-copied", agent: "code-reviewer", languages: ["go"] },
  { id: "review/logical-switch-case", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/loop-variable-overrides-iterable", agent: "code-reviewer", languages: ["python"] },
  { id: "review/loose-equality", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/loose-null-equality", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/lossy-integer-conversion", agent: "code-reviewer", languages: ["go"] },
  { id: "review/lost-cancel", agent: "code-reviewer", languages: ["go"] },
  { id: "review/lost-regex-escape", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/malformed-struct-tag", agent: "code-reviewer", languages: ["go"] },
  { id: "review/method-without-self", agent: "code-reviewer", languages: ["python"] },
  { id: "review/missing-f-prefix", agent: "code-reviewer", languages: ["python"] },
  { id: "review/missing-replacement-group", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/mixed-case-range", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/mutable-default-argument", agent: "code-reviewer", languages: ["python"] },
  { id: "review/mutated-while-iterating", agent: "code-reviewer", languages: ["python"] },
  { id: "review/nan-comparison", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/never-closed", agent: "code-reviewer", languages: ["go"] },
  { id: "review/nonexistent-operator", agent: "code-reviewer", languages: ["python"] },
  { id: "review/numeric-default-sort", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/object-in-string", agent: "code-reviewer", languages: ["typescript", "tsx"] },
  { id: "review/off-by-one-index", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/overly-large-range", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/overwritten-element", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/parameter-no-longer-read", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/promise-as-condition", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/query-copy-modified", agent: "code-reviewer", languages: ["go"] },
  { id: "review/raise-not-implemented", agent: "code-reviewer", languages: ["python"] },
  { id: "review/range-value-address", agent: "code-reviewer", languages: ["go"] },
  { id: "review/recursion-on-same-argument", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/recursive-accessor", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/regex-flags-as-count", agent: "code-reviewer", languages: ["python"] },
  { id: "review/removal-skips-next", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/replace-first-only", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/response-after-answer", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "go"] },
  { id: "review/seek-arguments-swapped", agent: "code-reviewer", languages: ["go"] },
  { id: "review/self-assignment", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/self-reassigned", agent: "code-reviewer", languages: ["python"] },
  { id: "review/shared-fill-element", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/shell-injection", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/singledispatch-mismatch", agent: "code-reviewer", languages: ["python"] },
  { id: "review/sleep-without-unit", agent: "code-reviewer", languages: ["go"] },
  { id: "review/slog-key-without-value", agent: "code-reviewer", languages: ["go"] },
  { id: "review/special-method-signature", agent: "code-reviewer", languages: ["python"] },
  { id: "review/sql-injection", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/static-comprehension-key", agent: "code-reviewer", languages: ["python"] },
  { id: "review/strip-with-substring", agent: "code-reviewer", languages: ["python", "go"] },
  { id: "review/super-init-not-called", agent: "code-reviewer", languages: ["python"] },
  { id: "review/swapped-arguments", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/syntax-error", agent: "code-reviewer", languages: ["python"] },
  { id: "review/time-layout", agent: "code-reviewer", languages: ["go"] },
  { id: "review/unassigned-variable", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/unbound-local", agent: "code-reviewer", languages: ["python"] },
  { id: "review/unbound-method", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/unbuffered-signal-channel", agent: "code-reviewer", languages: ["go"] },
  { id: "review/unchecked-type-assertion", agent: "code-reviewer", languages: ["go"] },
  { id: "review/undefined-export", agent: "code-reviewer", languages: ["python"] },
  { id: "review/undefined-name", agent: "code-reviewer", languages: ["javascript", "typescript", "tsx", "python"] },
  { id: "review/unescaped-decimal-dot", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/unescaped-host-dot", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/unreachable-loop", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/unsafe-negation", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/unsafe-optional-chaining", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript"] },
  { id: "review/untrappable-signal", agent: "code-reviewer", languages: ["go"] },
  { id: "review/unused-loop-index", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/useless-comparison", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "review/useless-with-lock", agent: "code-reviewer", languages: ["python"] },
  { id: "review/value-receiver-assignment", agent: "code-reviewer", languages: ["go"] },
  { id: "review/version-compared-as-text", agent: "code-reviewer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "review/waitgroup-add-in-goroutine", agent: "code-reviewer", languages: ["go"] },
  { id: "review/walrus-binds-comparison", agent: "code-reviewer", languages: ["python"] },
  { id: "review/wrong-super-call", agent: "code-reviewer", languages: ["python"] },
  { id: "review/zero-count", agent: "code-reviewer", languages: ["go"] },
  { id: "silent-failure/bare-except", agent: "silent-failure-hunter", languages: ["python"] },
  { id: "silent-failure/broad-suppress", agent: "silent-failure-hunter", languages: ["python"] },
  { id: "silent-failure/empty-catch", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "silent-failure/empty-error-check", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript", "go"] },
  { id: "silent-failure/ignored-error", agent: "silent-failure-hunter", languages: ["go"] },
  { id: "silent-failure/log-only-catch", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "silent-failure/log-only-error-check", agent: "silent-failure-hunter", languages: ["go"] },
  { id: "silent-failure/made-up-fallback", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "silent-failure/return-in-finally", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "silent-failure/swallowed-rejection", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript"] },
  { id: "silent-failure/unawaited-return-in-try", agent: "silent-failure-hunter", languages: ["typescript", "tsx", "javascript"] },
  { id: "silent-failure/unchecked-error", agent: "silent-failure-hunter", languages: ["go"] },
  { id: "silent-failure/unchecked-iteration-error", agent: "silent-failure-hunter", languages: ["go"] },
  { id: "silent-failure/wrong-error-checked", agent: "silent-failure-hunter", languages: ["go"] },
  { id: "simplify/boolean-literal-comparison", agent: "code-simplifier", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "simplify/deep-nesting", agent: "code-simplifier", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "simplify/long-function", agent: "code-simplifier", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "simplify/nested-ternary", agent: "code-simplifier", languages: ["typescript", "tsx", "javascript", "python"] },
  { id: "test/benchmark-n-assigned", agent: "test-analyzer", languages: ["go"] },
  { id: "test/duplicate-test-name", agent: "test-analyzer", languages: ["python"] },
  { id: "test/fatal-in-goroutine", agent: "test-analyzer", languages: ["go"] },
  { id: "test/focused-test", agent: "test-analyzer", languages: ["typescript", "tsx", "javascript"] },
  { id: "test/no-assertion", agent: "test-analyzer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "test/skipped-test", agent: "test-analyzer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "test/sleep-in-test", agent: "test-analyzer", languages: ["typescript", "tsx", "javascript", "python", "go"] },
  { id: "type-design/double-cast", agent: "type-design-analyzer", languages: ["typescript", "tsx"] },
  { id: "type-design/explicit-any", agent: "type-design-analyzer", languages: ["typescript", "tsx"] },
  { id: "type-design/missing-annotations", agent: "type-design-analyzer", languages: ["python"] },
  { id: "type-design/mutable-export", agent: "type-design-analyzer", languages: ["typescript", "tsx", "javascript"] },
  { id: "type-design/non-exhaustive-switch", agent: "type-design-analyzer", languages: ["typescript", "tsx"] },
  { id: "type-design/non-null-chain", agent: "type-design-analyzer", languages: ["typescript", "tsx"] }
];

// src/rules/rule-selection.ts
var CHANGE_RULES = flattenChangeRuleFolders(CHANGE_RULE_FOLDERS);
var RULE_IDS = new Set([...FILE_RULE_SUMMARIES, ...CHANGE_RULES].map((rule3) => rule3.id));
function selectRules(rules, selection = {}) {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter((rule3) => !disabled.has(rule3.id) && (selection.agents === void 0 || selection.agents.includes(rule3.agent)));
}
function languagesWithRules(selection = {}) {
  return new Set(selectRules(FILE_RULE_SUMMARIES, selection).flatMap((rule3) => rule3.languages));
}

export {
  CHANGE_RULES,
  RULE_IDS,
  selectRules,
  languagesWithRules
};
