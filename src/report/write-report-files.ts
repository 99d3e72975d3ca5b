import type { ArtifactStore } from '../state/create-artifact-store.js';
import { redactStrings } from '../redact/create-redactor.js';
import type { Redact } from '../redact/create-redactor.js';
import { truncateLongStrings } from '../text/truncate-long-lines.js';
import { collectCodeContext } from './code-context.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';
import { renderSarif } from './render-sarif.js';
import type { ReviewReport } from './review-report.js';

/** The report files of a session, by name in its folder. */
export const REPORT_FILES = { report: 'report.json', sarif: 'report.sarif', summary: 'summary.md', html: 'report.html' } as const;

/**
 * The report as it may leave the process: every string without invisible characters and secrets, long
 * lines cut. Everything shown, posted or written is rendered from this, never from the report as built.
 */
export function redactReport(report: ReviewReport, redact: Redact): ReviewReport {
  return truncateLongStrings(redactStrings(report, redact));
}

/**
 * Writes the JSON report, SARIF, markdown summary and HTML page of `report`, all from its redacted form,
 * with the code around each finding read through `readFile` and redacted too. Returns the redacted report.
 */
export async function writeReportFiles(
  report: ReviewReport,
  options: { artifacts: ArtifactStore; readFile: (path: string) => Promise<string | undefined>; redact: Redact },
): Promise<ReviewReport> {
  const clean = redactReport(report, options.redact);
  const { artifacts } = options;
  await Promise.all([
    artifacts.write(REPORT_FILES.report, `${JSON.stringify(clean, null, 2)}\n`),
    artifacts.write(REPORT_FILES.sarif, `${JSON.stringify(renderSarif(clean), null, 2)}\n`),
    artifacts.write(REPORT_FILES.summary, renderMarkdown(clean)),
    collectCodeContext(clean.findings, options.readFile, options.redact).then((context) => artifacts.write(REPORT_FILES.html, renderHtml(clean, { context }))),
  ]);
  return clean;
}
