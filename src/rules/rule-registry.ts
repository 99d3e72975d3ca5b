import type { AgentName } from '../agents/agent-names.js';
import { codeReviewerRules } from './packs/code-reviewer.js';
import { codeSimplifierRules } from './packs/code-simplifier.js';
import { commentAnalyzerRules } from './packs/comment-analyzer.js';
import { silentFailureHunterRules } from './packs/silent-failure-hunter.js';
import { testAnalyzerChangeRules, testAnalyzerRules } from './packs/test-analyzer.js';
import { typeDesignAnalyzerRules } from './packs/type-design-analyzer.js';
import type { Language } from './language.js';
import type { ChangeRuleDefinition, RuleDefinition } from './rule-definition.js';

/** Every static rule, one pack per agent. Adding a language is a grammar plus rules listing it. */
export const RULES: readonly RuleDefinition[] = [
  ...codeReviewerRules,
  ...silentFailureHunterRules,
  ...codeSimplifierRules,
  ...testAnalyzerRules,
  ...commentAnalyzerRules,
  ...typeDesignAnalyzerRules,
];

/** Rules over the whole change rather than one file. */
export const CHANGE_RULES: readonly ChangeRuleDefinition[] = [...testAnalyzerChangeRules];

export interface RuleSelection {
  /** Only these agents' rules; all agents when absent. */
  agents?: readonly AgentName[];
  /** Rule ids to leave out. Unknown ids are ignored here: the settings layer validates them against `RULE_IDS`. */
  disabledRules?: readonly string[];
}

export const RULE_IDS: ReadonlySet<string> = new Set([...RULES, ...CHANGE_RULES].map((rule) => rule.id));

export function selectRules<T extends { id: string; agent: AgentName }>(rules: readonly T[], selection: RuleSelection = {}): T[] {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter(
    (rule) => !disabled.has(rule.id) && (selection.agents === undefined || selection.agents.includes(rule.agent)),
  );
}

/** Languages that at least one selected rule covers: files in other languages get no static review. */
export function languagesWithRules(selection: RuleSelection = {}): Set<Language> {
  return new Set(selectRules(RULES, selection).flatMap((rule) => rule.languages));
}

export function findRule(id: string): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id);
}
