import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  fillPlaceholders
} from "./chunk-2CLMDX3Q.js";
import {
  staticFinding
} from "./chunk-C5X34EA3.js";
import {
  namesRule
} from "./chunk-7RBB34D4.js";
import "./chunk-YOWMJ4TC.js";
import {
  RULES
} from "./chunk-DTPM5IHX.js";
import "./chunk-2U3HCP36.js";
import "./chunk-2ZJ7KVNZ.js";
import "./chunk-TT2JVUKU.js";
import "./chunk-YSC2LKTW.js";
import "./chunk-GMTCTHY4.js";
import "./chunk-ZFH2HMAN.js";
import {
  selectRules
} from "./chunk-QLSSUCQI.js";
import {
  isAtOrAbove
} from "./chunk-HKAK5JSN.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-ZXFWJD22.js";
import "./chunk-UM4DJD7T.js";
import {
  javascriptName,
  javascriptStringValue,
  pythonName,
  pythonStringValue
} from "./chunk-TT3TJ7IW.js";
import "./chunk-3B5GOQ5Q.js";
import {
  TOKEN_SHAPE_GATE,
  leakedCredentialHits
} from "./chunk-FRLT5RFX.js";
import "./chunk-3G6RFUI2.js";
import "./chunk-UGHGIOLX.js";
import "./chunk-JMDMHE6N.js";
import "./chunk-P32DJQ3Q.js";
import "./chunk-6MXVAXGC.js";
import "./chunk-WALAJJI3.js";
import "./chunk-WS2QOHBC.js";
import "./chunk-DQE4RUUY.js";
import "./chunk-V3KMSZYM.js";
import "./chunk-U6BNSJIP.js";
import {
  JS_FAMILY,
  languageOf
} from "./chunk-YW526HM7.js";
import {
  fileRoleOf,
  isTestFile
} from "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";

// src/rules/scan-added-lines.ts
var GO_SHELL_CALL = /(?<![\w.])exec\.Command(Context)?\s*\((?:[^,()]+,\s*)?"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh)"\s*,\s*"(-c|\/c|\/C|-Command)"\s*,\s*/g;
var LINE_CHECKS = [
  {
    ruleId: "review/leaked-credential",
    literal: TOKEN_SHAPE_GATE,
    find: ({ path, text, next }) => {
      const joined = next !== void 0 && text.includes("PRIVATE KEY-----") ? `${text}
${next}` : text;
      return leakedCredentialHits(joined, 0, 0, { lines: joined.split("\n"), isTestFile: isTestFile(path) }).filter((hit) => (hit.line ?? 1) === 1).map((hit) => ({
        column: hit.column ?? 1,
        details: hit.details ?? {},
        ...hit.snippet ? { snippet: hit.snippet } : {},
        ...hit.fingerprint ? { fingerprint: hit.fingerprint } : {},
        ...hit.confidence !== void 0 ? { confidence: hit.confidence } : {}
      }));
    }
  },
  {
    ruleId: "review/eval",
    languages: JS_FAMILY,
    // A backslash may spell either name (`\u0065val`, `window["\x65val"]`).
    literal: /eval|Function|\\/,
    find: ({ text, inCode, next }) => {
      const call = javascriptEvalCall(text, next, inCode);
      return call && { column: call.index + 1, details: { callee: call.callee } };
    }
  },
  {
    ruleId: "review/shell-injection",
    languages: JS_FAMILY,
    literal: /child_process|childProcess|cp\.exec/,
    find: ({ text, inCode }) => {
      const call = firstInCode(
        text,
        inCode,
        /(?<![\w$.])(child_process|childProcess|cp|require\(\s*['"](?:node:)?child_process['"]\s*\))\.(execSync|exec)\s*\(/g
      );
      if (!call) return void 0;
      const how = builtHow(text.slice(call.index + call[0].length), JAVASCRIPT_BUILDS);
      const module = call[1]?.startsWith("require") ? "child_process" : call[1];
      return how ? { column: call.index + 1, details: { callee: `${module}.${call[2] ?? "exec"}`, how } } : void 0;
    }
  },
  {
    ruleId: "review/eval",
    languages: ["python"],
    // Non-ASCII may spell either name (Python reads identifiers in NFKC), a backslash a string's.
    literal: /eval|exec|[^ -~]|\\/,
    find: ({ path, text, inCode, next }) => {
      const call = pythonEvalCall(text, next, inCode);
      if (!call) return void 0;
      return { column: call.index + 1, details: { callee: call.callee }, ...fileRoleOf(path) === "tooling" ? { confidence: 60 } : {} };
    }
  },
  {
    ruleId: "review/shell-injection",
    languages: ["python"],
    literal: /system|popen|subprocess|getoutput|create_subprocess_shell/,
    find: ({ text, inCode }) => {
      const call = firstInCode(
        text,
        inCode,
        /(?<![\w.])(os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|asyncio\.create_subprocess_shell|subprocess\.(?:run|call|check_call|check_output|Popen))\s*\(/g
      );
      if (!call) return void 0;
      const callee = call[1] ?? "";
      const rest = text.slice(call.index + call[0].length);
      if (/^subprocess\.(run|call|check_call|check_output|Popen)$/.test(callee) && !/\bshell\s*=\s*True\b/.test(rest)) return void 0;
      const how = builtHow(rest, PYTHON_BUILDS);
      return how ? { column: call.index + 1, details: { callee, how } } : void 0;
    }
  },
  {
    ruleId: "review/shell-injection",
    languages: ["go"],
    literal: /exec\.Command/,
    find: ({ text, inCode }) => {
      const call = firstInCode(text, inCode, GO_SHELL_CALL);
      if (!call) return void 0;
      const how = builtHow(text.slice(call.index + call[0].length), GO_BUILDS);
      if (!how) return void 0;
      return { column: call.index + 1, details: { callee: `exec.Command${call[1] ?? ""}`, shell: `\`${call[2] ?? "sh"} ${call[3] ?? "-c"}\``, how } };
    }
  }
];
var JAVASCRIPT_NAME = String.raw`(?:[\p{ID_Start}$_]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})(?:[\p{ID_Continue}$\u200c\u200d]|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\})*`;
var JAVASCRIPT_KEY = String.raw`\[\s*(?:'(?:\\[\s\S]|[^'\\])*'|"(?:\\[\s\S]|[^"\\])*"|\x60(?:\\[\s\S]|[^\x60\\$])*\x60)\s*\]`;
var JAVASCRIPT_CALLEE = new RegExp(
  String.raw`(?<![\p{ID_Continue}$\\]|\.\s*)(new\s+)?(${JAVASCRIPT_NAME}(?:\s*(?:\??\.\s*${JAVASCRIPT_NAME}|${JAVASCRIPT_KEY}))*)\s*\(`,
  "gu"
);
var JAVASCRIPT_SEGMENT = new RegExp(String.raw`${JAVASCRIPT_NAME}|${JAVASCRIPT_KEY}`, "gu");
var JAVASCRIPT_GLOBAL_OBJECTS = /* @__PURE__ */ new Set(["globalThis", "window", "global", "self"]);
function javascriptEvalCall(text, next, inCode) {
  const joined = next === void 0 ? text : `${text}
${next}`;
  JAVASCRIPT_CALLEE.lastIndex = 0;
  for (let found = JAVASCRIPT_CALLEE.exec(joined); found && found.index < text.length; found = JAVASCRIPT_CALLEE.exec(joined)) {
    const segments = [...(found[2] ?? "").matchAll(JAVASCRIPT_SEGMENT)].map(
      ([segment]) => segment.startsWith("[") ? javascriptStringValue(segment.slice(1, -1).trim()) : javascriptName(segment)
    );
    const name = segments.at(-1);
    const reached = segments.slice(0, -1).every((segment) => segment !== void 0 && JAVASCRIPT_GLOBAL_OBJECTS.has(segment));
    if ((name === "eval" || name === "Function") && reached && inCode(found.index)) {
      return { index: found.index, callee: found[1] && name === "Function" ? "new Function" : name };
    }
  }
  return void 0;
}
var PYTHON_NAME = String.raw`[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*`;
var PYTHON_STRING = String.raw`[rRbBuU]{0,2}(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")`;
var PYTHON_CALLEE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.])(?:(${PYTHON_NAME})\s*\(\s*(${PYTHON_NAME})\s*,\s*(${PYTHON_STRING})\s*\)|(?:(${PYTHON_NAME})\s*\.\s*)?(${PYTHON_NAME}))\s*\(`,
  "gu"
);
var PYTHON_BUILTINS_MODULES = /* @__PURE__ */ new Set(["builtins", "__builtins__"]);
var PYTHON_EVALUATING = /* @__PURE__ */ new Set(["eval", "exec"]);
function pythonEvalCall(text, next, inCode) {
  const joined = next === void 0 ? text : `${text}
${next}`;
  PYTHON_CALLEE.lastIndex = 0;
  for (let found = PYTHON_CALLEE.exec(joined); found && found.index < text.length; found = PYTHON_CALLEE.exec(joined)) {
    const [, getter, module, attribute, object, called] = found;
    const name = getter ? pythonName(getter) === "getattr" && PYTHON_BUILTINS_MODULES.has(pythonName(module ?? "")) ? pythonStringValue(attribute ?? "") : void 0 : object === void 0 || PYTHON_BUILTINS_MODULES.has(pythonName(object)) ? pythonName(called ?? "") : void 0;
    if (name !== void 0 && PYTHON_EVALUATING.has(name) && inCode(found.index)) return { index: found.index, callee: name };
  }
  return void 0;
}
var QUOTED = String.raw`(["'])(?:\\.|(?!\1).)*\1`;
var CONCATENATION = [
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\s*\+`), how: "string concatenation" },
  { pattern: /^\s*[\w$.]+\s*\+\s*["'`]/, how: "string concatenation" }
];
var JAVASCRIPT_BUILDS = [{ pattern: /^\s*`(?:\\.|[^`\\])*?\$\{/, how: "a template literal" }, ...CONCATENATION];
var PYTHON_BUILDS = [
  { pattern: /^\s*(?:[fF][rR]?|[rR][fF])(["'])(?:\\.|(?!\1).)*?(?<!\{)\{(?!\{)/, how: "an f-string" },
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\s*%`), how: "`%` formatting" },
  { pattern: new RegExp(String.raw`^\s*${QUOTED}\.format\(`), how: "`str.format`" },
  ...CONCATENATION
];
var GO_BUILDS = [{ pattern: /^\s*fmt\.Sprintf\(/, how: "`fmt.Sprintf`" }, ...CONCATENATION];
function builtHow(argument, builds) {
  return builds.find(({ pattern }) => pattern.test(argument))?.how;
}
function firstInCode(text, inCode, pattern) {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    if (inCode(found.index)) return found;
    if (found[0].length === 0) pattern.lastIndex += 1;
  }
  return void 0;
}
function isInCode(text, index, language) {
  const lineComment = language === "python" ? "#" : "//";
  const trimmed = text.trimStart();
  if (trimmed.startsWith(lineComment) || language !== "python" && (trimmed.startsWith("*") || trimmed.startsWith("/*"))) return false;
  let quote;
  for (let at = 0; at < index; at++) {
    const character = text[at];
    if (quote) {
      if (character === "\\") at++;
      else if (character === quote) quote = void 0;
    } else if (character === '"' || character === "'" || character === "`" && language !== "python") quote = character;
    else if (text.startsWith(lineComment, at)) return false;
  }
  return quote === void 0;
}
function definitionOf(ruleId, language) {
  return RULES.find((rule) => rule.id === ruleId && (language === void 0 || rule.languages.includes(language)));
}
function* addedLines(file) {
  for (const hunk of file.hunks) {
    const shown = hunk.lines.filter((diffLine) => diffLine.kind !== "delete");
    for (const [index, diffLine] of shown.entries()) {
      if (diffLine.kind !== "add" || diffLine.newLine === void 0) continue;
      const previous = shown[index - 1];
      const following = shown[index + 1];
      yield {
        line: diffLine.newLine,
        text: diffLine.content,
        above: previous && { text: previous.content, added: previous.kind === "add" },
        next: following?.kind === "add" ? following.content : void 0
      };
    }
  }
}
function scanAddedLines(file, options = {}) {
  const language = languageOf(file.path);
  const isTest = isTestFile(file.path);
  const selected = new Set(selectRules(RULES, { agents: options.agents, disabledRules: options.disabledRules }).map((rule) => rule.id));
  const checks = LINE_CHECKS.flatMap((check) => {
    if (check.languages && (language === void 0 || !check.languages.includes(language))) return [];
    const rule = definitionOf(check.ruleId, check.languages ? language : void 0);
    const scope = rule?.files ?? "any";
    if (!rule || !selected.has(rule.id) || scope !== "any" && scope === "test" !== isTest) return [];
    return [{ check, rule }];
  });
  if (checks.length === 0) return [];
  const findings = [];
  for (const added of addedLines(file)) {
    for (const { check, rule } of checks) {
      if (!check.literal.test(added.text)) continue;
      const found = check.find({ path: file.path, text: added.text, inCode: (index) => isInCode(added.text, index, language), next: added.next });
      const hits = found === void 0 ? [] : Array.isArray(found) ? found : [found];
      if (hits.length === 0) continue;
      const severity = rule.severity;
      const suppressedBy = namesRule(added.text, rule.id) ? { added: true } : added.above && namesRule(added.above.text, rule.id) ? added.above : void 0;
      if (suppressedBy && (options.gate === void 0 || !isAtOrAbove(severity, options.gate))) continue;
      for (const hit of hits) {
        const valueOf = (name) => hit.details[name];
        findings.push(
          staticFinding(rule, {
            confidence: hit.confidence,
            file: file.path,
            line: added.line,
            column: hit.column,
            code_snippet: hit.snippet ?? added.text.trim(),
            description: fillPlaceholders(rule, "message", valueOf, `Text gate of ${rule.id}`),
            recommendation: fillPlaceholders(rule, "recommendation", valueOf, `Text gate of ${rule.id}`),
            auto_fixable: false,
            external_fingerprint: hit.fingerprint || void 0,
            suppression_added_by_change: suppressedBy?.added || void 0
          })
        );
      }
    }
  }
  return findings;
}
export {
  scanAddedLines
};
