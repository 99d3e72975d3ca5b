import type { FailOn } from '../config/settings.js';
import type { Finding } from '../findings/finding.js';
import type { ReviewReport } from '../report/review-report.js';
import { describeVerdict, formatCount, isReviewIncomplete } from '../report/verdict.js';
import type { CheckRunToPost } from './post-check-run.js';
import type { SummaryPlan } from './plan-summary.js';
import { gatedFindings } from './track-findings.js';
import type { TrackedFindings } from './track-findings.js';

/** The check run's name, as the pull request's checks list shows it. */
const CHECK_NAME = 'Sextant';

/** Pure: the check run on the head, failing when a finding open at the head is at or above `failOn` or the review is incomplete. */
export function planCheckRun(input: {
  headSha: string;
  report: ReviewReport;
  shown: readonly Finding[];
  tracked: TrackedFindings;
  failOn: FailOn;
  summary: Pick<SummaryPlan, 'body' | 'digest'>;
}): CheckRunToPost {
  const { report } = input;
  const gated = gatedFindings(input.tracked.open, input.failOn).length;
  const incomplete = isReviewIncomplete(report);
  return {
    name: CHECK_NAME,
    headSha: input.headSha,
    // Nothing reviewed is no pass: neutral, titled with why (branch protection accepts neutral, as it should: no gate failed).
    conclusion: gated > 0 || incomplete ? 'failure' : report.status === 'skipped' ? 'neutral' : 'success',
    title: gated > 0 ? `${formatCount(gated, 'open finding')} at or above ${input.failOn}` : describeVerdict(report).text,
    summary: input.summary.body,
    externalId: input.summary.digest,
    findings: input.shown,
    carried: input.tracked.carried,
  };
}
