import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  findRule
} from "./chunk-DTPM5IHX.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";

// src/rules/autofix-for.ts
function applyLineEdit(lines, edit) {
  if (edit.startLine < 1 || edit.endLine < edit.startLine || edit.endLine > lines.length) return void 0;
  return [...lines.slice(0, edit.startLine - 1), ...edit.replacement, ...lines.slice(edit.endLine)];
}
function autofixFor(finding, content) {
  const language = languageOf(finding.file);
  const rule = finding.source === "static" && finding.rule_id && language ? findRule(finding.rule_id, language) : void 0;
  if (!rule?.fix) return void 0;
  const lines = content.split(/\r?\n/);
  if (finding.code_snippet !== void 0 && lines[finding.line - 1]?.trim() !== finding.code_snippet) return void 0;
  const edit = rule.fix({ lines, line: finding.line, endLine: finding.end_line ?? finding.line, column: finding.column });
  const edited = edit ? applyLineEdit(lines, edit) : void 0;
  return edited?.join(content.includes("\r\n") ? "\r\n" : "\n");
}

export {
  autofixFor
};
