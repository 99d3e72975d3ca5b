import { cappedReport, ReportFormatError } from './analyzer-report.js';
import type { ParsedReport, ReportResult, ToolLevel } from './analyzer-report.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

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
  const document = parseXml(text.replace(/^\uFEFF/, ''));
  // An empty report, `<checkstyle/>`, parses to an empty string.
  const root = document.checkstyle === '' ? {} : (document.checkstyle as XmlElement | undefined);
  if (typeof root !== 'object' || root === null) throw new ReportFormatError('not a checkstyle report: no <checkstyle> element');
  const results: ReportResult[] = [];
  let malformed = 0;
  for (const file of elementsOf(root, 'file')) {
    const path = attributeOf(file, 'name');
    for (const error of elementsOf(file, 'error')) {
      const result = path ? resultOf(path, error) : undefined;
      if (result) results.push(result);
      else malformed++;
    }
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} <error> element(s) without a file name or message: not imported`] : []);
}

type XmlElement = Record<string, unknown>;

/**
 * A document type declaration is refused before parsing, so no entity is ever defined or expanded
 * (no XXE, no entity bombs); the parser then decodes only the predefined entities and character references.
 */
function parseXml(text: string): XmlElement {
  if (/<!DOCTYPE/i.test(text)) throw new ReportFormatError('not a report: XML with a document type declaration is refused');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ReportFormatError(`not well-formed XML at line ${valid.err.line}: ${valid.err.msg}`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseAttributeValue: false, parseTagValue: false, htmlEntities: true });
  return parser.parse(text) as XmlElement;
}

function elementsOf(parent: XmlElement, name: string): XmlElement[] {
  const value = parent[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((element): element is XmlElement => typeof element === 'object' && element !== null);
}

function attributeOf(element: XmlElement, name: string): string | undefined {
  const value = element[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

function resultOf(path: string, error: XmlElement): ReportResult | undefined {
  const [lineText, columnText, severity, message, source] = ['line', 'column', 'severity', 'message', 'source'].map((name) => attributeOf(error, name));
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
