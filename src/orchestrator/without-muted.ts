import { isAtOrAbove } from '../findings/finding.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';

/**
 * Findings of rules people muted by reactions, left out — except at or above the gate: reactions are
 * anyone's to give, so they quiet a rule but never pass a gate.
 */
export function withoutMuted(
  candidates: readonly CandidateFinding[],
  mutedRules: readonly { rule_id: string }[],
  gate: Severity | undefined,
): { shown: CandidateFinding[]; muted: Map<string, number> } {
  const mutedIds = new Set(mutedRules.map((rule) => rule.rule_id));
  const muted = new Map<string, number>();
  const shown = candidates.filter((finding) => {
    if (!finding.rule_id || !mutedIds.has(finding.rule_id) || (gate && isAtOrAbove(finding.severity, gate))) return true;
    muted.set(finding.rule_id, (muted.get(finding.rule_id) ?? 0) + 1);
    return false;
  });
  return { shown, muted };
}
