import { Parser, Query } from 'web-tree-sitter';
import type { Language as Grammar } from 'web-tree-sitter';
import type { Node, QueryMatch, Range, Tree } from 'web-tree-sitter';
import type { AgentName } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import { isAtOrAbove } from '../findings/finding.js';
import type { CandidateFinding, Severity } from '../findings/finding.js';
import { isTestFile } from '../diff/file-role.js';
import { languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import type { FileBefore, RuleContext, RuleDefinition, RuleHit } from './rule-definition.js';
import { CHANGE_RULES, RULES, selectRules } from './rule-registry.js';
import { changedRegions, guardRoot, OutsideRegions, parsedAlone } from './changed-regions.js';
import { excerpt } from './excerpt.js';
import { loadGrammar } from './load-grammar.js';
import { matchesOnLines, runsOf } from './matches-on-lines.js';
import type { Run } from './matches-on-lines.js';
import { nodeTypesOnLines } from './node-types-on-lines.js';
import { parseEarlier } from './parse-earlier.js';
import { patternRootTypes } from './query-roots.js';
import { judgeSuppression } from './suppression.js';
import type { LineInBase } from './suppression.js';
import type { FileBeforeChange } from './file-before-change.js';
import type { TreeFacts } from './tree-facts.js';
import { resolveWasmLocation } from './wasm-location.js';
import { TooDeepError, treeTooDeep } from './tree-depth.js';

export { autofixFor } from './autofix-for.js';
export { languageOf } from '../diff/language.js';
export type { Language } from '../diff/language.js';
export { summarizeScan } from './scan-summary.js';

interface ScanInput {
  /** Repository-relative path; its extension picks the grammar. */
  path: string;
  content: string;
  /** 1-based line numbers that the change added or modified: only these are reported. */
  changedLines: ReadonlySet<number>;
  /** The file before the change (see `fileBeforeChange`), so rules can judge what the change did; absent when unknown. */
  before?: FileBeforeChange;
  /**
   * Where each line was in the pull request's base, undefined for a line the pull request added anywhere in
   * base...head — not only in the reviewed diff, which starts at the last reviewed head in an incremental
   * review. Suppressions are judged against it (see `judgeSuppression`). Absent: the reviewed diff is the
   * whole change, and `before` (else `changedLines`) tells the same.
   */
  lineInBase?: LineInBase;
  /**
   * The gate (`fail-on`): a `sextant-ignore` comment the pull request added does not hide a finding at or
   * above it — a change cannot silence itself. Without it, such suppressions hide anything.
   */
  gate?: Severity;
  /** Facts about the file from elsewhere in the reviewed tree (see `createTreeFactsReader`); rules that need one stay quiet without it. */
  facts?: TreeFacts;
}

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
}

/**
 * Milliseconds by rule id: each rule's handling of its matches, and the matching of a query that holds that
 * rule alone. A query of several rules walks the tree once for all of them: its matching is charged to
 * SHARED_QUERY_TIME, not split by a guess.
 */
type RuleTimes = Map<string, number>;

export const SHARED_QUERY_TIME = '(one query for several rules)';

/** Rules compiled into a single query, so a file is walked once for all of them. */
interface CompiledQuery {
  query: Query;
  /** The rule behind each pattern of `query`, by pattern index. */
  ruleOfPattern: readonly RuleDefinition[];
}

/**
 * Changed lines up to which the engine looks for the node types a change touches, to leave out the rules that
 * cannot match there and not compile their queries. Compiling is what it saves, and a larger change needs
 * nearly every query somewhere: there the walk and a second, partial query would cost more than they save.
 */
const PRUNE_MAX_CHANGED_LINES = 100;
/** Nodes visited at most by that walk: lines this dense (minified code) are not a small change after all. */
const PRUNE_MAX_NODES = 5_000;

/** A rule as one language runs it. */
interface PlannedRule {
  rule: RuleDefinition;
  /** The node types its patterns start at (see `patternRootTypes`); undefined when any node can start one. */
  roots: ReadonlySet<string> | undefined;
}

/** The rules for one language and kind of file (source or test). */
interface LanguageRules {
  grammar: Grammar;
  language: Language;
  /** The rules without a text gate: run together in one query. */
  ungated: readonly PlannedRule[];
  /** Each rule with a text gate, compiled on its own the first time a file passes the gate. */
  gated: readonly PlannedRule[];
  /** Each agent's fraction of the rules: its share of the time no single rule is charged for. */
  ruleShare: ReadonlyMap<AgentName, number>;
  /** The rules the first file of a small change needed, in one query (see `smallChangeQuery`). */
  partial?: { rules: ReadonlySet<RuleDefinition>; compiled: CompiledQuery };
  /** Set once a file has needed the usual queries: no partial query is made after that. */
  usual?: boolean;
}

function querySource(rule: RuleDefinition, language: Language): string {
  const source = typeof rule.query === 'string' ? rule.query : rule.query[language];
  if (source === undefined) throw new Error(`Rule ${rule.id} lists ${language} but has no query for it`);
  return source;
}

/**
 * Compiled queries by language and rule set. Compiling is the engine's largest fixed cost (about 90 ms
 * for all the TypeScript rules, in proportion to their patterns), and every engine with the same rules can
 * share the result: queries are immutable.
 */
const compiledQueries = new Map<string, CompiledQuery>();

function planLanguage(grammar: Grammar, language: Language, rules: readonly RuleDefinition[]): LanguageRules {
  // A pattern rooted at a supertype (`expression`) matches nodes of its subtypes' types: such a rule can match anywhere.
  const supertypes = new Set(grammar.supertypes.map((id) => grammar.nodeTypeForId(id)));
  const planned = rules.map((rule): PlannedRule => {
    const roots = patternRootTypes(querySource(rule, language));
    return { rule, roots: roots && ![...roots].some((type) => supertypes.has(type)) ? roots : undefined };
  });
  const ruleShare = new Map<AgentName, number>();
  for (const rule of rules) ruleShare.set(rule.agent, (ruleShare.get(rule.agent) ?? 0) + 1 / rules.length);
  return {
    grammar,
    language,
    ungated: planned.filter(({ rule }) => rule.textGate === undefined),
    gated: planned.filter(({ rule }) => rule.textGate !== undefined),
    ruleShare,
  };
}

/**
 * The queries to run on a file. `present`, the node types where a small change touched the file, leaves out the
 * rules that cannot match there (see `smallChangeQuery`); without it the file gets every rule whose text gate it
 * passes: the ungated rules in one query, each gated rule in its own.
 */
function queriesFor(rules: LanguageRules, present: ReadonlySet<string> | undefined, content: string, exhaustive: boolean): CompiledQuery[] {
  const gated = rules.gated.filter(({ rule }) => exhaustive || passesGate(rule, content));
  if (present) {
    const needed = [...rules.ungated, ...gated].filter(({ roots }) => !roots || [...roots].some((type) => present.has(type))).map(({ rule }) => rule);
    const query = smallChangeQuery(rules, needed);
    if (query !== undefined) return query ? [query] : [];
  }
  return [
    ...(rules.ungated.length > 0
      ? [
          compileQuery(
            rules.grammar,
            rules.language,
            rules.ungated.map(({ rule }) => rule),
          ),
        ]
      : []),
    ...gated.map(({ rule }) => compileQuery(rules.grammar, rules.language, [rule])),
  ];
}

function passesGate(rule: RuleDefinition, content: string): boolean {
  return rule.textGate === undefined || content.search(rule.textGate) !== -1;
}

/**
 * One query of the rules a small change needs, or null when it needs none; undefined when the file should get
 * the usual queries instead. Each query has a large fixed cost to compile, whatever its rules, so the first
 * file of a small change compiles just the rules it needs, in one query (a one-line change: a few rules, or
 * none). A later file whose rules that query holds reuses it; any other file gets the usual queries, and no
 * second partial query is made. The rules a query holds beyond a file's own cannot match where the file
 * changed, so the findings are the same either way.
 */
function smallChangeQuery(rules: LanguageRules, needed: readonly RuleDefinition[]): CompiledQuery | null | undefined {
  if (needed.length === 0) return null;
  // Another engine in this process has compiled the usual queries already: they cost nothing more.
  const usualCompiled =
    rules.ungated.length > 0 &&
    compiledQueries.has(
      queryKey(
        rules.language,
        rules.ungated.map(({ rule }) => rule),
      ),
    );
  if (rules.partial === undefined && !rules.usual && !usualCompiled) {
    rules.partial = { rules: new Set(needed), compiled: compileQuery(rules.grammar, rules.language, needed) };
  }
  const { partial } = rules;
  if (partial && needed.every((rule) => partial.rules.has(rule))) return partial.compiled;
  rules.usual = true;
  return undefined;
}

function queryKey(language: Language, rules: readonly RuleDefinition[]): string {
  return `${language}:${rules.map((rule) => rule.id).join(',')}`;
}

function compileQuery(grammar: Grammar, language: Language, rules: readonly RuleDefinition[]): CompiledQuery {
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

export async function createStaticEngine(options: StaticEngineOptions = {}): Promise<StaticEngine> {
  const rules = selectRules(RULES, options);
  // A grammar is megabytes of wasm to read and compile: only those of the languages asked for.
  const languages = [...new Set(rules.flatMap((rule) => rule.languages))].filter((language) => options.languages?.includes(language) ?? true);
  const loaded = new Map<Language, Grammar>();
  if (languages.length > 0) {
    const location = resolveWasmLocation();
    for (const language of languages) loaded.set(language, await loadGrammar(language, location));
  }
  // Compiled on first use, for source files and test files apart: a change to one source file in one
  // language does not pay for the other languages' queries, nor for the rules that look only at tests.
  const planned = new Map<string, LanguageRules>();
  const rulesFor = (language: Language, isTest: boolean): LanguageRules | undefined => {
    const grammar = loaded.get(language);
    if (!grammar) return undefined;
    const key = `${language}:${isTest ? 'test' : 'source'}`;
    let forLanguage = planned.get(key);
    if (!forLanguage) {
      forLanguage = planLanguage(
        grammar,
        language,
        rules.filter((rule) => rule.languages.includes(language) && inScope(rule, isTest)),
      );
      planned.set(key, forLanguage);
    }
    return forLanguage;
  };
  // Made on the first file in a language with rules: before a grammar has loaded, the wasm runtime is not ready.
  let parser: Parser | undefined;
  const spent = new Map<AgentName, number>();
  const ruleTimes: RuleTimes | undefined = options.timeRules ? new Map() : undefined;

  return {
    scanFile(input) {
      const language = languageOf(input.path);
      const rulesForLanguage = language && input.changedLines.size > 0 ? rulesFor(language, isTestFile(input.path)) : undefined;
      if (!language || !rulesForLanguage) return [];
      const started = performance.now();
      const byRules = new Map<AgentName, number>();
      const fileParser = (parser ??= new Parser());
      fileParser.setLanguage(rulesForLanguage.grammar);
      const exhaustive = options.exhaustive ?? false;
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
          const present = !exhaustive && small ? nodeTypesOnLines(root, runs, PRUNE_MAX_NODES) : undefined;
          const queries = queriesFor(rulesForLanguage, present, input.content, exhaustive);
          return scanTree({ tree, root, whole: !regions }, input, language, { queries, changed, runs }, fileParser, earlier, byRules, ruleTimes);
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
        chargeFile(spent, performance.now() - started, byRules, rulesForLanguage.ruleShare);
      }
    },
    timeByAgent: () => spent,
    timeByRule: () => ruleTimes ?? new Map(),
  };
}

/**
 * How a file's scan time is split between agents, cheaply and without guessing: each match's handling
 * (captures, the rule's `check`, building the finding, parsing the file before the change when a rule
 * asks) is timed and charged to its rule's agent; the rest — parsing, running the queries, setting
 * up — serves every agent at once and is split by each agent's share of the rules.
 */
function chargeFile(spent: Map<AgentName, number>, total: number, byRules: ReadonlyMap<AgentName, number>, ruleShare: ReadonlyMap<AgentName, number>): void {
  let direct = 0;
  for (const [agent, time] of byRules) {
    spent.set(agent, (spent.get(agent) ?? 0) + time);
    direct += time;
  }
  const shared = Math.max(0, total - direct);
  for (const [agent, share] of ruleShare) spent.set(agent, (spent.get(agent) ?? 0) + shared * share);
}

/** A parsed file: its root, and whether the tree holds the whole file or only the regions around the change. */
interface ParsedFile {
  tree: Tree;
  root: Node;
  whole: boolean;
}

function scanTree(
  { tree, root, whole }: ParsedFile,
  input: ScanInput,
  language: Language,
  { queries, changed, runs }: { queries: readonly CompiledQuery[]; changed: readonly number[]; runs: readonly Run[] },
  parser: Parser,
  earlier: { tree?: Tree | null },
  byRules: Map<AgentName, number>,
  ruleTimes: RuleTimes | undefined,
): CandidateFinding[] {
  const lines = input.content.split(/\r?\n/);
  let before: FileBefore | undefined;
  // Parsed only when a rule asks: most findings are judged on the new text alone.
  const readBefore = (): FileBefore | undefined => {
    if (!input.before || earlier.tree === null) return undefined;
    if (!whole) throw new OutsideRegions();
    if (!before) {
      earlier.tree = parseEarlier(parser, tree, input.content, input.before);
      if (!earlier.tree) return undefined;
      before = { root: earlier.tree.rootNode, lines: input.before.text.split('\n'), lineBefore: input.before.lineBefore };
    }
    return before;
  };
  const isTest = isTestFile(input.path);
  const context: RuleContext = {
    path: input.path,
    language,
    lines,
    isTestFile: isTest,
    get root() {
      if (!whole) throw new OutsideRegions();
      return root;
    },
    isChanged: (line) => input.changedLines.has(line),
    before: readBefore,
    parseSnippet: (text, inspect) => {
      const snippet = parser.parse(text);
      if (!snippet) throw new Error(`No grammar set for ${language}`);
      try {
        return inspect(snippet.rootNode);
      } finally {
        snippet.delete();
      }
    },
    facts: input.facts ?? {},
  };
  const findings = new Map<string, CandidateFinding>();
  for (const { query, ruleOfPattern } of queries) {
    const queryStarted = ruleTimes ? performance.now() : 0;
    let handling = 0;
    for (const match of matchesOnLines(query, root, runs)) {
      const rule = ruleOfPattern[match.patternIndex];
      if (!rule) continue;
      const started = performance.now();
      const found = findingsOfMatch(rule, match, changed, context, input, lines);
      const took = performance.now() - started;
      byRules.set(rule.agent, (byRules.get(rule.agent) ?? 0) + took);
      if (ruleTimes) {
        handling += took;
        addTime(ruleTimes, rule.id, took);
      }
      for (const finding of found) {
        // One finding per rule and line: three `any`s on one line are one thing to fix, unless each hit says
        // what it is about (two keys on a line). A rule's matches all come from one query, in the order of
        // the text, so which of them is kept does not depend on the gates.
        const key = `${rule.id}:${finding.line}:${finding.external_fingerprint ?? ''}`;
        if (!findings.has(key)) findings.set(key, finding);
      }
    }
    if (ruleTimes) {
      const single = new Set(ruleOfPattern).size === 1 ? ruleOfPattern[0]?.id : undefined;
      addTime(ruleTimes, single ?? SHARED_QUERY_TIME, performance.now() - queryStarted - handling);
    }
  }
  return [...findings.values()].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0) || (a.rule_id ?? '').localeCompare(b.rule_id ?? ''));
}

function addTime(times: RuleTimes, key: string, milliseconds: number): void {
  times.set(key, (times.get(key) ?? 0) + milliseconds);
}

function findingsOfMatch(
  rule: RuleDefinition,
  match: QueryMatch,
  changed: readonly number[],
  context: RuleContext,
  input: ScanInput,
  lines: readonly string[],
): CandidateFinding[] {
  const captures = capturesOf(match);
  const target = captures.target;
  if (!target) throw new Error(`Rule ${rule.id} has a pattern without a @target capture`);
  if (!spansChangedLine(changed, target)) return [];
  const verdict = rule.check ? rule.check({ target, captures, context }) : true;
  if (verdict === false) return [];
  const hits: readonly RuleHit[] = verdict === true ? [{}] : Array.isArray(verdict) ? verdict : [verdict as RuleHit];
  return hits.flatMap((hit) => findingOf(rule, hit, target, captures, input, lines) ?? []);
}

function inScope(rule: RuleDefinition, isTest: boolean): boolean {
  const scope = rule.files ?? 'any';
  return scope === 'any' || (scope === 'test') === isTest;
}

function capturesOf(match: QueryMatch): Record<string, Node> {
  const captures: Record<string, Node> = Object.create(null) as Record<string, Node>;
  for (const capture of match.captures) captures[capture.name] ??= capture.node;
  return captures;
}

/** Whether any changed line falls within the node's rows (`changed` is sorted). */
function spansChangedLine(changed: readonly number[], node: Node): boolean {
  const first = node.startPosition.row + 1;
  const last = node.endPosition.row + 1;
  let low = 0;
  let high = changed.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((changed[middle] ?? 0) < first) low = middle + 1;
    else high = middle;
  }
  return low < changed.length && (changed[low] ?? Infinity) <= last;
}

/** The rule's message or recommendation with its `{{name}}` placeholders filled from the hit's details or captures. */
function fillPlaceholders(rule: RuleDefinition, field: 'message' | 'recommendation', captures: Readonly<Record<string, Node>>, hit: RuleHit): string {
  return rule[field].replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    const value = hit.details?.[name] ?? (captures[name] ? excerpt(captures[name].text) : undefined);
    if (value === undefined) throw new Error(`Rule ${rule.id}: no value for {{${name}}} in its ${field}`);
    return value;
  });
}

function findingOf(
  rule: RuleDefinition,
  hit: RuleHit,
  target: Node,
  captures: Readonly<Record<string, Node>>,
  input: ScanInput,
  lines: readonly string[],
): CandidateFinding | undefined {
  const line = hit.line ?? target.startPosition.row + 1;
  if (!input.changedLines.has(line) && !hit.onConstruct) return undefined;
  const severity = hit.severity ?? rule.severity;
  const suppression = judgeSuppression({
    lines,
    line,
    ruleId: rule.id,
    lineInBase: input.lineInBase ?? input.before?.lineBefore ?? ((at) => (input.changedLines.has(at) ? undefined : at)),
    belowGate: input.gate === undefined || !isAtOrAbove(severity, input.gate),
  });
  if (suppression === 'hidden') return undefined;
  const column = hit.column ?? (hit.line === undefined ? target.startPosition.column + 1 : undefined);
  const snippet = hit.snippet ?? lines[line - 1]?.trim();
  const edit = rule.fix?.({ lines, line, endLine: line, column });
  const fixExample = edit?.replacement.join('\n').trim();
  return {
    agent: rule.agent,
    dimension: rule.dimension,
    severity,
    confidence: hit.confidence ?? rule.confidence,
    category: rule.category,
    rule_id: rule.id,
    file: input.path,
    line,
    ...(column === undefined ? {} : { column }),
    ...(snippet ? { code_snippet: snippet } : {}),
    description: fillPlaceholders(rule, 'message', captures, hit),
    recommendation: fillPlaceholders(rule, 'recommendation', captures, hit),
    ...(fixExample ? { fix_example: fixExample } : {}),
    auto_fixable: edit !== undefined,
    source: 'static',
    ...(hit.fingerprint ? { external_fingerprint: hit.fingerprint } : {}),
    ...(suppression === 'added-by-change' ? { suppression_added_by_change: true as const } : {}),
  };
}

/** Runs the change-level rules (e.g. source changed without tests) over the whole diff. */
export function scanChange(files: readonly DiffFile[], options: { agents?: readonly AgentName[]; disabledRules?: readonly string[] } = {}): CandidateFinding[] {
  return selectRules(CHANGE_RULES, options).flatMap((rule) =>
    rule.check(files).map((hit): CandidateFinding => {
      const snippet = addedLineText(files, hit.file, hit.line);
      return {
        agent: rule.agent,
        dimension: rule.dimension,
        severity: rule.severity,
        confidence: rule.confidence,
        category: rule.category,
        rule_id: rule.id,
        file: hit.file,
        line: hit.line,
        ...(snippet ? { code_snippet: snippet } : {}),
        description: hit.description,
        recommendation: rule.recommendation,
        auto_fixable: false,
        source: 'static',
      };
    }),
  );
}

function addedLineText(files: readonly DiffFile[], path: string, line: number): string | undefined {
  const file = files.find((candidate) => candidate.path === path);
  for (const hunk of file?.hunks ?? []) {
    const found = hunk.lines.find((diffLine) => diffLine.kind === 'add' && diffLine.newLine === line);
    if (found) return found.content.trim() || undefined;
  }
  return undefined;
}
