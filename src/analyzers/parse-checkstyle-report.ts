import { cappedReport, ReportFormatError } from './analyzer-report.js';
import type { ParsedReport, ReportResult, ToolLevel } from './analyzer-report.js';
import { parseXmlElements } from './parse-xml-elements.js';
import type { XmlElement } from './parse-xml-elements.js';

const LEVELS: Readonly<Record<string, ToolLevel>> = { error: 'error', warning: 'warning', info: 'note', ignore: 'none' };

/**
 * Where a `source` attribute says a result came from, for the tools that write checkstyle XML with a
 * prefix of their own: the tool, and the rule id without the prefix (and checkstyle's `Check` suffix).
 */
const SOURCE_PREFIXES: ReadonlyArray<{ pattern: RegExp; tool: string }> = [
  { pattern: /^com\.puppycrawl\.tools\.checkstyle\.(?:checks\.)?(?:[a-z]+\.)*([A-Za-z0-9]+?)(?:Check)?$/, tool: 'Checkstyle' },
  { pattern: /^eslint\.rules\.(.+)$/, tool: 'ESLint' },
  { pattern: /^ShellCheck\.(.+)$/, tool: 'ShellCheck' },
];

/**
 * Checkstyle's XML report, which Checkstyle, ESLint's checkstyle formatter, ShellCheck, golangci-lint,
 * ktlint, PHP_CodeSniffer and many others write: `<file name>` elements holding `<error line column
 * severity message source>`. The rule is the `source`.
 */
export function parseCheckstyleReport(text: string): ParsedReport {
  const document = parseXmlElements(text.replace(/^\uFEFF/, ''));
  const root = document.children.find((element) => element.name === 'checkstyle');
  if (!root) throw new ReportFormatError('not a checkstyle report: no <checkstyle> element');
  const results: ReportResult[] = [];
  let malformed = 0;
  for (const file of root.children.filter((element) => element.name === 'file')) {
    const path = file.attributes.name;
    for (const error of file.children.filter((element) => element.name === 'error')) {
      const result = path ? resultOf(path, error) : undefined;
      if (result) results.push(result);
      else malformed++;
    }
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} <error> element(s) without a file name or message: not imported`] : []);
}

function resultOf(path: string, error: XmlElement): ReportResult | undefined {
  const { line: lineText, column: columnText, severity, message, source } = error.attributes;
  if (!message) return undefined;
  const line = lineNumber(lineText);
  const column = lineNumber(columnText);
  const named = source ? SOURCE_PREFIXES.map(({ pattern, tool }) => ({ match: pattern.exec(source), tool })).find(({ match }) => match) : undefined;
  const ruleId = named?.match?.[1] ?? source;
  return {
    ...(named ? { tool: named.tool } : {}),
    ...(ruleId ? { ruleId } : {}),
    level: LEVELS[severity ?? ''] ?? 'warning',
    path,
    ...(line ? { line } : {}),
    ...(line && column ? { column } : {}),
    message,
  };
}

function lineNumber(text: string | undefined): number | undefined {
  const value = text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return value >= 1 ? value : undefined;
}
