import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/analyzers/analyzer-report.ts
var REPORT_FORMATS = ["sarif", "eslint-json", "ruff-json", "checkstyle", "rdjson", "rdjsonl"];
var MAX_RESULTS_PER_REPORT = 2e4;
var ReportFormatError = class extends Error {
  name = "ReportFormatError";
};
function cappedReport(results, warnings) {
  const overCap = Math.max(0, results.length - MAX_RESULTS_PER_REPORT);
  return { results: overCap > 0 ? results.slice(0, MAX_RESULTS_PER_REPORT) : results, warnings, overCap };
}
function positiveInteger(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : void 0;
}
function resultPlace(line, column, endLine) {
  const start = positiveInteger(line);
  const startColumn = positiveInteger(column);
  const end = positiveInteger(endLine);
  return {
    ...start ? { line: start } : {},
    ...start && startColumn ? { column: startColumn } : {},
    ...start && end && end > start ? { endLine: end } : {}
  };
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parseJson(text, format) {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ReportFormatError(`not valid JSON, so not ${format} (${error instanceof Error ? error.message : String(error)})`);
  }
}
function parseJsonList(text, format, items) {
  const list = parseJson(text, format);
  if (!Array.isArray(list)) throw new ReportFormatError(`not ${format}: not a list of ${items}`);
  return list;
}

export {
  REPORT_FORMATS,
  ReportFormatError,
  cappedReport,
  resultPlace,
  isRecord,
  parseJson,
  parseJsonList
};
