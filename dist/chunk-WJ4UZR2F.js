import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  staticFinding
} from "./chunk-C5X34EA3.js";
import {
  CHANGE_RULES,
  selectRules
} from "./chunk-QLSSUCQI.js";
import {
  sensitiveAreaOf
} from "./chunk-JMDMHE6N.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";

// src/rules/scan-change.ts
function scanChange(files, options = {}) {
  return selectRules(CHANGE_RULES, options).flatMap(
    (rule) => rule.check(files).map(
      (hit) => staticFinding(rule, {
        file: hit.file,
        line: hit.line,
        code_snippet: addedLineText(files, hit.file, hit.line),
        description: hit.description,
        recommendation: rule.recommendation,
        auto_fixable: false
      })
    )
  );
}
function addedLineText(files, path, line) {
  const file = files.find((candidate) => candidate.path === path);
  for (const hunk of file?.hunks ?? []) {
    const found = hunk.lines.find((diffLine) => diffLine.kind === "add" && diffLine.newLine === line);
    if (found) return found.content.trim() || void 0;
  }
  return void 0;
}

// src/rules/scan-summary.ts
var LARGE_FILE_CHANGE = 300;
var VERY_LARGE_FILE_CHANGE = 1e3;
var MANY_FINDINGS = 5;
var MAX_RISK_AREAS = 50;
var SATURATING_CHANGED_LINES = 2e3;
var SATURATING_FILES = 50;
var SATURATING_BRANCHES = 200;
var SIZE_WEIGHT = 40;
var FILES_WEIGHT = 20;
var BRANCH_WEIGHT = 40;
var BRANCHING = /\b(if|for|while|case|catch|elif|except)\b|&&|\|\||\?\?|\s\?\s/g;
var PYTHON_BRANCHING = /\b(if|for|while|elif|except|and|or)\b/g;
var PRIORITY_RANK = { high: 0, medium: 1, low: 2 };
function summarizeScan(files, findings) {
  const findingsByFile = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    const inFile = findingsByFile.get(finding.file);
    if (inFile) inFile.push(finding);
    else findingsByFile.set(finding.file, [finding]);
  }
  const riskAreas = files.flatMap((file) => riskOf(file, findingsByFile.get(file.path) ?? []) ?? []).sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.file.localeCompare(b.file)).slice(0, MAX_RISK_AREAS);
  return { risk_areas: riskAreas, complexity_score: complexityScore(files), quick_issues: findings.length };
}
function riskOf(file, findings) {
  const reasons = [];
  let priority = "low";
  const raise = (to) => {
    if (PRIORITY_RANK[to] < PRIORITY_RANK[priority]) priority = to;
  };
  const area = sensitiveAreaOf(file.path);
  if (area) {
    reasons.push(`security-sensitive area (${area})`);
    raise("high");
  }
  const serious = findings.filter((finding) => finding.severity === "critical" || finding.severity === "high").length;
  if (serious > 0) {
    reasons.push(`${findings.length} static finding${findings.length === 1 ? "" : "s"}, ${serious} critical or high`);
    raise("high");
  } else if (findings.length >= MANY_FINDINGS) {
    reasons.push(`${findings.length} static findings`);
    raise("medium");
  }
  const changed = file.additions + file.deletions;
  if (file.status !== "deleted" && changed >= LARGE_FILE_CHANGE) {
    reasons.push(`large change (${changed} lines)`);
    raise(changed >= VERY_LARGE_FILE_CHANGE ? "high" : "medium");
  }
  return reasons.length > 0 ? { file: file.path, reason: reasons.join("; "), priority } : void 0;
}
function scale(value, saturation) {
  return Math.min(1, Math.log1p(value) / Math.log1p(saturation));
}
function complexityScore(files) {
  const changedLines = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  let branches = 0;
  for (const file of files) {
    const pattern = languageOf(file.path) === "python" ? PYTHON_BRANCHING : BRANCHING;
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) {
        if (line.kind === "add") branches += line.content.match(pattern)?.length ?? 0;
      }
    }
  }
  const score = SIZE_WEIGHT * scale(changedLines, SATURATING_CHANGED_LINES) + FILES_WEIGHT * scale(files.length, SATURATING_FILES) + BRANCH_WEIGHT * scale(branches, SATURATING_BRANCHES);
  return Math.min(100, Math.round(score));
}

export {
  scanChange,
  summarizeScan
};
