import * as core from '@actions/core';
import { toAnnotations } from '../report/annotations.js';
import { renderJobSummary } from '../report/render-job-summary.js';
import type { ReviewSessionResult } from '../review-session.js';

/** GitHub shows at most this many workflow-command annotations of each type per step. */
const ANNOTATIONS_PER_TYPE = 10;

/** What every run can publish with no API access at all: outputs, job summary, annotations. */
export async function publishToActions(result: ReviewSessionResult): Promise<void> {
  const { report } = result;
  core.setOutput('status', report.status);
  core.setOutput('termination-reason', report.summary.termination_reason);
  core.setOutput('findings-count', report.findings.length);
  core.setOutput('critical-count', report.summary.counts_by_severity.critical);
  core.setOutput('high-count', report.summary.counts_by_severity.high);
  core.setOutput('report-path', result.reportPath);
  core.setOutput('sarif-path', result.sarifPath);
  core.setOutput('review-id', '');

  const { annotations } = toAnnotations(report.findings, { perTypeLimit: ANNOTATIONS_PER_TYPE });
  for (const annotation of annotations) {
    const properties = { title: annotation.title, file: annotation.file, startLine: annotation.startLine, endLine: annotation.endLine };
    if (annotation.level === 'error') core.error(annotation.message, properties);
    else if (annotation.level === 'warning') core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
  await core.summary.addRaw(renderJobSummary(report)).write();
}
