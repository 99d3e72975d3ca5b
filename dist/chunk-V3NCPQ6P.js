import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  DIMENSION_PREFIX,
  severityRank
} from "./chunk-BJFCXPES.js";

// src/report/describe-fix-loop.ts
var TERMINATION_WORDS = {
  no_changes: "no change to review",
  no_files_in_scope: "no changed file in scope",
  no_fixable_issues: "nothing left to fix",
  converged: "the same findings stayed open two rounds running",
  max_iterations: "max-review-iterations reached",
  issues_increased: "a round of fixes raised the number of findings, so its fixes were undone",
  user_cancelled: "interrupted",
  verification_failed: "a check failed before the review",
  insufficient_coverage: "too little of the change was reviewed",
  review_only: "no fix was tried",
  error: "stopped by an error"
};
function describeTermination(reason) {
  return TERMINATION_WORDS[reason] ?? reason.replace(/_/g, " ");
}
function describeFixIterations(summary) {
  const rounds = Math.max(0, summary.total_iterations - 1);
  return `${rounds} fix iteration${rounds === 1 ? "" : "s"}`;
}

// src/report/visible-findings.ts
function findingViewOf(report) {
  return { showInfo: report.summary.show_info || report.summary.gate.fail_on === "info" };
}
function visibleFindings(findings, view) {
  return view.showInfo ? [...findings] : findings.filter((finding) => finding.severity !== "info");
}

// src/report/verdict.ts
function describeVerdict(report, options = {}) {
  const verdict = describeShown(report);
  if (verdict.outcome === "skipped") return verdict;
  const hidden = report.findings.length - visibleFindings(report.findings, findingViewOf(report)).length;
  const unsure = report.hidden_findings?.length ?? 0;
  const notes = [
    ...hidden > 0 ? [`${formatCount(hidden, "info finding")} hidden (${options.showInfoHint ?? "show-info: true"})`] : [],
    ...unsure > 0 ? [`${formatCount(unsure, "critical or high finding")} under min-confidence hidden (${options.minConfidenceHint ?? "min-confidence: 0"})`] : []
  ];
  return notes.length === 0 ? verdict : { ...verdict, text: [verdict.text, ...notes].join(" \xB7 ") };
}
function isReviewIncomplete(report) {
  return report.status === "failed" || report.summary.incomplete_reason !== void 0;
}
function describeIncomplete(summary) {
  const reason = summary.incomplete_reason;
  if (reason === void 0) return describeTermination(summary.termination_reason);
  return /^[A-Z][A-Z_]*$/.test(reason) ? reason.toLowerCase().replace(/_/g, " ") : reason.replace(/^[A-Z][A-Z_]*: /, "");
}
function describeSkipped(summary) {
  return summary.skipped_reason ?? describeTermination(summary.termination_reason);
}
function describeShown(report) {
  const { gate } = report.summary;
  const total = visibleFindings(report.findings, findingViewOf(report)).length;
  const incomplete = isReviewIncomplete(report);
  const why = describeIncomplete(report.summary);
  if (gate.failed) {
    const also = incomplete ? `; review incomplete: ${why}` : "";
    return {
      outcome: "failed",
      symbol: "\u2716",
      text: `${formatCount(gate.gated_count, "finding")} at or above ${gate.fail_on} (fail-on): review failed the gate${also}`
    };
  }
  if (incomplete) {
    const sofar = total > 0 ? ` \u2014 ${formatCount(total, "finding")} so far` : "";
    return { outcome: "incomplete", symbol: "\u26A0", text: `Review incomplete: ${why}${sofar}` };
  }
  if (report.status === "skipped") return { outcome: "skipped", symbol: "\u25CB", text: `Nothing to review: ${describeSkipped(report.summary)}` };
  const failedAgents = latestAgentResults(report).filter((result) => result.status === "failed").length;
  const shortfalls = [...failedAgents > 0 ? [`${formatCount(failedAgents, "agent")} failed`] : [], ...report.summary.unread ? [`${report.summary.unread} (on-unreviewed: warn)`] : []];
  const partial = shortfalls.length > 0 ? ` (partial review: ${shortfalls.join("; ")})` : "";
  if (gate.fail_on === "none") return { outcome: "passed", symbol: "\u2714", text: `Gate off (fail-on: none) \u2014 ${formatCount(total, "finding")}${partial}` };
  if (total === 0) return { outcome: "passed", symbol: "\u2714", text: `No findings${partial}` };
  const lower = total - gate.gated_count;
  return {
    outcome: "passed",
    symbol: "\u2714",
    text: `No findings at or above ${gate.fail_on} \u2014 ${formatCount(lower, "lower-severity finding")}${partial}`
  };
}
function latestAgentResults(report) {
  return report.review_iterations.at(-1)?.agents_results ?? [];
}
function formatCount(value, noun) {
  return `${value} ${noun}${value === 1 ? "" : "s"}`;
}

// src/findings/fingerprint.ts
import { createHash } from "node:crypto";
function normalizeSnippet(snippet) {
  return (snippet ?? "").replace(/\s+/g, " ").trim();
}
function fingerprintKey(finding) {
  return [finding.file, finding.rule_id ?? finding.category, finding.external_fingerprint ?? normalizeSnippet(finding.code_snippet)].join("\0");
}
function fingerprintFindings(findings) {
  const byPosition = findings.map((finding, index) => ({ finding, index })).sort((a, b) => a.finding.line - b.finding.line);
  const seen = /* @__PURE__ */ new Map();
  const fingerprints = new Array(findings.length);
  for (const { finding, index } of byPosition) {
    const key = fingerprintKey(finding);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    fingerprints[index] = createHash("sha256").update(`${key}\0${occurrence}`).digest("hex").slice(0, 16);
  }
  return fingerprints;
}

// src/findings/category-vocabulary.ts
var CATEGORY_VOCABULARY = {
  security: ["injection", "xss", "secrets", "auth", "crypto", "path-traversal", "ssrf", "deserialization", "data-exposure", "prompt-injection", "other"],
  correctness: ["error-handling", "null-safety", "logic", "intent", "concurrency", "resource-leak", "type-safety", "equality", "boundary", "api-misuse", "debugging", "other"],
  performance: ["complexity", "io", "memory", "caching", "other"],
  readability: ["naming", "complexity", "duplication", "dead-code", "documentation", "style", "other"],
  testing: ["missing-test", "test-quality", "flaky-test", "other"],
  architecture: ["type-design", "coupling", "api-design", "other"]
};
var ALIASES = {
  "code-injection": "injection",
  "sql-injection": "injection",
  "command-injection": "injection",
  "os-command-injection": "injection",
  "shell-injection": "injection",
  "nosql-injection": "injection",
  "ldap-injection": "injection",
  "template-injection": "injection",
  eval: "injection",
  "unsafe-eval": "injection",
  "cross-site-scripting": "xss",
  "html-injection": "xss",
  secret: "secrets",
  "hardcoded-secret": "secrets",
  "hardcoded-credentials": "secrets",
  "hard-coded-credentials": "secrets",
  "credential-leak": "secrets",
  "api-key": "secrets",
  authentication: "auth",
  authorization: "auth",
  "access-control": "auth",
  "missing-authorization": "auth",
  cryptography: "crypto",
  "weak-crypto": "crypto",
  "insecure-random": "crypto",
  "directory-traversal": "path-traversal",
  "information-disclosure": "data-exposure",
  "sensitive-data-exposure": "data-exposure",
  "insecure-deserialization": "deserialization",
  "exception-handling": "error-handling",
  "swallowed-error": "error-handling",
  "swallowed-exception": "error-handling",
  "silent-failure": "error-handling",
  "empty-catch": "error-handling",
  "unhandled-error": "error-handling",
  "unhandled-promise": "error-handling",
  "unhandled-rejection": "error-handling",
  "error-suppression": "error-handling",
  "null-dereference": "null-safety",
  "null-pointer": "null-safety",
  "null-reference": "null-safety",
  "undefined-access": "null-safety",
  "nil-dereference": "null-safety",
  "null-check": "null-safety",
  "logic-error": "logic",
  bug: "logic",
  correctness: "logic",
  "does-not-match-intent": "intent",
  "intent-mismatch": "intent",
  "requirement-mismatch": "intent",
  "off-by-one": "boundary",
  "edge-case": "boundary",
  "race-condition": "concurrency",
  "data-race": "concurrency",
  deadlock: "concurrency",
  "resource-management": "resource-leak",
  "memory-leak": "resource-leak",
  "type-error": "type-safety",
  "type-mismatch": "type-safety",
  "debug-code": "debugging",
  "debug-output": "debugging",
  "leftover-debug": "debugging",
  "console-log": "debugging",
  "algorithmic-complexity": "complexity",
  inefficiency: "complexity",
  "n-plus-one": "io",
  "n-plus-one-query": "io",
  "blocking-io": "io",
  "unused-code": "dead-code",
  "unused-variable": "dead-code",
  "unreachable-code": "dead-code",
  "commented-out-code": "dead-code",
  "stale-comment": "documentation",
  "misleading-comment": "documentation",
  "outdated-comment": "documentation",
  comment: "documentation",
  comments: "documentation",
  docs: "documentation",
  "code-duplication": "duplication",
  "duplicated-code": "duplication",
  simplification: "complexity",
  readability: "style",
  formatting: "style",
  "test-coverage": "missing-test",
  "missing-tests": "missing-test",
  "untested-code": "missing-test",
  "weak-assertion": "test-quality",
  "test-assertion": "test-quality",
  flaky: "flaky-test",
  "flaky-tests": "flaky-test",
  design: "type-design",
  "type-safety-design": "type-design",
  "breaking-change": "api-design",
  "api-contract": "api-design"
};
var MAX_DETAIL_CHARS = 64;
var KNOWN = new Set(Object.values(CATEGORY_VOCABULARY).flat());
function kebab(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, MAX_DETAIL_CHARS);
}
function normalizeCategory(category) {
  const word = kebab(category);
  const canonical = KNOWN.has(word) ? word : ALIASES[word];
  if (canonical === void 0) return word === "" ? { category: "other" } : { category: "other", detail: word };
  return word === canonical ? { category: canonical } : { category: canonical, detail: word };
}

// src/findings/merge-findings.ts
function mergeFindings(candidates, minConfidence) {
  const confident = candidates.filter((finding) => finding.confidence >= minConfidence).map(withNormalizedCategory);
  const ranked = [...confident].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence || compareLocation(a, b)
  );
  const kept = [];
  const keptByFile = /* @__PURE__ */ new Map();
  for (const finding of ranked) {
    const sameFile = keptByFile.get(finding.file) ?? [];
    keptByFile.set(finding.file, sameFile);
    const twin = sameFile.find((existing) => isSameProblem(existing, finding));
    if (!twin) {
      const copy = { ...finding };
      kept.push(copy);
      sameFile.push(copy);
    } else {
      if (twin.agent !== finding.agent && !twin.also_reported_by?.includes(finding.agent)) {
        twin.also_reported_by = [...twin.also_reported_by ?? [], finding.agent];
      }
      for (const agent of finding.also_reported_by ?? []) {
        if (agent !== twin.agent && !twin.also_reported_by?.includes(agent)) twin.also_reported_by = [...twin.also_reported_by ?? [], agent];
      }
      twin.confidence = Math.max(twin.confidence, finding.confidence);
      if (!twin.rule_id && finding.rule_id) {
        twin.rule_id = finding.rule_id;
        if (finding.column !== void 0 && twin.column === void 0 && twin.line === finding.line) twin.column = finding.column;
      }
    }
  }
  kept.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || compareLocation(a, b));
  const fingerprints = fingerprintFindings(kept);
  const counters = /* @__PURE__ */ new Map();
  const findings = kept.map((finding, index) => {
    const prefix = DIMENSION_PREFIX[finding.dimension];
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return { ...finding, id: `${prefix}-${String(next).padStart(3, "0")}`, fingerprint: fingerprints[index] ?? "" };
  });
  return { findings, duplicates: confident.length - kept.length, belowConfidence: candidates.length - confident.length };
}
function compareLocation(a, b) {
  return a.file.localeCompare(b.file) || a.line - b.line || a.category.localeCompare(b.category);
}
function withNormalizedCategory(finding) {
  const { category, detail } = normalizeCategory(finding.category);
  const kept = finding.category_detail ?? detail;
  const { category_detail: _detail, ...rest } = finding;
  return { ...rest, category, ...kept ? { category_detail: kept } : {} };
}
function problemKind(finding) {
  const { category, detail } = normalizeCategory(finding.category);
  return category === "other" ? `other:${finding.dimension}:${finding.category_detail ?? detail ?? ""}` : category;
}
function isSameProblem(a, b) {
  if (a.file !== b.file) return false;
  const overlaps = a.line <= (b.end_line ?? b.line) && b.line <= (a.end_line ?? a.line);
  if (!overlaps) return false;
  if (a.external_fingerprint && b.external_fingerprint && a.external_fingerprint !== b.external_fingerprint) return false;
  if (a.rule_id && a.rule_id === b.rule_id) return true;
  if (problemKind(a) === problemKind(b)) return true;
  return a.dimension === b.dimension && wordOverlap(a.description, b.description) >= SAME_WORDING;
}
var SAME_WORDING = 0.6;
function wordOverlap(a, b) {
  const words = (text) => new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
  const left = words(a);
  const right = words(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

// src/findings/hidden-findings.ts
var LISTED_WHEN_UNSURE = /* @__PURE__ */ new Set(["critical", "high"]);
function hiddenFindings(belowThreshold, shown) {
  const serious = belowThreshold.filter((finding) => LISTED_WHEN_UNSURE.has(finding.severity));
  if (serious.length === 0) return [];
  return mergeFindings(serious, 0).findings.filter((finding) => !shown.some((kept) => isSameProblem(kept, finding))).map(({ id: _id, suggestion: _suggestion, ...hidden }) => hidden);
}

// src/findings/anchor-findings.ts
var MIN_SNIPPET_CHARS = 8;
function anchorFindings(candidates, files) {
  const anchored = [];
  const dropped = [];
  let reanchored = 0;
  for (const candidate of candidates) {
    const file = resolvePath(candidate.file, files);
    const lines = file === void 0 ? void 0 : files.get(file);
    if (file === void 0 || lines === void 0) {
      dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: "file-not-in-change" });
      continue;
    }
    const key = snippetKey(candidate.code_snippet);
    const reported = lines.get(candidate.line);
    const holdsSnippet = (text) => key !== void 0 && normalizeSnippet(text).includes(key);
    let line = candidate.line;
    if (reported === void 0 || key !== void 0 && !holdsSnippet(reported)) {
      const found = nearestLine(lines, candidate.line, holdsSnippet);
      if (found !== void 0) {
        line = found;
        reanchored += 1;
      } else if (reported === void 0) {
        dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: "line-not-in-file" });
        continue;
      }
    }
    const span = candidate.end_line !== void 0 ? candidate.end_line - candidate.line : 0;
    const endLine = span > 0 && lines.has(line + span) ? line + span : void 0;
    const { end_line: _ignored, ...rest } = candidate;
    anchored.push({ ...rest, file, line, ...endLine !== void 0 ? { end_line: endLine } : {} });
  }
  return { anchored, reanchored, dropped };
}
function resolvePath(reported, files) {
  if (files.has(reported)) return reported;
  const stripped = reported.replace(/^(?:\.\/|\/|[ab]\/)/, "");
  return files.has(stripped) ? stripped : void 0;
}
function snippetKey(snippet) {
  const first = (snippet ?? "").split("\n").map((line) => normalizeSnippet(line.replace(/^\s*\d+ [+\- ] /, ""))).find((line) => line !== "");
  return first !== void 0 && first.length >= MIN_SNIPPET_CHARS ? first : void 0;
}
function nearestLine(lines, around, matches) {
  let best;
  for (const [line, text] of lines) {
    if (!matches(text)) continue;
    if (best === void 0 || Math.abs(line - around) < Math.abs(best - around) || Math.abs(line - around) === Math.abs(best - around) && line < best) {
      best = line;
    }
  }
  return best;
}

export {
  describeTermination,
  describeFixIterations,
  findingViewOf,
  visibleFindings,
  describeVerdict,
  isReviewIncomplete,
  describeIncomplete,
  latestAgentResults,
  formatCount,
  normalizeSnippet,
  fingerprintFindings,
  mergeFindings,
  isSameProblem,
  hiddenFindings,
  anchorFindings
};
