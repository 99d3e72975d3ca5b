import { cappedReport, isRecord, parseJsonList, resultPlace } from './analyzer-report.js';
import type { ParsedReport, ReportResult } from './analyzer-report.js';

/**
 * ESLint's `json` formatter (`eslint -f json`): a list of files, each with its `filePath` and `messages`.
 * Severity 2 is an error, 1 a warning; a message without a rule (`fatal`: the file does not parse) is
 * imported as `parsing-error`. Messages the source suppressed (`suppressedMessages`) are not problems.
 */
export function parseEslintReport(text: string): ParsedReport {
  const files = parseJsonList(text, 'an ESLint JSON report', 'files');
  const results: ReportResult[] = [];
  let malformed = 0;
  for (const file of files) {
    if (!isRecord(file) || typeof file.filePath !== 'string' || !Array.isArray(file.messages)) {
      malformed++;
      continue;
    }
    for (const message of file.messages) {
      if (!isRecord(message) || typeof message.message !== 'string') {
        malformed++;
        continue;
      }
      const ruleId = typeof message.ruleId === 'string' && message.ruleId ? message.ruleId : message.fatal === true ? 'parsing-error' : undefined;
      results.push({
        tool: 'ESLint',
        ...(ruleId ? { ruleId } : {}),
        level: message.severity === 2 || message.fatal === true ? 'error' : message.severity === 1 ? 'warning' : 'note',
        path: file.filePath,
        ...resultPlace(message.line, message.column, message.endLine),
        message: message.message,
        ...(ruleId && ruleId !== 'parsing-error' && !ruleId.includes('/') ? { helpUri: `https://eslint.org/docs/latest/rules/${ruleId}` } : {}),
      });
    }
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} entry(ies) without a file path or message: not imported`] : []);
}
