import type { Finding, Severity } from '../findings/finding.js';
import { findingMessage } from '../report/finding-message.js';
import { compareBySeverity } from '../report/finding-order.js';
import type { CheckAnnotation, CheckRunsApi } from '../github/github-client.js';
import type { OpenFinding } from '../github/review-markers.js';

/** The Checks API takes at most 50 annotations per request; more are added by updating the run. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations per check run: past this, more requests add noise rather than information. */
const MAX_ANNOTATIONS = 1_000;
/** GitHub caps a check run's output summary at 65,535 characters. */
const SUMMARY_LIMIT = 60_000;
const MESSAGE_LIMIT = 4_000;

const LEVEL: Record<Severity, CheckAnnotation['annotation_level']> = { critical: 'failure', high: 'failure', medium: 'warning', low: 'notice', info: 'notice' };

export interface CheckRunToPost {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  /** The summary's digest: a check run for this head with the same one is already there. */
  externalId: string;
  findings: readonly Finding[];
  /** Findings open from earlier reviews, annotated with what is remembered of them. */
  carried: readonly OpenFinding[];
}

/** Annotations for a check run: this run's findings, most severe first, then those still open from earlier reviews. */
function toCheckAnnotations(findings: readonly Finding[], carried: readonly OpenFinding[]): CheckAnnotation[] {
  const fresh = [...findings].sort(compareBySeverity).map((finding): CheckAnnotation => ({
    path: finding.file,
    start_line: finding.line,
    end_line: Math.max(finding.line, finding.end_line ?? finding.line),
    annotation_level: LEVEL[finding.severity],
    title: `${finding.id}: ${finding.category}`.slice(0, 255),
    message: findingMessage(finding).slice(0, MESSAGE_LIMIT),
  }));
  const older = carried.map((finding): CheckAnnotation => ({
    path: finding.path,
    start_line: finding.line,
    end_line: finding.line,
    annotation_level: LEVEL[finding.severity],
    title: finding.title,
    message: 'Still open from an earlier Sextant review of this pull request.',
  }));
  return [...fresh, ...older].slice(0, MAX_ANNOTATIONS);
}

/**
 * One completed check run on the head commit with every annotation, 50 per request. A check run with
 * the same digest already on the commit (a rerun) is left as it is. Returns whether one was created.
 */
export async function postCheckRun(client: CheckRunsApi, run: CheckRunToPost): Promise<{ created: boolean; url?: string }> {
  const existing = (await client.listCheckRuns(run.headSha, run.name)).find((candidate) => candidate.externalId === run.externalId);
  if (existing) return { created: false, url: existing.htmlUrl };
  const annotations = toCheckAnnotations(run.findings, run.carried);
  const output = (batch: number) => ({
    title: run.title.slice(0, 255),
    summary: run.summary.slice(0, SUMMARY_LIMIT),
    annotations: annotations.slice(batch * ANNOTATIONS_PER_REQUEST, (batch + 1) * ANNOTATIONS_PER_REQUEST),
  });
  const created = await client.createCheckRun({
    name: run.name,
    headSha: run.headSha,
    conclusion: run.conclusion,
    externalId: run.externalId,
    output: output(0),
  });
  for (let batch = 1; batch * ANNOTATIONS_PER_REQUEST < annotations.length; batch++) {
    await client.updateCheckRun(created.id, { output: output(batch) });
  }
  return { created: true, url: created.htmlUrl };
}
