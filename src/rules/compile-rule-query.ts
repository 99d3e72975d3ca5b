import { Query } from 'web-tree-sitter';
import type { Language as Grammar } from 'web-tree-sitter';
import type { Language } from '../diff/language.js';
import type { RuleDefinition } from './rule-definition.js';

/** Rules compiled into one query, so a file is walked once for all of them. */
export interface RuleQuery {
  query: Query;
  /** The rule behind each pattern of `query`, by pattern index. */
  ruleOfPattern: readonly RuleDefinition[];
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
 * The patterns of every rule in `rules`, concatenated into one query (captures belong to their pattern,
 * so each rule keeps its own `@target`), compiled once per process for each language and rule set.
 */
export function compileRuleQuery(grammar: Grammar, language: Language, rules: readonly RuleDefinition[]): RuleQuery {
  const key = queryKey(language, rules);
  const cached = compiledQueries.get(key);
  if (cached) return cached;
  const sources = rules.map((rule) => querySource(rule, language));
  let query: Query;
  try {
    query = new Query(grammar, sources.join('\n'));
  } catch (error) {
    // Name the rule whose query is broken.
    for (const [index, rule] of rules.entries()) {
      try {
        new Query(grammar, sources[index] ?? '').delete();
      } catch (ruleError) {
        throw new Error(`Rule ${rule.id} has an invalid ${language} query: ${(ruleError as Error).message}`, { cause: ruleError });
      }
    }
    throw error;
  }
  // Map each pattern back to its rule by where it starts in the joined source (a byte offset).
  const ruleStarts: number[] = [];
  let offset = 0;
  for (const source of sources) {
    ruleStarts.push(offset);
    offset += Buffer.byteLength(source) + 1;
  }
  const ruleOfPattern: RuleDefinition[] = [];
  for (let pattern = 0, rule = 0; pattern < query.patternCount(); pattern += 1) {
    const start = query.startIndexForPattern(pattern);
    while (rule + 1 < ruleStarts.length && (ruleStarts[rule + 1] ?? Infinity) <= start) rule += 1;
    const definition = rules[rule];
    if (definition) ruleOfPattern.push(definition);
  }
  const compiled = { query, ruleOfPattern };
  compiledQueries.set(key, compiled);
  return compiled;
}
