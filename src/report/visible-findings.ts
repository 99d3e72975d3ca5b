import type { Finding } from '../findings/finding.js';
import type { ReviewReport } from './review-report.js';

/** Which findings the outputs people read show (text, summaries, PR comments, annotations). */
interface FindingView {
  showInfo: boolean;
}

/**
 * Quiet by default: info findings (style — length, nesting, duplication) are shown only when
 * `show-info` asks for them, or when they fail the gate (fail-on: info), which must never happen unseen.
 */
export function findingViewOf(report: Pick<ReviewReport, 'summary'>): FindingView {
  return { showInfo: report.summary.show_info || report.summary.gate.fail_on === 'info' };
}

/** Pure: the findings an output shows. JSON and SARIF take every finding instead. */
export function visibleFindings<T extends Pick<Finding, 'severity'>>(findings: readonly T[], view: FindingView): T[] {
  return view.showInfo ? [...findings] : findings.filter((finding) => finding.severity !== 'info');
}
