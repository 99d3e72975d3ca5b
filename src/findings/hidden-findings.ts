import type { CandidateFinding, Finding, HiddenFinding, Severity } from './finding.js';
import { mergeFindings, ProblemIndex } from './merge-findings.js';

/** Severities a low confidence never drops unseen: a missed credential or injection costs too much. */
const LISTED_WHEN_UNSURE: ReadonlySet<Severity> = new Set(['critical', 'high']);

/**
 * Pure: the critical and high findings among those under the confidence threshold, merged like shown
 * ones (one per problem, with fingerprints), less those a shown finding already reports. They are not
 * shown or gated, but the report lists them and says how to show them (`min-confidence: 0`).
 */
export function hiddenFindings(belowThreshold: readonly CandidateFinding[], shown: readonly Finding[]): HiddenFinding[] {
  const serious = belowThreshold.filter((finding) => LISTED_WHEN_UNSURE.has(finding.severity));
  if (serious.length === 0) return [];
  const shownProblems = new ProblemIndex<Finding>();
  for (const finding of shown) shownProblems.add(finding);
  return mergeFindings(serious, 0)
    .findings.filter((finding) => shownProblems.twinOf(finding) === undefined)
    .map(({ id: _id, suggestion: _suggestion, ...hidden }) => hidden);
}
