import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  closestRuleId
} from "./chunk-YOWMJ4TC.js";
import {
  CHANGE_RULES,
  RULE_IDS
} from "./chunk-QLSSUCQI.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";

// src/rules/suppression.ts
var SUPPRESSION = /sextant-ignore\b(.*)/;
var IGNORE_COMMENT = /(?:\/\/|#|\/\*+|^\s*\*)\s*sextant-ignore\b(.*)/;
var RULE_ID_SHAPE = /^[A-Za-z][\w-]*(?:\/[\w-]+)*$/;
var FINDING_ID = /^(?:CORR|READ|PERF|SEC|TEST|ARCH)-\d+$/;
var CHANGE_RULE_IDS = new Set(CHANGE_RULES.map((rule) => rule.id));
function namesRule(text, ruleId) {
  const marker = SUPPRESSION.exec(text);
  return marker?.[1]?.split(/[\s,]+/).includes(ruleId) ?? false;
}
function judgeSuppression(input) {
  const { lines, line, ruleId, lineInBase } = input;
  let addedByChange = false;
  for (const candidate of [line, line - 1]) {
    const text = lines[candidate - 1];
    if (text === void 0 || !namesRule(text, ruleId)) continue;
    if (input.belowGate) return "hidden";
    const suppressionInBase = lineInBase(candidate);
    if (suppressionInBase === void 0) {
      addedByChange = true;
      continue;
    }
    const findingInBase = lineInBase(line);
    if (findingInBase !== void 0 && findingInBase - suppressionInBase === line - candidate) return "hidden";
  }
  return addedByChange ? "added-by-change" : "none";
}
function silencerFor(finding) {
  const ruleId = finding.rule_id;
  if (!ruleId || !RULE_IDS.has(ruleId)) return void 0;
  if (CHANGE_RULE_IDS.has(ruleId)) return { code: `${ruleId}: off`, where: "config" };
  return { code: `${languageOf(finding.file) === "python" ? "#" : "//"} sextant-ignore ${ruleId}`, where: "comment" };
}
function unknownSuppressions(input) {
  const warnings = [];
  for (const line of [...input.changedLines].sort((a, b) => a - b)) {
    const text = input.lines[line - 1];
    if (text === void 0 || !text.includes("sextant-ignore")) continue;
    for (const id of namedIds(text).filter((named) => !RULE_IDS.has(named))) {
      const hint = FINDING_ID.test(id) ? "finding ids change from run to run: name the rule id shown with the finding" : didYouMean(id);
      warnings.push(`${input.path}:${line}: sextant-ignore names unknown rule '${id}'${hint ? ` (${hint})` : ""}`);
    }
  }
  return warnings;
}
function namedIds(text) {
  const tokens = (IGNORE_COMMENT.exec(text)?.[1] ?? "").split(/[\s,]+/).filter((token) => token.length > 0);
  const ids = [];
  for (const [index, token] of tokens.entries()) {
    if (!RULE_ID_SHAPE.test(token) || index > 0 && !token.includes("/")) break;
    ids.push(token);
  }
  return ids;
}
function didYouMean(id) {
  const match = closestRuleId(id, RULE_IDS);
  return match ? `did you mean '${match}'?` : void 0;
}

export {
  namesRule,
  judgeSuppression,
  silencerFor,
  unknownSuppressions
};
