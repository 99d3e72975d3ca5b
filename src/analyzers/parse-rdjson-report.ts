import { cappedReport, isRecord, parseJson, ReportFormatError, resultPlace } from './analyzer-report.js';
import type { ParsedReport, ReportResult, ToolLevel } from './analyzer-report.js';

type Json = Record<string, unknown>;

const LEVELS: Readonly<Record<string, ToolLevel>> = { ERROR: 'error', WARNING: 'warning', INFO: 'note' };

/**
 * reviewdog's Diagnostic Format as one JSON document (rdjson: `{ source, severity, diagnostics: [...] }`).
 * A diagnostic's own severity and source win over the document's; `code.value` is the rule.
 */
export function parseRdjsonReport(text: string): ParsedReport {
  const document = parseJson(text, 'an rdjson report');
  if (!isRecord(document) || !Array.isArray(document.diagnostics)) throw new ReportFormatError('not an rdjson report: no "diagnostics" list');
  const warnings: string[] = [];
  const results: ReportResult[] = [];
  let malformed = 0;
  for (const diagnostic of document.diagnostics) {
    const result = isRecord(diagnostic) ? resultOf(diagnostic, document) : undefined;
    if (result) results.push(result);
    else malformed++;
  }
  if (malformed > 0) warnings.push(`${malformed} diagnostic(s) without a message and a location path: not imported`);
  return cappedReport(results, warnings);
}

/** rdjsonl: one Diagnostic per line. A line that is not one is a warning (with its number); the others are imported. */
export function parseRdjsonlReport(text: string): ParsedReport {
  const warnings: string[] = [];
  const results: ReportResult[] = [];
  const bad: number[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let diagnostic: unknown;
    try {
      diagnostic = JSON.parse(line);
    } catch {
      diagnostic = undefined;
    }
    const result = isRecord(diagnostic) ? resultOf(diagnostic, {}) : undefined;
    if (result) results.push(result);
    else bad.push(index + 1);
  }
  if (results.length === 0 && bad.length > 0) throw new ReportFormatError('not an rdjsonl report: no line is a diagnostic');
  if (bad.length > 0)
    warnings.push(`line(s) ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''} are not diagnostics: not imported`);
  return cappedReport(results, warnings);
}

function resultOf(diagnostic: Json, document: Json): ReportResult | undefined {
  const location = isRecord(diagnostic.location) ? diagnostic.location : undefined;
  if (typeof diagnostic.message !== 'string' || !location || typeof location.path !== 'string' || location.path === '') return undefined;
  const range = isRecord(location.range) ? location.range : {};
  const start = isRecord(range.start) ? range.start : {};
  const end = isRecord(range.end) ? range.end : {};
  const source = nameOf(diagnostic.source) ?? nameOf(document.source);
  const code = isRecord(diagnostic.code) ? diagnostic.code : {};
  const ruleId = typeof code.value === 'string' && code.value ? code.value : undefined;
  return {
    ...(source ? { tool: source } : {}),
    ...(ruleId ? { ruleId } : {}),
    level: LEVELS[String(diagnostic.severity)] ?? LEVELS[String(document.severity)] ?? 'warning',
    path: location.path,
    ...resultPlace(start.line, start.column, end.line),
    message: diagnostic.message,
    ...(typeof code.url === 'string' && /^https?:\/\//.test(code.url) ? { helpUri: code.url } : {}),
  };
}

function nameOf(source: unknown): string | undefined {
  return isRecord(source) && typeof source.name === 'string' && source.name.trim() ? source.name.trim() : undefined;
}
