import { ReportFormatError } from './analyzer-report.js';
import type { ParsedReport, ReportFormat } from './analyzer-report.js';
import { parseCheckstyleReport } from './parse-checkstyle-report.js';
import { parseEslintReport } from './parse-eslint-report.js';
import { parseRdjsonlReport, parseRdjsonReport } from './parse-rdjson-report.js';
import { parseRuffReport } from './parse-ruff-report.js';
import { parseSarifReport } from './parse-sarif-report.js';
import { MAX_REPORT_DEPTH, nestsDeeperThan } from './report-nesting-depth.js';

const PARSERS: Readonly<Record<ReportFormat, (text: string) => ParsedReport>> = {
  sarif: parseSarifReport,
  'eslint-json': parseEslintReport,
  'ruff-json': parseRuffReport,
  checkstyle: parseCheckstyleReport,
  rdjson: parseRdjsonReport,
  rdjsonl: parseRdjsonlReport,
};

/** Characters read to recognise a format: every format says what it is near its start. */
const SNIFF_CHARS = 4_000;

/**
 * Pure: the format of a report from its first characters (and its name, for rdjsonl): SARIF has
 * `"runs"` or a `$schema`/`version` naming SARIF, ESLint's list has `filePath`, Ruff's has `filename`
 * and `location`, checkstyle is XML, rdjson has `diagnostics`, rdjsonl is one diagnostic per line.
 */
export function detectReportFormat(text: string, name: string): ReportFormat | undefined {
  const head = text
    .replace(/^\uFEFF/, '')
    .slice(0, SNIFF_CHARS)
    .trimStart();
  if (head.startsWith('<')) return /<checkstyle[\s>]/.test(head) ? 'checkstyle' : undefined;
  if (/\.rdjsonl$/i.test(name)) return 'rdjsonl';
  if (/"runs"\s*:/.test(head) || /"\$schema"\s*:\s*"[^"]*sarif/i.test(head) || /\.sarif(\.json)?$/i.test(name)) return 'sarif';
  if (head.startsWith('[')) {
    if (/"filePath"\s*:/.test(head)) return 'eslint-json';
    if (/"filename"\s*:/.test(head) && /"location"\s*:/.test(head)) return 'ruff-json';
    // An empty list is a clean run of either: both import nothing from it.
    if (/^\[\s*\]\s*$/.test(head)) return 'eslint-json';
    return undefined;
  }
  if (head.startsWith('{')) {
    if (/"diagnostics"\s*:/.test(head)) return 'rdjson';
    const firstLine = head.split('\n', 1)[0] ?? '';
    if (/"message"\s*:/.test(firstLine) && /"location"\s*:/.test(firstLine)) return 'rdjsonl';
  }
  return undefined;
}

/** Parses a report of `format`, or of the detected format when none is given. Throws ReportFormatError when it is none of them. */
export function parseAnalyzerReport(text: string, name: string, format: ReportFormat | undefined): ParsedReport & { format: ReportFormat } {
  const detected = format ?? detectReportFormat(text, name);
  if (!detected) {
    throw new ReportFormatError(
      "not a report format Sextant reads (SARIF 2.1.0, ESLint JSON, Ruff JSON, checkstyle XML, rdjson, rdjsonl); set the analyzer's format: if it is one",
    );
  }
  if (nestsDeeperThan(text, detected === 'checkstyle')) {
    throw new ReportFormatError(`nested more than ${MAX_REPORT_DEPTH} levels deep, which no report needs: refused unparsed`);
  }
  try {
    return { ...PARSERS[detected](text), format: detected };
  } catch (error) {
    // What the depth count missed still costs only this report.
    if (error instanceof RangeError) throw new ReportFormatError(`too deeply nested to parse (${error.message})`);
    throw error;
  }
}
