import type { Parser, QueryMatch, Tree } from 'web-tree-sitter';
import type { AgentName } from '../findings/agent-names.js';
import type { CandidateFinding } from '../findings/finding.js';
import { compileRuleQuery } from './compile-rule-query.js';
import type { RuleQuery } from './compile-rule-query.js';
import { createRuleContext } from './create-rule-context.js';
import type { ParsedFile } from './create-rule-context.js';
import { findingsOfMatch } from './findings-of-match.js';
import type { FileQuery, LanguagePlan } from './language-plan.js';
import { matchesOnLines } from './matches-on-lines.js';
import type { Run } from './matches-on-lines.js';
import type { RuleDefinition } from './rule-definition.js';
import { addTime, SHARED_QUERY_TIME } from './rule-times.js';
import type { RuleTimes } from './rule-times.js';
import type { ScanInput } from './scan-input.js';

/** Where the scan of one file stands: its changed lines, and where its time goes. */
export interface TreeScan {
  plan: LanguagePlan;
  fileQuery: FileQuery;
  /** The changed lines, sorted, and their runs. */
  changed: readonly number[];
  runs: readonly Run[];
  parser: Parser;
  /** The tree of the file before the change, once a rule has asked for it (the caller frees it). */
  earlier: { tree?: Tree | null };
  byRules: Map<AgentName, number>;
  ruleTimes: RuleTimes | undefined;
  /** See `matchesOnLines`. */
  matchLimit: number | undefined;
}

/**
 * The findings on a parsed file: its one query run over the changed lines, each match handed to its rule.
 * Should tree-sitter drop matches (the match limit), each rule's own query runs instead, so none is lost.
 */
export function scanTree(parsed: ParsedFile, input: ScanInput, scan: TreeScan): CandidateFinding[] {
  const { plan, fileQuery, changed, runs, byRules, ruleTimes } = scan;
  const lines = input.content.split(/\r?\n/);
  const context = createRuleContext(parsed, input, plan.language, lines, scan.parser, scan.earlier);
  const findings = new Map<string, CandidateFinding>();
  const dispatch = (matches: readonly QueryMatch[], rulesOfPattern: RuleQuery['rulesOfPattern']): number => {
    let handling = 0;
    for (const match of matches) {
      for (const rule of rulesOfPattern[match.patternIndex] ?? []) handling += handle(rule, match);
    }
    return handling;
  };
  /** Hands one match to one rule; returns the time it took. */
  const handle = (rule: RuleDefinition, match: QueryMatch): number => {
    // A rule whose text gate the file fails cannot report here (the gate is a necessary condition).
    if (!fileQuery.runs.has(rule)) return 0;
    const started = performance.now();
    const found = findingsOfMatch(rule, match, changed, context, input, lines);
    const took = performance.now() - started;
    byRules.set(rule.agent, (byRules.get(rule.agent) ?? 0) + took);
    if (ruleTimes) addTime(ruleTimes, rule.id, took);
    for (const finding of found) {
      // One finding per rule and line: three `any`s on one line are one thing to fix, unless each hit says
      // what it is about (two keys on a line). A rule's matches come in the order of the text whatever else
      // the query holds, so which of them is kept does not depend on the other rules or the gates.
      const key = `${rule.id}:${finding.line}:${finding.external_fingerprint ?? ''}`;
      if (!findings.has(key)) findings.set(key, finding);
    }
    return took;
  };
  const run = (compiled: RuleQuery, matchLimit?: number): boolean => {
    const started = ruleTimes ? performance.now() : 0;
    const { matches, exceeded } = matchesOnLines(compiled.query, parsed.root, runs, matchLimit);
    if (exceeded && compiled.rules.length > 1) return false;
    const handling = dispatch(matches, compiled.rulesOfPattern);
    if (ruleTimes) {
      const single = compiled.rules.length === 1 ? compiled.rules[0]?.id : undefined;
      addTime(ruleTimes, single ?? SHARED_QUERY_TIME, performance.now() - started - handling);
    }
    return true;
  };
  if (!run(fileQuery.compiled, scan.matchLimit)) {
    for (const rule of fileQuery.runs) run(compileRuleQuery(plan.grammar, plan.language, [rule]));
  }
  return [...findings.values()].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0) || (a.rule_id ?? '').localeCompare(b.rule_id ?? ''));
}
