/** The report formats Sextant imports; each has its parser in this folder. */
export const REPORT_FORMATS = ['sarif', 'eslint-json', 'ruff-json', 'checkstyle', 'rdjson', 'rdjsonl'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * How bad a tool says a result is, in SARIF's words (every format maps onto them): `error`, `warning`,
 * `note`, `none`. The analyzer's severity mapping turns it into a Sextant severity.
 */
export type ToolLevel = 'error' | 'warning' | 'note' | 'none';

/** One result of a tool as its report states it, before it is judged against the change. */
export interface ReportResult {
  /** The tool's name as the report gives it (`ESLint`, `CodeQL`, `Ruff`), when it gives one. */
  tool?: string;
  /** The tool's rule id (`no-unused-vars`, `js/sql-injection`, `F401`). */
  ruleId?: string;
  level: ToolLevel;
  /** A 0–10 score (SARIF `security-severity`, as GitHub code scanning reads it), when the tool gives one. */
  securitySeverity?: number;
  /** Words the tool files the rule under (SARIF tags, CWE ids), to tell its kind of problem. */
  tags?: string[];
  /** Where the result is, as written in the report: a path or a `file://` URI, relative or absolute, any separators. */
  path: string;
  line?: number;
  column?: number;
  endLine?: number;
  message: string;
  /** The rule's documentation, when the report links it. */
  helpUri?: string;
  /** The tool's own stable identity of the result (SARIF `partialFingerprints`, or `fingerprints`). */
  fingerprint?: string;
}

export interface ParsedReport {
  results: ReportResult[];
  /** Parts of the report that could not be read (a result without a location, a run with no results …); the rest is imported. */
  warnings: string[];
  /** Results past the per-report cap: counted, not kept. */
  overCap: number;
}

/** Results one report may contribute; more are counted and left out (a report of a whole legacy repository). */
export const MAX_RESULTS_PER_REPORT = 20_000;

/** The text is not a report of the format asked for (bad JSON, the wrong shape): nothing of it can be imported. */
export class ReportFormatError extends Error {
  override readonly name = 'ReportFormatError';
}

/** Keeps at most MAX_RESULTS_PER_REPORT results, counting the rest. */
export function cappedReport(results: ReportResult[], warnings: string[]): ParsedReport {
  const overCap = Math.max(0, results.length - MAX_RESULTS_PER_REPORT);
  return { results: overCap > 0 ? results.slice(0, MAX_RESULTS_PER_REPORT) : results, warnings, overCap };
}

/** A positive integer line or column, or undefined for anything else (0, negatives, strings, NaN). */
export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** Where in its file a result is, from a report's raw values: a column or an end only with a line, an end only past that line. */
export function resultPlace(line: unknown, column: unknown, endLine: unknown): Pick<ReportResult, 'line' | 'column' | 'endLine'> {
  const start = positiveInteger(line);
  const startColumn = positiveInteger(column);
  const end = positiveInteger(endLine);
  return {
    ...(start ? { line: start } : {}),
    ...(start && startColumn ? { column: startColumn } : {}),
    ...(start && end && end > start ? { endLine: end } : {}),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON, or says in one line why the text is not JSON. */
export function parseJson(text: string, format: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ReportFormatError(`not valid JSON, so not ${format} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Parses a report that is a JSON list of `items`, or says in one line why the text is not one. */
export function parseJsonList(text: string, format: string, items: string): unknown[] {
  const list = parseJson(text, format);
  if (!Array.isArray(list)) throw new ReportFormatError(`not ${format}: not a list of ${items}`);
  return list;
}
