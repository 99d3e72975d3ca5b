import { toAnnotations } from '../report/annotations.js';
import { renderJobSummary } from '../report/render-job-summary.js';
import type { ReviewReport } from '../report/review-report.js';
import { findingViewOf, visibleFindings } from '../report/visible-findings.js';
import type { ActionsOutput } from './create-actions-output.js';

/** GitHub shows at most this many workflow-command annotations of each type per step. */
const ANNOTATIONS_PER_TYPE = 10;

interface ActionsPublication {
  report: ReviewReport;
  reportPath: string;
  sarifPath: string;
  htmlPath: string;
  /** The pull-request review posted, if any. */
  reviewId?: number;
  /** False when a check run already carries the annotations. */
  annotations: boolean;
  /** Lines put above the job summary: what was posted where, and what could not be. */
  notes: readonly string[];
}

/** What every run can publish with no API access at all: outputs, job summary, annotations. */
export async function publishToActions(publication: ActionsPublication, output: ActionsOutput): Promise<void> {
  const { report } = publication;
  // What people see: info findings count only when shown (the report and SARIF files have them all).
  const shown = visibleFindings(report.findings, findingViewOf(report));
  output.setOutput('status', report.status);
  output.setOutput('termination-reason', report.summary.termination_reason);
  output.setOutput('findings-count', shown.length);
  output.setOutput('critical-count', report.summary.counts_by_severity.critical);
  output.setOutput('high-count', report.summary.counts_by_severity.high);
  output.setOutput('report-path', publication.reportPath);
  output.setOutput('sarif-path', publication.sarifPath);
  output.setOutput('html-path', publication.htmlPath);
  output.setOutput('review-id', publication.reviewId === undefined ? '' : String(publication.reviewId));

  if (publication.annotations) {
    const { annotations } = toAnnotations(shown, { perTypeLimit: ANNOTATIONS_PER_TYPE });
    for (const annotation of annotations) {
      output.annotate(annotation.level, annotation.message, {
        title: annotation.title,
        file: annotation.file,
        startLine: annotation.startLine,
        endLine: annotation.endLine,
      });
    }
  }
  const notes = publication.notes.map((note) => `> ${note}\n`).join('>\n');
  await output.appendSummary(`${notes ? `${notes}\n` : ''}${renderJobSummary(report)}`);
}
