import type { AgentName } from '../findings/agent-names.js';
import type { Language } from '../diff/language.js';
import { CHANGE_RULE_FOLDERS } from './catalog/change-rules.js';
import { FILE_RULE_SUMMARIES } from './catalog/rule-index.js';
import { flattenChangeRuleFolders } from './flatten-rule-folders.js';
import type { ChangeRuleDefinition } from './rule-definition.js';

/*
 * Which rules exist and which a run selects, read from the generated index: the settings, the suppressions and
 * the coverage need these before a scan and without the file rules' code, most of what a review loads
 * (that is `rule-registry.ts`, which the engine loads when it scans).
 */

/** Rules over the whole change rather than one file. */
export const CHANGE_RULES: readonly ChangeRuleDefinition[] = flattenChangeRuleFolders(CHANGE_RULE_FOLDERS);

export const RULE_IDS: ReadonlySet<string> = new Set([...FILE_RULE_SUMMARIES, ...CHANGE_RULES].map((rule) => rule.id));

interface RuleSelection {
  /** Only these agents' rules; all agents when absent. */
  agents?: readonly AgentName[];
  /** Rule ids to leave out. Unknown ids are ignored here: the settings layer validates them against `RULE_IDS`. */
  disabledRules?: readonly string[];
}

export function selectRules<T extends { id: string; agent: AgentName }>(rules: readonly T[], selection: RuleSelection = {}): T[] {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter((rule) => !disabled.has(rule.id) && (selection.agents === undefined || selection.agents.includes(rule.agent)));
}

/** Languages that at least one selected rule covers: files in other languages get no static review. */
export function languagesWithRules(selection: RuleSelection = {}): Set<Language> {
  return new Set(selectRules(FILE_RULE_SUMMARIES, selection).flatMap((rule) => rule.languages));
}
