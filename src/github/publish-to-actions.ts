import * as core from '@actions/core';
import { toAnnotations } from '../report/annotations.js';
import { renderJobSummary } from '../report/render-job-summary.js';
import type { ReviewReport } from '../report/review-report.js';
import { findingViewOf, visibleFindings } from '../report/visible-findings.js';

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
export async function publishToActions(publication: ActionsPublication): Promise<void> {
  const { report } = publication;
  // What people see: info findings count only when shown (the report and SARIF files have them all).
  const shown = visibleFindings(report.findings, findingViewOf(report));
  core.setOutput('status', report.status);
  core.setOutput('termination-reason', report.summary.termination_reason);
  core.setOutput('findings-count', shown.length);
  core.setOutput('critical-count', report.summary.counts_by_severity.critical);
  core.setOutput('high-count', report.summary.counts_by_severity.high);
  core.setOutput('report-path', publication.reportPath);
  core.setOutput('sarif-path', publication.sarifPath);
  core.setOutput('html-path', publication.htmlPath);
  core.setOutput('review-id', publication.reviewId === undefined ? '' : String(publication.reviewId));

  if (publication.annotations) {
    const { annotations } = toAnnotations(shown, { perTypeLimit: ANNOTATIONS_PER_TYPE });
    for (const annotation of annotations) {
      const properties = { title: annotation.title, file: annotation.file, startLine: annotation.startLine, endLine: annotation.endLine };
      if (annotation.level === 'error') core.error(annotation.message, properties);
      else if (annotation.level === 'warning') core.warning(annotation.message, properties);
      else core.notice(annotation.message, properties);
    }
  }
  const notes = publication.notes.map((note) => `> ${note}\n`).join('>\n');
  await core.summary.addRaw(`${notes ? `${notes}\n` : ''}${renderJobSummary(report)}`).write();
}
