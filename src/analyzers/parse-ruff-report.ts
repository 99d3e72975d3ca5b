import { cappedReport, isRecord, parseJsonList, resultPlace } from './analyzer-report.js';
import type { ParsedReport, ReportResult } from './analyzer-report.js';

/**
 * Ruff's `--output-format json`: a list of violations with `code`, `message`, `filename`, `location`
 * and `end_location` (`row`, `column`) and the rule's `url`. Ruff has no levels: every violation of
 * an enabled rule fails `ruff check`, and its own SARIF output calls each an `error`, so this does too.
 * A violation without a code is a syntax error (`syntax-error`).
 */
export function parseRuffReport(text: string): ParsedReport {
  const violations = parseJsonList(text, 'a Ruff JSON report', 'violations');
  const results: ReportResult[] = [];
  let malformed = 0;
  for (const violation of violations) {
    if (!isRecord(violation) || typeof violation.filename !== 'string' || typeof violation.message !== 'string') {
      malformed++;
      continue;
    }
    const start = isRecord(violation.location) ? violation.location : {};
    const end = isRecord(violation.end_location) ? violation.end_location : {};
    const ruleId = typeof violation.code === 'string' && violation.code ? violation.code : 'syntax-error';
    results.push({
      tool: 'Ruff',
      ruleId,
      level: 'error',
      path: violation.filename,
      ...resultPlace(start.row, start.column, end.row),
      message: violation.message,
      ...(typeof violation.url === 'string' && /^https:\/\//.test(violation.url) ? { helpUri: violation.url } : {}),
    });
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} entry(ies) without a filename or message: not imported`] : []);
}
