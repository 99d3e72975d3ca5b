import { isBuiltInAgent } from '../findings/agent-names.js';
import type { CandidateFinding } from '../findings/finding.js';
import { applyRuleSettings } from './apply-rule-settings.js';
import { capCandidates } from './cap-candidates.js';
import { withoutMuted } from './without-muted.js';
import type { FixPorts } from '../fix/fix-ports.js';
import type { ReviewRequest } from '../review-state/review-state.js';

/** The fix loop's re-review with the static engine: the same agents and rule settings as the first pass. */
export function createStaticReReview(request: ReviewRequest): FixPorts['reReview'] {
  return async (files) => {
    const disabledRules = Object.entries(request.rules)
      .filter(([, setting]) => !setting.enabled)
      .map(([ruleId]) => ruleId);
    // The engine loads with the first re-review, not with every review.
    const { createStaticEngine } = await import('../rules/static-engine.js');
    const engine = await createStaticEngine({ agents: request.agents.filter(isBuiltInAgent), disabledRules });
    const gate = request.fail_on === 'none' ? undefined : request.fail_on;
    const candidates: CandidateFinding[] = files.flatMap((file) => engine.scanFile({ ...file, ...(gate ? { gate } : {}) }));
    return capCandidates(withoutMuted(applyRuleSettings(candidates, request.rules, request.path_instructions), request.muted_rules ?? [], gate).shown).kept;
  };
}
