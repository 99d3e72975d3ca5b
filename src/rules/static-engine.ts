import { Parser } from 'web-tree-sitter';
import type { Language as Grammar, Range, Tree } from 'web-tree-sitter';
import type { AgentName } from '../findings/agent-names.js';
import type { CandidateFinding } from '../findings/finding.js';
import { isTestFile } from '../diff/file-role.js';
import { LANGUAGES, languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import { loadRules } from './load-rules.js';
import { selectRules } from './rule-selection.js';
import { changedRegions, guardRoot, OutsideRegions, parsedAlone } from './changed-regions.js';
import { chargeFile } from './charge-file.js';
import { planLanguage, queryForFile } from './language-plan.js';
import type { LanguagePlan } from './language-plan.js';
import { loadGrammar } from './load-grammar.js';
import { runsOf } from './matches-on-lines.js';
import { nodeTypesOnLines } from './node-types-on-lines.js';
import type { RuleTimes } from './rule-times.js';
import type { ScanInput } from './scan-input.js';
import { cachedScan, keepScan, scanKey } from './scan-result-cache.js';
import { scanTree } from './scan-tree.js';
import { resolveWasmLocation } from './wasm-location.js';
import { TooDeepError, treeTooDeep } from './tree-depth.js';

export { languageOf } from '../diff/language.js';
export type { Language } from '../diff/language.js';
export { summarizeScan } from './scan-summary.js';
export { scanChange } from './scan-change.js';
export { SHARED_QUERY_TIME } from './rule-times.js';
export type { ScanInput } from './scan-input.js';

export interface StaticEngine {
  scanFile(input: ScanInput): CandidateFinding[];
  /** Milliseconds each agent's rules have taken over every file scanned so far (see `chargeFile`). */
  timeByAgent(): ReadonlyMap<AgentName, number>;
  /** With `timeRules`: milliseconds by rule id (see `RuleTimes`); empty without it. */
  timeByRule(): ReadonlyMap<string, number>;
}

export interface StaticEngineOptions {
  agents?: readonly AgentName[];
  disabledRules?: readonly string[];
  /**
   * Run every rule's query on every whole file: no text gates, no leaving out the rules whose root node types
   * the change does not touch, no parsing in regions. To check that no shortcut hides a finding.
   */
  exhaustive?: boolean;
  /** The languages to load grammars for (those of the files to scan); every language by default. */
  languages?: readonly Language[];
  /**
   * Changed lines in the whole change, when known (else each file's own count stands in). Only a small change
   * leaves rules out (see PRUNE_MAX_CHANGED_LINES): a large one ends up compiling every query anyway.
   */
  changeSize?: number;
  /** Lines from which a file with a small change is parsed in regions (see `changedRegions`); lower in tests. */
  regionMinLines?: number;
  /** Time each rule (see `RuleTimes`), for the benchmark; off by default, as the clock reads cost time of their own. */
  timeRules?: boolean;
  /** Tree-sitter's limit on matches in progress (see `matchesOnLines`); its maximum by default, lower in tests. */
  matchLimit?: number;
}

/**
 * Changed lines up to which the engine looks for the node types a change touches, to leave out the rules that
 * cannot match there and not compile their queries. Compiling is what it saves, and a larger change needs
 * nearly every query somewhere: there the walk and a second, partial query would cost more than they save.
 */
const PRUNE_MAX_CHANGED_LINES = 100;
/** Nodes visited at most by that walk: lines this dense (minified code) are not a small change after all. */
const PRUNE_MAX_NODES = 5_000;

export async function createStaticEngine(options: StaticEngineOptions = {}): Promise<StaticEngine> {
  const rules = selectRules(await loadRules(options.languages ?? LANGUAGES), options);
  // A grammar is megabytes of wasm to read and compile: only those of the languages asked for.
  const languages = [...new Set(rules.flatMap((rule) => rule.languages))].filter((language) => options.languages?.includes(language) ?? true);
  const loaded = new Map<Language, Grammar>();
  if (languages.length > 0) {
    const location = resolveWasmLocation();
    for (const language of languages) loaded.set(language, await loadGrammar(language, location));
  }
  // Planned on first use: a change in one language does not pay for the other languages' queries. Source and
  // test files share one plan, so a language's rules compile into one query however many kinds of file it has.
  const planned = new Map<Language, LanguagePlan>();
  const planFor = (language: Language): LanguagePlan | undefined => {
    const grammar = loaded.get(language);
    if (!grammar) return undefined;
    let plan = planned.get(language);
    if (!plan) {
      plan = planLanguage(
        grammar,
        language,
        rules.filter((rule) => rule.languages.includes(language)),
      );
      planned.set(language, plan);
    }
    return plan;
  };
  // Made on the first file in a language with rules: before a grammar has loaded, the wasm runtime is not ready.
  let parser: Parser | undefined;
  const spent = new Map<AgentName, number>();
  const ruleTimes: RuleTimes | undefined = options.timeRules ? new Map() : undefined;
  const exhaustive = options.exhaustive ?? false;
  // What, besides the file, decides a scan's findings. A timed engine scans every file: its times are the point.
  const settings = options.timeRules
    ? undefined
    : JSON.stringify({
        rules: rules.map((rule) => `${rule.id}:${rule.languages.join('+')}`),
        languages,
        exhaustive,
        changeSize: options.changeSize,
        regionMinLines: options.regionMinLines,
        matchLimit: options.matchLimit,
      });

  return {
    scanFile(input) {
      const language = languageOf(input.path);
      const plan = language && input.changedLines.size > 0 ? planFor(language) : undefined;
      if (!language || !plan) return [];
      const key = settings === undefined ? undefined : scanKey(settings, input);
      const cached = key === undefined ? undefined : cachedScan(key);
      if (cached) return cached;
      const findings = scanUncached(input, language, plan);
      if (key !== undefined) keepScan(key, findings);
      return findings;
    },
    timeByAgent: () => spent,
    timeByRule: () => ruleTimes ?? new Map(),
  };

  function scanUncached(input: ScanInput, language: Language, plan: LanguagePlan): CandidateFinding[] {
    const started = performance.now();
    const byRules = new Map<AgentName, number>();
    const fileParser = (parser ??= new Parser());
    fileParser.setLanguage(plan.grammar);
    const changed = [...input.changedLines].sort((a, b) => a - b);
    const runs = runsOf(changed);
    const scan = (tree: Tree | null, regions?: Range[]): CandidateFinding[] => {
      if (!tree) return [];
      const earlier: { tree?: Tree | null } = {};
      try {
        if (regions && !parsedAlone(tree, regions)) throw new OutsideRegions();
        const root = regions ? guardRoot(tree) : tree.rootNode;
        if (treeTooDeep(root, input.content)) throw new TooDeepError();
        const small = (options.changeSize ?? changed.length) <= PRUNE_MAX_CHANGED_LINES;
        const present = !exhaustive && small ? nodeTypesOnLines(root, input.content, runs, PRUNE_MAX_NODES) : undefined;
        const fileQuery = queryForFile(plan, present, input.content, { exhaustive, isTest: isTestFile(input.path) });
        if (!fileQuery) return [];
        return scanTree({ tree, root, whole: !regions }, input, {
          plan,
          fileQuery,
          changed,
          runs,
          parser: fileParser,
          earlier,
          byRules,
          ruleTimes,
          matchLimit: options.matchLimit,
        });
      } finally {
        // Trees live in wasm memory, outside the garbage collector: free each one before the next file.
        tree.delete();
        earlier.tree?.delete();
      }
    };
    try {
      // A small change to a large file parses only the regions around it, unless a rule needs the whole file.
      const regions = exhaustive ? undefined : changedRegions(language, input.content, runs, options.regionMinLines);
      if (regions) {
        try {
          return scan(fileParser.parse(input.content, null, { includedRanges: regions }), regions);
        } catch (error) {
          if (!(error instanceof OutsideRegions)) throw error;
          byRules.clear();
        }
      }
      return scan(fileParser.parse(input.content));
    } finally {
      chargeFile(spent, performance.now() - started, byRules, plan.ruleShare);
    }
  }
}
