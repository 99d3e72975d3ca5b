import { isAtOrAbove } from '../findings/finding.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';

/**
 * Findings of rules people muted, left out — except at or above the gate, and critical or security
 * findings whatever the gate: a mute quiets a noisy rule, it never passes a gate or hides a leaked
 * credential or an injection.
 */
export function withoutMuted(
  candidates: readonly CandidateFinding[],
  mutedRules: readonly { rule_id: string }[],
  gate: Severity | undefined,
): { shown: CandidateFinding[]; muted: Map<string, number> } {
  const mutedIds = new Set(mutedRules.map((rule) => rule.rule_id));
  const muted = new Map<string, number>();
  const shown = candidates.filter((finding) => {
    if (!finding.rule_id || !mutedIds.has(finding.rule_id) || neverMuted(finding) || (gate && isAtOrAbove(finding.severity, gate))) return true;
    muted.set(finding.rule_id, (muted.get(finding.rule_id) ?? 0) + 1);
    return false;
  });
  return { shown, muted };
}

function neverMuted(finding: CandidateFinding): boolean {
  return finding.severity === 'critical' || finding.dimension === 'security';
}
