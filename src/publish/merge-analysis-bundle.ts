import { DIMENSION_PREFIX, severityRank } from '../findings/finding.js';
import type { Finding } from '../findings/finding.js';
import { isSameProblem } from '../findings/merge-findings.js';
import type { ReviewState } from '../review-state/review-state.js';
import type { BundleState } from './analysis-bundle.js';

interface BundleMerge {
  state: ReviewState;
  /** Findings only the bundle has (a model's, say), now part of the review. */
  added: number;
  /** The bundle's findings that a re-derived finding replaced: same fingerprint, or the same problem at the same place. */
  superseded: number;
  warnings: string[];
}

/**
 * Pure: the review publish stands behind. The re-derived review (the static engine over the pull
 * request read through the API) is the base and wins every conflict; the bundle can only add to it —
 * findings nobody re-derived (a model's), verification results, what its run could not review — never
 * take away, and never vouch: its suggestions stay unverified and it fixes nothing. A finding missing
 * from the bundle therefore changes nothing, and the gate counts the union.
 */
export function mergeAnalysisBundle(
  rederived: ReviewState,
  bundle: BundleState,
  options: { pullRequestPaths: ReadonlySet<string>; minConfidence: number },
): BundleMerge {
  const warnings: string[] = [];
  const base = rederived.findings.map((finding) => ({ ...finding }));
  const byFingerprint = new Map<string, Finding>(base.map((finding) => [finding.fingerprint, finding]));
  // Twins share a file: only that file's findings are compared, so a large bundle stays linear-ish.
  const byFile = new Map<string, Finding[]>();
  for (const finding of base) {
    const sameFile = byFile.get(finding.file);
    if (sameFile) sameFile.push(finding);
    else byFile.set(finding.file, [finding]);
  }
  const added: Finding[] = [];
  let superseded = 0;
  let outside = 0;
  for (const finding of bundle.findings.map(withUnverifiedSuggestion)) {
    if (!options.pullRequestPaths.has(finding.file) || finding.confidence < options.minConfidence) {
      outside++;
      continue;
    }
    const twin = byFingerprint.get(finding.fingerprint) ?? byFile.get(finding.file)?.find((candidate) => isSameProblem(candidate, finding));
    if (twin) {
      superseded++;
      if (twin.agent !== finding.agent && !twin.also_reported_by?.includes(finding.agent))
        twin.also_reported_by = [...(twin.also_reported_by ?? []), finding.agent];
      const rules = [finding.rule_id, ...(finding.also_reported_rules ?? [])].filter((rule): rule is string => rule !== undefined && rule !== twin.rule_id);
      if (rules.length > 0) twin.also_reported_rules = [...new Set([...(twin.also_reported_rules ?? []), ...rules])];
      // A fix the analyze run suggested cannot be re-derived without its fixer: it is shown, as unverified.
      if (twin.fingerprint === finding.fingerprint && finding.suggestion && !twin.suggestion) twin.suggestion = finding.suggestion;
      continue;
    }
    if (byFingerprint.has(finding.fingerprint)) continue;
    const copy = { ...finding };
    byFingerprint.set(copy.fingerprint, copy);
    added.push(copy);
  }
  if (outside > 0) warnings.push(`${outside} finding(s) of the bundle were dropped: outside the pull request's files or under min-confidence`);
  const findings = renumber([...base, ...added]);

  const analyzeDidNotFinish =
    bundle.status === 'completed' ? undefined : `the analyze run did not finish (${bundle.status}): its findings and checks may be partial`;
  const analyzeIncomplete = bundle.incomplete_reason === undefined ? undefined : `the analyze run was incomplete: ${plainText(bundle.incomplete_reason)}`;
  const incompleteReason = rederived.incomplete_reason ?? analyzeIncomplete ?? analyzeDidNotFinish;
  const state: ReviewState = {
    ...rederived,
    request: { ...rederived.request, model: bundle.request.model },
    findings,
    // "Fixed" means a fix Sextant verified: the bundle's claim of one is not taken, so nothing is counted as fixed here.
    not_reviewed: [...rederived.not_reviewed, ...bundle.not_reviewed.filter((entry) => !rederived.not_reviewed.some((own) => own.path === entry.path))],
    ...(bundle.verification ? { verification: bundle.verification } : {}),
    // A model run's agents are the bundle's to report; a static run's are the ones re-derived here.
    agent_results: bundle.request.model === 'static' ? rederived.agent_results : bundle.agent_results,
    ...(bundle.fix_loop ? { fix_loop: bundle.fix_loop } : {}),
    errors: [...rederived.errors, ...bundle.errors.map((error) => ({ ...error, step: `analyze ${error.step}` }))],
    // Only what makes the outcome stricter is taken from the bundle's ending: a failing baseline, an incomplete run.
    ...(bundle.termination_reason === 'verification_failed' && !rederived.termination_reason ? { termination_reason: 'verification_failed' } : {}),
    ...(incompleteReason ? { incomplete_reason: incompleteReason } : {}),
    ...(bundle.usage ? { usage: bundle.usage } : {}),
    ...(bundle.review_plan ? { review_plan: bundle.review_plan } : {}),
    ...(bundle.positive_observations ? { positive_observations: bundle.positive_observations } : {}),
    ...(bundle.unanchored_findings !== undefined ? { unanchored_findings: bundle.unanchored_findings } : {}),
    ...(bundle.reanchored_findings !== undefined ? { reanchored_findings: bundle.reanchored_findings } : {}),
    warnings: [...rederived.warnings, ...(bundle.warnings ?? []).map((warning) => `analyze: ${warning}`), ...warnings],
  };
  return { state, added: added.length, superseded, warnings };
}

/**
 * The bundle's suggested fix as publish may show it: the analyze job ran the pull request's own code,
 * so its "verified" proves nothing and is dropped; the suggestion says where it came from instead.
 * (publishAnalysisBundle has already screened it for added process execution, network access or eval.)
 */
function withUnverifiedSuggestion(finding: Finding): Finding {
  if (!finding.suggestion) return finding;
  const { start_line, end_line, replacement } = finding.suggestion;
  return { ...finding, suggestion: { start_line, end_line, replacement, origin: 'analysis-job' } };
}

/**
 * The bundle's reason for an incomplete run also becomes the check run's title and the step's failure
 * message, which are plain text that no escaping applies to: only letters, digits and plain punctuation are kept.
 */
function plainText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N} .,:;()%/'+=_-]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Ids by dimension over the merged list, most severe first, so the bundle's ids never collide with the re-derived ones. */
function renumber(findings: Finding[]): Finding[] {
  const ordered = [...findings].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.file.localeCompare(b.file) || a.line - b.line || a.category.localeCompare(b.category),
  );
  const counters = new Map<string, number>();
  return ordered.map((finding) => {
    const prefix = DIMENSION_PREFIX[finding.dimension];
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return { ...finding, id: `${prefix}-${String(next).padStart(3, '0')}` };
  });
}
