import type { Language as Grammar } from 'web-tree-sitter';
import type { AgentName } from '../findings/agent-names.js';
import type { Language } from '../diff/language.js';
import { compileRuleQuery, isRuleQueryCompiled, querySource } from './compile-rule-query.js';
import type { RuleQuery } from './compile-rule-query.js';
import { patternRootTypes } from './query-roots.js';
import type { RuleDefinition } from './rule-definition.js';

/** A rule as one language runs it. */
interface PlannedRule {
  rule: RuleDefinition;
  /** The node types its patterns start at (see `patternRootTypes`); undefined when any node can start one. */
  roots: ReadonlySet<string> | undefined;
}

/** The rules for one language, and the queries made of them so far. */
export interface LanguagePlan {
  grammar: Grammar;
  language: Language;
  rules: readonly PlannedRule[];
  /** Each agent's fraction of the rules: its share of the time no single rule is charged for. */
  ruleShare: ReadonlyMap<AgentName, number>;
  /** The rules the first file of a small change needed, in one query (see `smallChangeQuery`). */
  partial?: { rules: ReadonlySet<RuleDefinition>; compiled: RuleQuery };
  /** Set once a file has needed the query of every rule: no partial query is made after that. */
  usual?: boolean;
}

/** The one query a file runs, and the rules whose matches count on that file: the others' are passed over. */
export interface FileQuery {
  compiled: RuleQuery;
  runs: ReadonlySet<RuleDefinition>;
}

export function planLanguage(grammar: Grammar, language: Language, rules: readonly RuleDefinition[]): LanguagePlan {
  // A pattern rooted at a supertype (`expression`) matches nodes of its subtypes' types: such a rule can match anywhere.
  const supertypes = new Set(grammar.supertypes.map((id) => grammar.nodeTypeForId(id)));
  const planned = rules.map((rule): PlannedRule => {
    const roots = patternRootTypes(querySource(rule, language));
    return { rule, roots: roots && ![...roots].some((type) => supertypes.has(type)) ? roots : undefined };
  });
  const ruleShare = new Map<AgentName, number>();
  for (const rule of rules) ruleShare.set(rule.agent, (ruleShare.get(rule.agent) ?? 0) + 1 / rules.length);
  return { grammar, language, rules: planned, ruleShare };
}

/** What about a file decides which rules run on it. */
export interface FileScope {
  /** Every rule runs, whatever its text gate says (see `StaticEngineOptions.exhaustive`). */
  exhaustive: boolean;
  isTest: boolean;
}

/**
 * The query to run on a file, or undefined when no rule can report there. The rules that run are those meant
 * for its kind of file (source or test) whose text gate it passes; `present`, the node types where a small
 * change touched the file, leaves out the rules that cannot match there (see `smallChangeQuery`). Otherwise the
 * file gets the query of every rule of its language, compiled once, and the matches of the rules that do not
 * run are passed over: one walk for all, and one compiled query however files differ in kind and gates.
 */
export function queryForFile(plan: LanguagePlan, present: ReadonlySet<string> | undefined, content: string, scope: FileScope): FileQuery | undefined {
  const running = plan.rules.filter(({ rule }) => inScope(rule, scope.isTest) && (scope.exhaustive || passesGate(rule, content)));
  if (running.length === 0) return undefined;
  if (present) {
    const needed = running.filter(({ roots }) => !roots || [...roots].some((type) => present.has(type))).map(({ rule }) => rule);
    if (needed.length === 0) return undefined;
    const compiled = smallChangeQuery(plan, needed);
    if (compiled) return { compiled, runs: new Set(needed) };
  }
  return {
    compiled: compileRuleQuery(
      plan.grammar,
      plan.language,
      plan.rules.map(({ rule }) => rule),
    ),
    runs: new Set(running.map(({ rule }) => rule)),
  };
}

function inScope(rule: RuleDefinition, isTest: boolean): boolean {
  const scope = rule.files ?? 'any';
  return scope === 'any' || (scope === 'test') === isTest;
}

function passesGate(rule: RuleDefinition, content: string): boolean {
  return rule.textGate === undefined || content.search(rule.textGate) !== -1;
}

/**
 * One query of the rules a small change needs; undefined when the file should get the query of every rule
 * instead. A query has a large cost to compile, in proportion to its patterns, so the first file of a small
 * change compiles just the rules it needs (a one-line change: a few rules). A later file whose rules that query
 * holds reuses it; any other file gets the full query, and no second partial query is made. The rules a query
 * holds beyond a file's own are passed over, so the findings are the same either way.
 */
function smallChangeQuery(plan: LanguagePlan, needed: readonly RuleDefinition[]): RuleQuery | undefined {
  // Another engine in this process has compiled the full query already: it costs nothing more.
  const everyRule = plan.rules.map(({ rule }) => rule);
  if (plan.partial === undefined && !plan.usual && !isRuleQueryCompiled(plan.language, everyRule)) {
    plan.partial = { rules: new Set(needed), compiled: compileRuleQuery(plan.grammar, plan.language, needed) };
  }
  const { partial } = plan;
  if (partial && needed.every((rule) => partial.rules.has(rule))) return partial.compiled;
  plan.usual = true;
  return undefined;
}
