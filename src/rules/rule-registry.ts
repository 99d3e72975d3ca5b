import type { AgentName } from '../findings/agent-names.js';
import { CHANGE_RULE_FOLDERS, RULE_FOLDERS } from './catalog/index.js';
import { flattenChangeRuleFolders, flattenRuleFolders } from './flatten-rule-folders.js';
import type { Language } from '../diff/language.js';
import type { ChangeRuleDefinition, RuleDefinition } from './rule-definition.js';

/**
 * Every static file rule, one definition per language: built from the folders `catalog/<pack>/<rule>/`
 * (see docs/rules.md). One rule id names one problem across languages: a user disables or suppresses
 * `review/eval` once, and each language contributes its own definition of it.
 */
export const RULES: readonly RuleDefinition[] = flattenRuleFolders(RULE_FOLDERS);

/** Rules over the whole change rather than one file. */
export const CHANGE_RULES: readonly ChangeRuleDefinition[] = flattenChangeRuleFolders(CHANGE_RULE_FOLDERS);

interface RuleSelection {
  /** Only these agents' rules; all agents when absent. */
  agents?: readonly AgentName[];
  /** Rule ids to leave out. Unknown ids are ignored here: the settings layer validates them against `RULE_IDS`. */
  disabledRules?: readonly string[];
}

export const RULE_IDS: ReadonlySet<string> = new Set([...RULES, ...CHANGE_RULES].map((rule) => rule.id));

export function selectRules<T extends { id: string; agent: AgentName }>(rules: readonly T[], selection: RuleSelection = {}): T[] {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter((rule) => !disabled.has(rule.id) && (selection.agents === undefined || selection.agents.includes(rule.agent)));
}

/** Languages that at least one selected rule covers: files in other languages get no static review. */
export function languagesWithRules(selection: RuleSelection = {}): Set<Language> {
  return new Set(selectRules(RULES, selection).flatMap((rule) => rule.languages));
}

/** The definition of rule `id` for `language`. */
export function findRule(id: string, language: Language): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id && rule.languages.includes(language));
}
