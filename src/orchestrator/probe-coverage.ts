import { CHECKS } from '../verify/check-result.js';
import type { CheckName, VerificationResult } from '../verify/check-result.js';
import type { FixLoop } from '../review-state/review-state.js';

type CoverageEntry = NonNullable<FixLoop['coverage']>[number];

/** Runs `check` with `path` made unparseable and puts the file back: true when the check failed; undefined when the run was cancelled. */
type Probe = (path: string, check: CheckName) => Promise<boolean | undefined>;

/**
 * The files of a fix that no check covers. A check covers a file when it fails with the file made
 * unparseable: a passing check that never loads the file (JavaScript tests and a Python file) says
 * nothing about a fix to it. Only the checks that passed before any fix are probed (they passed with
 * the fix too, or it would not be here), fastest first, until one covers the file; each answer is kept
 * in `coverage` for the rest of the session. Undefined when cancelled mid-probe.
 */
export async function findUncoveredFiles(
  paths: readonly string[],
  baseline: VerificationResult,
  coverage: CoverageEntry[],
  probe: Probe,
): Promise<string[] | undefined> {
  const candidates = CHECKS.filter((check) => baseline[check].status === 'passed').sort((a, b) => baseline[a].duration_ms - baseline[b].duration_ms);
  const uncovered: string[] = [];
  for (const path of [...new Set(paths)]) {
    let covered = false;
    for (const check of candidates) {
      let known = coverage.find((entry) => entry.path === path && entry.check === check)?.covered;
      if (known === undefined) {
        known = await probe(path, check);
        if (known === undefined) return undefined;
        coverage.push({ path, check, covered: known });
      }
      if (known) {
        covered = true;
        break;
      }
    }
    if (!covered) uncovered.push(path);
  }
  return uncovered;
}
