import type { TerminationReason } from './termination-reason.js';

interface IterationOutcome {
  /** Fingerprints of the findings open after the iteration's re-review. */
  open: readonly string[];
  /** Open findings a fix could still be attempted for. */
  fixable: number;
}

/**
 * Pure: whether the fix loop stops after an iteration, judged by finding identity (fingerprints),
 * not counts alone. `history[0]` is the review before any fix.
 */
export function decideConvergence(history: readonly IterationOutcome[], maxIterations: number): TerminationReason | undefined {
  const latest = history.at(-1);
  const previous = history.at(-2);
  if (!latest) return undefined;
  if (previous && latest.open.length > previous.open.length) return 'issues_increased';
  if (latest.fixable === 0) return 'no_fixable_issues';
  const iterations = history.length - 1;
  if (iterations >= 2 && sameSet(latest.open, previous?.open ?? []) && sameSet(previous?.open ?? [], history.at(-3)?.open ?? [])) return 'converged';
  if (iterations >= maxIterations) return 'max_iterations';
  return undefined;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}
