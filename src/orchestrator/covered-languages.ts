import { isBuiltInAgent } from '../findings/agent-names.js';
import type { Language } from '../diff/language.js';
import { languagesWithRules } from '../rules/rule-selection.js';
import type { ReviewRequest } from '../review-state/review-state.js';

/** The languages the static engine reviews in this run: those the selected agents' enabled rules cover. */
export function coveredLanguages(request: ReviewRequest): Set<Language> {
  // Custom agents exist only as model prompts; the static engine has rule packs for the six.
  const agents = request.agents.filter(isBuiltInAgent);
  const disabledRules = Object.entries(request.rules)
    .filter(([, setting]) => !setting.enabled)
    .map(([ruleId]) => ruleId);
  return languagesWithRules({ agents, disabledRules });
}
