import type { AgentName } from '../findings/agent-names.js';
import { commonCodeReviewerRules } from './packs/common/code-reviewer.js';
import { commonCodeSimplifierChangeRules } from './packs/common/code-simplifier.js';
import { commonCommentAnalyzerRules } from './packs/common/comment-analyzer.js';
import { commonTestAnalyzerChangeRules } from './packs/common/test-analyzer.js';
import { goCodeReviewerRules } from './packs/go/code-reviewer.js';
import { goBugPatternRules } from './packs/go/bug-patterns.js';
import { goCodeSimplifierRules } from './packs/go/code-simplifier.js';
import { goCommentAnalyzerRules } from './packs/go/comment-analyzer.js';
import { goMadeUpFallbackRules } from './packs/go/made-up-fallback.js';
import { goSilentFailureHunterRules } from './packs/go/silent-failure-hunter.js';
import { goTestAnalyzerRules } from './packs/go/test-analyzer.js';
import { javascriptCodeReviewerRules } from './packs/javascript/code-reviewer.js';
import { javascriptCodeSimplifierRules } from './packs/javascript/code-simplifier.js';
import { javascriptCommentAnalyzerRules } from './packs/javascript/comment-analyzer.js';
import { javascriptMadeUpFallbackRules } from './packs/javascript/made-up-fallback.js';
import { javascriptSilentFailureHunterRules } from './packs/javascript/silent-failure-hunter.js';
import { javascriptTestAnalyzerRules } from './packs/javascript/test-analyzer.js';
import { javascriptTypeDesignAnalyzerRules } from './packs/javascript/type-design-analyzer.js';
import { javascriptBugPatternRuleSet } from './packs/javascript/bug-pattern-rules.js';
import { pythonCodeReviewerRules } from './packs/python/code-reviewer.js';
import { pythonCodeSimplifierRules } from './packs/python/code-simplifier.js';
import { pythonBroadSuppressRules } from './packs/python/broad-suppress.js';
import { pythonBugPatternRules } from './packs/python/bug-patterns.js';
import { pythonCommentAnalyzerRules } from './packs/python/comment-analyzer.js';
import { pythonMadeUpFallbackRules } from './packs/python/made-up-fallback.js';
import { pythonSilentFailureHunterRules } from './packs/python/silent-failure-hunter.js';
import { pythonTestAnalyzerRules } from './packs/python/test-analyzer.js';
import { pythonTypeDesignAnalyzerRules } from './packs/python/type-design-analyzer.js';
import type { Language } from '../diff/language.js';
import type { ChangeRuleDefinition, RuleDefinition } from './rule-definition.js';

/**
 * Every static file rule: `packs/<language>/<agent>.ts`, plus `packs/common/` for rules that read the
 * same in every language. One rule id names one problem across languages: a user disables or
 * suppresses `review/eval` once, and each language contributes its own definition of it.
 */
export const RULES: readonly RuleDefinition[] = [
  ...commonCodeReviewerRules,
  ...commonCommentAnalyzerRules,
  ...javascriptCodeReviewerRules,
  ...javascriptSilentFailureHunterRules,
  ...javascriptMadeUpFallbackRules,
  ...javascriptCodeSimplifierRules,
  ...javascriptTestAnalyzerRules,
  ...javascriptCommentAnalyzerRules,
  ...javascriptTypeDesignAnalyzerRules,
  ...javascriptBugPatternRuleSet,
  ...pythonCodeReviewerRules,
  ...pythonSilentFailureHunterRules,
  ...pythonMadeUpFallbackRules,
  ...pythonBroadSuppressRules,
  ...pythonBugPatternRules,
  ...pythonCodeSimplifierRules,
  ...pythonTestAnalyzerRules,
  ...pythonCommentAnalyzerRules,
  ...pythonTypeDesignAnalyzerRules,
  ...goCodeReviewerRules,
  ...goBugPatternRules,
  ...goSilentFailureHunterRules,
  ...goMadeUpFallbackRules,
  ...goCodeSimplifierRules,
  ...goTestAnalyzerRules,
  ...goCommentAnalyzerRules,
];

/** Rules over the whole change rather than one file. */
export const CHANGE_RULES: readonly ChangeRuleDefinition[] = [...commonTestAnalyzerChangeRules, ...commonCodeSimplifierChangeRules];

interface RuleSelection {
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

/** The definition of rule `id` for `language`. */
export function findRule(id: string, language: Language): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id && rule.languages.includes(language));
}
