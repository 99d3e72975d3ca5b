import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  kebabCase
} from "./chunk-BDUNCTLW.js";
import {
  DIMENSION_PREFIX,
  severityRank
} from "./chunk-HKAK5JSN.js";

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
  const shortfalls = [
    ...failedAgents > 0 ? [`${formatCount(failedAgents, "agent")} failed`] : [],
    ...report.summary.unread ? [`${report.summary.unread} (on-unreviewed: warn)`] : []
  ];
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
  correctness: [
    "error-handling",
    "null-safety",
    "logic",
    "intent",
    "concurrency",
    "resource-leak",
    "type-safety",
    "equality",
    "boundary",
    "api-misuse",
    "debugging",
    "other"
  ],
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
  return kebabCase(text).slice(0, MAX_DETAIL_CHARS);
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
  const ranked = [...confident].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence || compareLocation(a, b));
  const kept = [];
  const index = new ProblemIndex();
  for (const finding of ranked) {
    const twin = index.twinOf(finding);
    if (!twin) {
      const copy = { ...finding };
      kept.push(copy);
      index.add(copy);
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
        index.addRule(twin);
        if (finding.column !== void 0 && twin.column === void 0 && twin.line === finding.line) twin.column = finding.column;
      }
      const rules = [finding.rule_id, ...finding.also_reported_rules ?? []].filter(
        (rule) => rule !== void 0 && rule !== twin.rule_id
      );
      if (rules.length > 0) twin.also_reported_rules = [.../* @__PURE__ */ new Set([...twin.also_reported_rules ?? [], ...rules])];
    }
  }
  kept.sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || compareLocation(a, b));
  const fingerprints = fingerprintFindings(kept);
  const counters = /* @__PURE__ */ new Map();
  const findings = kept.map((finding, index2) => {
    const prefix = DIMENSION_PREFIX[finding.dimension];
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return { ...finding, id: `${prefix}-${String(next).padStart(3, "0")}`, fingerprint: fingerprints[index2] ?? "" };
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
var factsCache = /* @__PURE__ */ new WeakMap();
function factsOf(finding) {
  let facts = factsCache.get(finding);
  if (!facts) {
    const { category, detail } = normalizeCategory(finding.category);
    const kind = category === "other" ? `other:${finding.dimension}:${finding.category_detail ?? detail ?? ""}` : category;
    facts = { kind, words: new Set(finding.description.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []) };
    factsCache.set(finding, facts);
  }
  return facts;
}
function overlaps(a, b) {
  return a.line <= (b.end_line ?? b.line) && b.line <= (a.end_line ?? a.line);
}
function isSameProblem(a, b) {
  if (a.file !== b.file || !overlaps(a, b)) return false;
  if (a.external_fingerprint && b.external_fingerprint && a.external_fingerprint !== b.external_fingerprint) return false;
  if (a.rule_id && a.rule_id === b.rule_id) return true;
  if (factsOf(a).kind === factsOf(b).kind) return true;
  return a.dimension === b.dimension && wordOverlap(factsOf(a).words, factsOf(b).words) >= SAME_WORDING;
}
var SAME_WORDING = 0.6;
var MAX_WORDING_COMPARISONS = 16;
function wordOverlap(left, right) {
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}
var ProblemIndex = class {
  groups = /* @__PURE__ */ new Map();
  orders = /* @__PURE__ */ new Map();
  add(finding) {
    this.orders.set(finding, this.orders.size);
    for (const key of keysOf(finding)) for (const stored of storedUnder(key, finding)) this.join(stored, finding);
  }
  /** Files an added finding under the rule id it was given since (a static twin's). */
  addRule(finding) {
    for (const stored of storedUnder(keysOf(finding)[0], finding)) this.join(stored, finding);
  }
  join(key, finding) {
    const order = this.orders.get(finding);
    if (key === void 0 || order === void 0) return;
    const group = this.groups.get(key);
    const entry = { finding, order };
    if (!group) this.groups.set(key, [entry]);
    else group.splice(sortedIndex(group, order), 0, entry);
  }
  /** The earliest added finding that reports the same problem as `finding`, if any. */
  twinOf(finding) {
    const [rule, kind, dimension] = keysOf(finding);
    let best;
    for (const key of [...searchedUnder(rule, finding), ...searchedUnder(kind, finding)]) {
      const found = this.groups.get(key)?.find((entry) => overlaps(entry.finding, finding));
      if (found && (!best || found.order < best.order)) best = found;
    }
    const words = factsOf(finding).words;
    let compared = 0;
    for (const key of searchedUnder(dimension, finding)) {
      for (const entry of this.groups.get(key) ?? []) {
        if (compared >= MAX_WORDING_COMPARISONS || best && entry.order > best.order) break;
        if (!overlaps(entry.finding, finding)) continue;
        compared++;
        if (wordOverlap(factsOf(entry.finding).words, words) >= SAME_WORDING && (!best || entry.order < best.order)) best = entry;
      }
    }
    return best?.finding;
  }
};
function sortedIndex(group, order) {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if ((group[middle]?.order ?? 0) < order) low = middle + 1;
    else high = middle;
  }
  return low;
}
function keysOf(finding) {
  const file = `${finding.file}\0`;
  return [finding.rule_id ? `rule\0${file}${finding.rule_id}` : void 0, `kind\0${file}${factsOf(finding).kind}`, `dimension\0${file}${finding.dimension}`];
}
function storedUnder(key, finding) {
  if (key === void 0) return [];
  return finding.external_fingerprint ? [`${key}\0fp\0${finding.external_fingerprint}`, `${key}\0fp`] : [key];
}
function searchedUnder(key, finding) {
  if (key === void 0) return [];
  return finding.external_fingerprint ? [`${key}\0fp\0${finding.external_fingerprint}`, key] : [key, `${key}\0fp`];
}

// src/findings/hidden-findings.ts
var LISTED_WHEN_UNSURE = /* @__PURE__ */ new Set(["critical", "high"]);
function hiddenFindings(belowThreshold, shown) {
  const serious = belowThreshold.filter((finding) => LISTED_WHEN_UNSURE.has(finding.severity));
  if (serious.length === 0) return [];
  const shownProblems = new ProblemIndex();
  for (const finding of shown) shownProblems.add(finding);
  return mergeFindings(serious, 0).findings.filter((finding) => shownProblems.twinOf(finding) === void 0).map(({ id: _id, suggestion: _suggestion, ...hidden }) => hidden);
}

// src/findings/anchor-findings.ts
var MIN_SNIPPET_CHARS = 8;
function anchorFindings(candidates, files) {
  const anchored = [];
  const dropped = [];
  let reanchored = 0;
  const search = new SnippetSearch();
  for (const candidate of candidates) {
    const file = resolvePath(candidate.file, files);
    const lines = file === void 0 ? void 0 : files.get(file);
    if (file === void 0 || lines === void 0) {
      dropped.push({ agent: candidate.agent, file: candidate.file, line: candidate.line, reason: "file-not-in-change" });
      continue;
    }
    const key = snippetKey(candidate.code_snippet);
    const reported = lines.get(candidate.line);
    let line = candidate.line;
    if (reported === void 0 || key !== void 0 && !normalizeSnippet(reported).includes(key)) {
      const found = key === void 0 ? void 0 : search.nearest(file, lines, key, candidate.line);
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
var SnippetSearch = class {
  normalized = /* @__PURE__ */ new Map();
  holders = /* @__PURE__ */ new Map();
  /** The line nearest to `around` that holds `key` (the lower one on a tie), if any. */
  nearest(file, lines, key, around) {
    const memo = `${file}\0${key}`;
    let found = this.holders.get(memo);
    if (!found) {
      let texts = this.normalized.get(file);
      if (!texts) {
        texts = [...lines].map(([line, text]) => [line, normalizeSnippet(text)]).sort((a, b) => a[0] - b[0]);
        this.normalized.set(file, texts);
      }
      found = texts.filter(([, text]) => text.includes(key)).map(([line]) => line);
      this.holders.set(memo, found);
    }
    return nearestOf(found, around);
  }
};
function nearestOf(lines, around) {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if ((lines[middle] ?? 0) < around) low = middle + 1;
    else high = middle;
  }
  const above = lines[low - 1];
  const below = lines[low];
  if (above === void 0) return below;
  if (below === void 0) return above;
  return around - above <= below - around ? above : below;
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
