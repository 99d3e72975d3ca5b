import type { Node } from 'web-tree-sitter';
import type { AgentName } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { Dimension, Severity } from '../findings/finding.js';
import type { Language } from '../diff/language.js';
import type { TreeFacts } from './tree-facts.js';

/** Which files a rule looks at: `test` files by path convention (see `fileRoleOf`), `source` is every other file. */
export type FileScope = 'any' | 'source' | 'test';

/** What a rule's `check` may ask about the file being scanned. */
export interface RuleContext {
  path: string;
  language: Language;
  /** The file's lines; `lines[0]` is line 1. */
  lines: readonly string[];
  isTestFile: boolean;
  /**
   * Whether the change added the file (nothing of it was there before, or it was copied from another), known
   * without parsing the earlier text; undefined when the engine was not given the earlier text.
   */
  isNewFile: boolean | undefined;
  /** The root of the file's syntax tree, for facts about the whole file. */
  root: Node;
  isChanged(line: number): boolean;
  /**
   * The file before the change, parsed on first use: so a rule can tell what the change introduced or
   * made worse from what was already there. Undefined when the engine was not given it.
   */
  before(): FileBefore | undefined;
  /** Parses `text` in the file's language and hands its root to `inspect` (the tree is freed afterwards). */
  parseSnippet<T>(text: string, inspect: (root: Node) => T): T;
  /** What the reviewed tree says about the file beyond its text (its module's Go version, …); empty when not read. */
  facts: TreeFacts;
}

/** The file before the change; a file the change added is empty. */
export interface FileBefore {
  root: Node;
  lines: readonly string[];
  /** The 1-based line before the change of line `line` after it; undefined for a line the change added. */
  lineBefore(line: number): number | undefined;
}

interface RuleMatch {
  /** The node captured as `@target`: the finding is reported at its first line. */
  target: Node;
  /** Every capture of the pattern by name (the first node when a capture repeats). */
  captures: Readonly<Record<string, Node>>;
  context: RuleContext;
}

/** A `check` result that refines the finding; every field is optional. */
export interface RuleHit {
  /** 1-based line to report at, when not the target's first line (e.g. a line inside a block comment). */
  line?: number;
  /** 1-based column on that line. */
  column?: number;
  /** Values for `{{name}}` placeholders in the message, over the capture texts. */
  details?: Readonly<Record<string, string>>;
  severity?: Severity;
  confidence?: number;
  /** Replaces the code snippet, e.g. with a credential masked. */
  snippet?: string;
  /**
   * What the problem is when its line does not say it all (a hash of the credential it found): the finding's
   * fingerprint is made from it instead of the snippet, and two hits on one line are two findings.
   */
  fingerprint?: string;
  /**
   * `line` is the construct the finding is about (a function's signature) and is reported even when the
   * change did not touch it; outside the diff the finding goes in the review body.
   */
  onConstruct?: boolean;
}

/** Replace lines `startLine..endLine` (1-based, inclusive) with `replacement`; an empty array removes them. */
export interface LineEdit {
  startLine: number;
  endLine: number;
  replacement: readonly string[];
}

/** What a mechanical fix sees: text only, so a fix can be recomputed later from the file content alone. */
export interface FixTarget {
  lines: readonly string[];
  line: number;
  endLine: number;
  column?: number;
}

/** A change to an existing file: the lines of `after` not in `before` count as changed. */
export interface ChangeExample {
  before: string;
  after: string;
}

export interface RuleExamples {
  /** Snippets in the rule's first language; each must produce at least one finding (every line counts as changed). */
  match: readonly (string | ChangeExample)[];
  /** Snippets (new files) or changes that must produce none. */
  noMatch: readonly (string | ChangeExample)[];
  /** What the tree around every example says (see `RuleContext.facts`), for a rule that needs more than the file. */
  facts?: TreeFacts;
}

/** What every rule says of all its findings, whether it reads files or the whole change. */
export interface RuleBasics {
  /** `<pack>/<name>`, e.g. `silent-failure/empty-catch`: its folder under `catalog/`; used by `sextant-ignore` and `disabledRules`. */
  id: string;
  agent: AgentName;
  dimension: Dimension;
  severity: Severity;
  /** 0–100: how often a finding of this rule is worth acting on. Below the default threshold (80) it is hidden. */
  confidence: number;
  category: string;
  recommendation: string;
}

/** A syntax-tree rule: data, plus a predicate where a query alone cannot decide. */
export interface RuleDefinition extends RuleBasics {
  languages: readonly Language[];
  files?: FileScope;
  /** The finding's description; `{{name}}` is replaced by `details.name` from `check`, else capture `@name`'s text. */
  message: string;
  /**
   * Tree-sitter query; every pattern captures `@target`. One string serves every listed language, or
   * give one per language where the grammars name nodes differently.
   */
  query: string | Readonly<Partial<Record<Language, string>>>;
  /**
   * Text every file this rule can report in contains: a necessary condition, so it must follow from the query
   * and `check` (the name a predicate requires, the marker a regex needs). Files without it skip the rule's
   * query, which is compiled apart from the others' and only once some file has it. Worth it for rules that
   * look for rare things, or whose queries are costly to compile (a small change then compiles less); a gate
   * most files pass costs a walk of the tree of its own. Plain substrings, no word boundaries: on broken code
   * tree-sitter may read `eval` right after a digit.
   */
  textGate?: RegExp;
  /** Decides each match (false drops it) and may refine the finding, or report several (an empty list drops it). */
  check?: (match: RuleMatch) => boolean | RuleHit | readonly RuleHit[];
  fix?: (target: FixTarget) => LineEdit | undefined;
  examples: RuleExamples;
}

/** What a change-level rule reports: a file and a changed line in it. */
export interface ChangeHit {
  file: string;
  line: number;
  description: string;
}

/** A rule over the whole change rather than one file (e.g. code changed without tests). */
export interface ChangeRuleDefinition extends RuleBasics {
  check(files: readonly DiffFile[]): ChangeHit[];
}
