import { posix } from 'node:path';
import { estimateTokens } from '../llm/estimate-tokens.js';
import type { LineWindow } from '../llm/enclosing-window.js';
import { languageOf } from '../rules/language.js';
import type { Language } from '../rules/language.js';
import { indexFile } from './index-file.js';
import type { FileSymbols, SymbolDefinition } from './index-file.js';
import { enclosingDefinition, numberedLines } from './excerpt-lines.js';
import { MAX_INDEXED_FILE_BYTES } from './indexable-path.js';
import type { RepositorySearch } from './repository-search.js';

/** Names searched per batch: the most used ones; a change rarely leans on more. */
const MAX_SEARCHED_NAMES = 40;
/** Changed exported functions whose callers are looked up, per batch. */
const MAX_CHANGED_EXPORTS = 10;
/** Files parsed per batch, those next to the change first: bounds the cost on names found everywhere. */
const MAX_PARSED_FILES = 60;
/** Definitions shown per name (overloads, same name in several modules), and callers per changed function. */
const MAX_DEFINITIONS_PER_NAME = 2;
const MAX_CALLERS_PER_NAME = 4;
/** A definition longer than this is shown by its first lines: the signature and how it starts. */
const MAX_DEFINITION_LINES = 40;
/** Lines shown around a call, inside its enclosing function. */
const CALLER_RADIUS = 6;
/** Names too short or too common to search for: they match everywhere and define nothing of the change's. */
const IGNORED_NAMES = new Set([
  'get', 'set', 'has', 'map', 'push', 'pop', 'then', 'catch', 'toString', 'length', 'join', 'split', 'slice', 'filter', 'reduce',
  'forEach', 'find', 'includes', 'keys', 'values', 'entries', 'test', 'exec', 'replace', 'trim', 'log', 'error', 'warn', 'info',
  'Error', 'Promise', 'Map', 'Set', 'Array', 'Object', 'String', 'Number', 'Boolean', 'Date', 'JSON', 'Record', 'Partial', 'Readonly',
  'ReadonlyArray', 'ReadonlySet', 'ReadonlyMap', 'Pick', 'Omit', 'string', 'number', 'boolean', 'unknown', 'any', 'never', 'void',
  'len', 'str', 'int', 'float', 'bool', 'dict', 'list', 'tuple', 'print', 'range', 'isinstance', 'append', 'format', 'super', 'self',
  'make', 'new', 'cap', 'copy', 'delete', 'panic', 'recover', 'close', 'error', 'byte', 'rune', 'int64', 'uint64', 'Errorf', 'Sprintf',
  'toUpperCase', 'toLowerCase', 'require', 'describe', 'it', 'expect',
]);

/** Where an excerpt comes from and why it was sent: what the report lists. */
interface ContextExcerpt {
  path: string;
  /** 1-based, inclusive. */
  start: number;
  end: number;
  symbol: string;
  relation: 'definition' | 'caller';
  reason: string;
}

export interface BatchContext {
  /** `repository`: searched in a checkout; `changed-files`: no checkout, only the change's own files were searched. */
  source: 'repository' | 'changed-files';
  /** What was searched, in words, for the report. */
  searched: string;
  excerpts: ContextExcerpt[];
  /** The excerpts as the model reads them (made safe, unfenced); empty when nothing fits or nothing was found. */
  text: string;
  tokens: number;
}

/** A changed file of the batch as the model is shown it. */
interface BatchFile {
  path: string;
  /** The file after the change, made safe for a model; undefined when unreadable. */
  lines: readonly string[] | undefined;
  added: ReadonlySet<number>;
  /** Lines the file view already shows: context there would be repeated. */
  visible: readonly LineWindow[];
}

interface InvestigateInput {
  files: readonly BatchFile[];
  search: RepositorySearch;
  source: BatchContext['source'];
  /** A file's text at the reviewed head. */
  readFile(path: string): Promise<string | undefined>;
  /** Untrusted text made safe for a model (sanitized, credentials redacted). */
  clean(text: string): string;
  budgetTokens: number;
}

interface Candidate extends ContextExcerpt {
  score: number;
  text: string;
}

/**
 * INVESTIGATE: the code beyond the diff a reviewer of this batch needs — the definitions of the
 * functions and types the changed lines use, and the callers of the exported functions it changes —
 * found through a tree-sitter index of just the files that mention those names, ranked (most used
 * first, the change's own package first) and trimmed to `budgetTokens`.
 */
export async function investigateBatch(input: InvestigateInput): Promise<BatchContext> {
  const uses = new Map<string, number>();
  const changedExports = new Map<string, string>();
  const indexed = new Map<string, { symbols: FileSymbols; lines: readonly string[] }>();
  const families = new Set<string>();
  for (const file of input.files) {
    const language = languageOf(file.path);
    if (!language || !file.lines) continue;
    families.add(familyOf(language));
    const symbols = await indexFile(language, file.lines.join('\n'));
    indexed.set(file.path, { symbols, lines: file.lines });
    for (const reference of symbols.references) {
      if (file.added.has(reference.line) && isSearchable(reference.name)) uses.set(reference.name, (uses.get(reference.name) ?? 0) + 1);
    }
    for (const definition of symbols.definitions) {
      if (definition.exported && definition.kind !== 'type' && overlapsAdded(definition, file.added) && isSearchable(definition.name)) {
        changedExports.set(definition.name, file.path);
      }
    }
  }
  const searched = input.search.description;
  const empty: BatchContext = { source: input.source, searched, excerpts: [], text: '', tokens: 0 };
  if (uses.size === 0 && changedExports.size === 0) return empty;

  const used = [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MAX_SEARCHED_NAMES).map(([name]) => name);
  const exported = [...changedExports.keys()].sort().slice(0, MAX_CHANGED_EXPORTS);
  const packages = new Set(input.files.map((file) => posix.dirname(file.path)));
  const hits = await input.search.findWords([...new Set([...used, ...exported])], (path) => {
    const language = languageOf(path);
    return language !== undefined && families.has(familyOf(language)) && !indexed.has(path);
  });
  const ordered = [...hits]
    .sort((a, b) => Number(packages.has(posix.dirname(b[0]))) - Number(packages.has(posix.dirname(a[0]))) || b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_PARSED_FILES);
  for (const [path] of ordered) {
    const language = languageOf(path);
    const text = language ? await input.readFile(path) : undefined;
    if (!language || text === undefined || text.length > MAX_INDEXED_FILE_BYTES) continue;
    const lines = input.clean(text).replace(/\n$/, '').split('\n');
    indexed.set(path, { symbols: await indexFile(language, lines.join('\n')), lines });
  }

  const visible = new Map(input.files.map((file) => [file.path, file.visible]));
  const candidates: Candidate[] = [];
  const definitionsPerName = new Map<string, number>();
  const callersPerName = new Map<string, number>();
  // Same package first, then by path: the order in which candidates of equal score are taken.
  const paths = [...indexed.keys()].sort((a, b) => Number(packages.has(posix.dirname(b))) - Number(packages.has(posix.dirname(a))) || a.localeCompare(b));
  for (const path of paths) {
    const { symbols, lines } = indexed.get(path) ?? { symbols: { definitions: [], references: [] }, lines: [] };
    const near = packages.has(posix.dirname(path)) ? 1 : 0;
    for (const definition of symbols.definitions) {
      const count = uses.get(definition.name);
      if (!count || isShown({ start: definition.start, end: definition.end }, visible.get(path))) continue;
      const taken = definitionsPerName.get(definition.name) ?? 0;
      if (taken >= MAX_DEFINITIONS_PER_NAME) continue;
      definitionsPerName.set(definition.name, taken + 1);
      const end = Math.min(definition.end, definition.start + MAX_DEFINITION_LINES - 1);
      const reason = `definition of ${definition.name} (${definition.kind}), used ${count === 1 ? 'once' : `${count} times`} in the changed lines`;
      candidates.push(candidateOf(path, lines, definition.start, end, definition.name, 'definition', reason, count * 10 + near * 5));
    }
    for (const reference of symbols.references) {
      const changedIn = changedExports.get(reference.name);
      if (reference.kind !== 'call' || !changedIn || path === changedIn) continue;
      const taken = callersPerName.get(reference.name) ?? 0;
      if (taken >= MAX_CALLERS_PER_NAME) continue;
      const enclosing = enclosingDefinition(symbols.definitions, reference.line);
      const start = Math.max(enclosing?.start ?? 1, reference.line - CALLER_RADIUS);
      const end = Math.min(enclosing?.end ?? lines.length, reference.line + CALLER_RADIUS, lines.length);
      if (isShown({ start, end }, visible.get(path))) continue;
      callersPerName.set(reference.name, taken + 1);
      const where = enclosing ? ` in ${enclosing.name}` : '';
      const reason = `calls ${reference.name}${where}; ${reference.name} is changed in ${changedIn}`;
      candidates.push(candidateOf(path, lines, start, end, reference.name, 'caller', reason, 8 + near * 5 - taken));
    }
  }
  return { ...empty, ...trimToBudget(candidates, input.budgetTokens, input.clean) };
}

/** The best candidates that fit, without overlaps, in file order so the same choice renders the same bytes. */
function trimToBudget(candidates: readonly Candidate[], budget: number, clean: (text: string) => string): Pick<BatchContext, 'excerpts' | 'text' | 'tokens'> {
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  let tokens = 0;
  for (const candidate of ranked) {
    if (chosen.some((other) => other.path === candidate.path && other.start <= candidate.end && candidate.start <= other.end)) continue;
    const cost = estimateTokens(candidate.text) + 1;
    if (tokens + cost > budget) continue;
    chosen.push(candidate);
    tokens += cost;
  }
  chosen.sort((a, b) => a.path.localeCompare(b.path) || a.start - b.start);
  const excerpts = chosen.map(({ path, start, end, symbol, relation, reason }) => ({ path: clean(path), start, end, symbol, relation, reason: clean(reason) }));
  const text = chosen.map((candidate) => candidate.text).join('\n\n');
  return { excerpts, text, tokens: text ? estimateTokens(text) : 0 };
}

function candidateOf(path: string, lines: readonly string[], start: number, end: number, symbol: string, relation: ContextExcerpt['relation'], reason: string, score: number): Candidate {
  return { path, start, end, symbol, relation, reason, score, text: `${path}:${start}-${end} — ${reason}\n${numberedLines(lines, start, end)}` };
}

function familyOf(language: Language): string {
  return language === 'typescript' || language === 'tsx' || language === 'javascript' ? 'script' : language;
}

function isSearchable(name: string): boolean {
  return name.length >= 2 && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name) && !IGNORED_NAMES.has(name);
}

function overlapsAdded(definition: SymbolDefinition, added: ReadonlySet<number>): boolean {
  for (let line = definition.start; line <= definition.end; line++) if (added.has(line)) return true;
  return false;
}

function isShown(range: LineWindow, windows: readonly LineWindow[] | undefined): boolean {
  return (windows ?? []).some((window) => window.start <= range.start && range.end <= window.end);
}
