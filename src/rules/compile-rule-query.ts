import { Query } from 'web-tree-sitter';
import type { Language as Grammar } from 'web-tree-sitter';
import type { Language } from '../diff/language.js';
import { splitPatterns } from './query-patterns.js';
import type { RuleDefinition } from './rule-definition.js';

/** Rules compiled into one query, so a file is walked once for all of them. */
export interface RuleQuery {
  query: Query;
  /** The rules compiled in. */
  rules: readonly RuleDefinition[];
  /** The rules behind each pattern of `query`, by pattern index: several when their patterns are the same. */
  rulesOfPattern: ReadonlyArray<readonly RuleDefinition[]>;
}

/** A rule's query source for `language`. */
export function querySource(rule: RuleDefinition, language: Language): string {
  const source = typeof rule.query === 'string' ? rule.query : rule.query[language];
  if (source === undefined) throw new Error(`Rule ${rule.id} lists ${language} but has no query for it`);
  return source;
}

/**
 * Compiled queries by language and rule set. Compiling is the engine's largest fixed cost (a few hundred
 * milliseconds for all the TypeScript rules, in proportion to their patterns), and every engine of the
 * process (a worker's, or each re-review's) shares the result: queries are immutable. An engine asks for
 * a handful of rule sets per language (every rule, one small change's few, a single rule when a combined
 * query overflows), so the map stays small.
 */
const compiledQueries = new Map<string, RuleQuery>();

/** Whether the query of `rules` is compiled already: then it costs nothing more to use. */
export function isRuleQueryCompiled(language: Language, rules: readonly RuleDefinition[]): boolean {
  return compiledQueries.has(queryKey(language, rules));
}

function queryKey(language: Language, rules: readonly RuleDefinition[]): string {
  return `${language}:${rules.map((rule) => rule.id).join(',')}`;
}

/**
 * The patterns of every rule in `rules` in one query, compiled once per process for each language and rule set.
 * A pattern several rules share (`(comment) @target`, a regular-expression literal) is compiled and matched once
 * and handed to each of them: a sixth of the patterns, and the costliest to match, are such repeats.
 */
export function compileRuleQuery(grammar: Grammar, language: Language, rules: readonly RuleDefinition[]): RuleQuery {
  const key = queryKey(language, rules);
  const cached = compiledQueries.get(key);
  if (cached) return cached;
  const distinct = new Map<string, { source: string; rules: RuleDefinition[] }>();
  for (const rule of rules) {
    for (const pattern of splitPatterns(querySource(rule, language))) {
      const entry = distinct.get(pattern.normalized) ?? { source: pattern.source, rules: [] };
      if (!entry.rules.includes(rule)) entry.rules.push(rule);
      distinct.set(pattern.normalized, entry);
    }
  }
  let query: Query;
  try {
    query = new Query(grammar, [...distinct.values()].map((pattern) => pattern.source).join('\n'));
  } catch (error) {
    // Name the rule whose query is broken.
    for (const rule of rules) {
      try {
        new Query(grammar, querySource(rule, language)).delete();
      } catch (ruleError) {
        throw new Error(`Rule ${rule.id} has an invalid ${language} query: ${(ruleError as Error).message}`, { cause: ruleError });
      }
    }
    throw error;
  }
  if (query.patternCount() !== distinct.size) {
    query.delete();
    throw new Error(`The ${language} rules' queries hold ${distinct.size} patterns, but tree-sitter counts ${query.patternCount()}`);
  }
  const compiled = { query, rules, rulesOfPattern: [...distinct.values()].map((pattern) => pattern.rules) };
  compiledQueries.set(key, compiled);
  return compiled;
}
