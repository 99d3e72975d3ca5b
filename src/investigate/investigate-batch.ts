import { posix } from 'node:path';
import type { LineWindow } from '../llm/enclosing-window.js';
import { isTestFile, relatedTestPaths, resolveCandidates } from '../llm/related-code.js';
import { languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import type { SymbolDefinition } from './index-file.js';
import { enclosingDefinition } from './excerpt-lines.js';
import { isIndexable, MAX_INDEXED_FILE_BYTES } from './indexable-path.js';
import { workspacePackages } from './workspace-packages.js';
import { TIER, type Candidate, type ContextExcerpt } from './context-candidate.js';
import { followImport, importedChangedPath } from './follow-import.js';
import { indexLines, mirroredCopies, type Indexed } from './indexed-file.js';
import { trimToBudget } from './trim-to-budget.js';
import type { RepositorySearch } from './repository-search.js';
import { isSearchable } from './is-searchable.js';

/** Names searched per batch: the most used ones; a change rarely leans on more. */
const MAX_SEARCHED_NAMES = 40;
/** Changed functions whose callers and tests are looked up, per batch. */
const MAX_CHANGED_FUNCTIONS = 10;
/** Files parsed per batch, tests and those next to the change first: bounds the cost on names found everywhere. */
const MAX_PARSED_FILES = 60;
/** Definitions shown per name (overloads, same name in several modules), and callers and tests per changed function. */
const MAX_DEFINITIONS_PER_NAME = 2;
const MAX_CALLERS_PER_NAME = 4;
const MAX_TESTS_PER_NAME = 3;
/** A definition or test longer than this is shown by its first lines: the signature and how it starts. */
const MAX_DEFINITION_LINES = 40;
/** Lines shown around a call, inside its enclosing function. */
const CALLER_RADIUS = 6;
/** A changed file's test file with no test of a changed function is shown by its first lines: how it sets up and what it covers. */
const TEST_HEAD_LINES = 30;
/** Test files read to find one importing a changed module, when the change's names do not lead to one. */
const MAX_IMPORTER_TESTS = 8;
/** Among callees, a method reached on the code's own object is certain to be the one called: it ranks with an import followed. */
const OWN_CALL_SCORE = 50;

export interface BatchContext {
  /** `repository`: searched in a checkout; `changed-files`: no checkout, only the change's own files were searched. */
  source: 'repository' | 'changed-files';
  /** What was searched, in words, for the report. */
  searched: string;
  excerpts: ContextExcerpt[];
  /** The excerpts as the model reads them (made safe, unfenced), under the changed file each explains; empty when nothing fits or nothing was found. */
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

/** A name the changed code uses: how often, as a call or a type, and the changed file that uses it first. */
interface Use {
  calls: number;
  types: number;
  by: string;
}

/** A function or method the change touches: its callers and tests are looked up. */
interface ChangedFunction {
  path: string;
  language: Language;
  exported: boolean;
  start: number;
  end: number;
}

/**
 * INVESTIGATE: the code beyond the diff a reviewer of this batch needs — the definitions of what the
 * changed functions call (their whole bodies, not only the added lines; imports and re-exports followed
 * to the defining module), the tests of the change, the callers of the changed functions and the types
 * the change names — found through a tree-sitter index of just the files that mention those names,
 * ranked in that order and trimmed to `budgetTokens`. No line is sent twice (not a line the file views
 * show, not a line of another excerpt), and a file whose content equals another's (a `deno_dist/` or
 * vendored copy) is read once.
 */
export async function investigateBatch(input: InvestigateInput): Promise<BatchContext> {
  const indexed = new Map<string, Indexed>();
  const families = new Set<string>();
  for (const file of input.files) {
    const language = languageOf(file.path);
    if (!language || !file.lines) continue;
    families.add(familyOf(language));
    indexed.set(file.path, await indexLines(language, file.lines));
  }
  const changedPaths = input.files.map((file) => file.path);
  const copies = mirroredCopies(indexed, new Set(changedPaths));
  const uses = new Map<string, Use>();
  const changedFunctions = new Map<string, ChangedFunction>();
  // Methods the changed code calls on its own object: known without a search, whatever their name.
  const siblings: Array<{ path: string; definition: SymbolDefinition }> = [];
  for (const file of input.files) {
    const entry = indexed.get(file.path);
    if (!entry || copies.has(file.path)) continue;
    const changed = entry.symbols.definitions.filter(
      (definition) => (definition.kind === 'function' || definition.kind === 'method') && overlapsAdded(definition, file.added),
    );
    for (const definition of changed) {
      if (isSearchable(definition.name) && !changedFunctions.has(definition.name)) {
        changedFunctions.set(definition.name, {
          path: file.path,
          language: entry.language,
          exported: definition.exported,
          start: definition.start,
          end: definition.end,
        });
      }
    }
    const inChangedCode = (line: number) => file.added.has(line) || changed.some((definition) => definition.start <= line && line <= definition.end);
    for (const call of entry.symbols.siblingCalls) {
      if (inChangedCode(call.line) && !siblings.some((known) => known.path === file.path && known.definition === call.definition))
        siblings.push({ path: file.path, definition: call.definition });
    }
    for (const reference of entry.symbols.references) {
      if (!inChangedCode(reference.line) || !isSearchable(reference.name)) continue;
      const use = uses.get(reference.name) ?? { calls: 0, types: 0, by: file.path };
      if (reference.kind === 'call') use.calls += 1;
      else use.types += 1;
      uses.set(reference.name, use);
    }
  }
  const searched = input.search.description;
  const empty: BatchContext = { source: input.source, searched, excerpts: [], text: '', tokens: 0 };
  if (uses.size === 0 && changedFunctions.size === 0 && siblings.length === 0) return empty;

  const clean = (text: string) => input.clean(text).replace(/\n$/, '').split('\n');
  const load = async (path: string): Promise<Indexed | undefined> => {
    const known = indexed.get(path);
    if (known) return known;
    const language = languageOf(path);
    if (!language || !isIndexable(path) || !input.search.covers(path) || !families.has(familyOf(language))) return undefined;
    const text = await input.readFile(path);
    if (text === undefined || text.length > MAX_INDEXED_FILE_BYTES) return undefined;
    const entry = await indexLines(language, clean(text));
    indexed.set(path, entry);
    return entry;
  };

  // An imported name is defined where its import (through any re-exports) leads, whatever it is called there:
  // a relative import, a Python module of the repository, or a package of the repository's own workspaces.
  const ownPackage = workspacePackages(input.readFile);
  const modulePaths = async (from: string, source: string): Promise<string[]> => {
    const python = languageOf(from) === 'python';
    if (source.startsWith('.')) return resolveCandidates(from, source, python ? 'python' : 'script');
    // Without a checkout only the change's own files are searched: no package of the repository can be read.
    if (!python) return input.source === 'repository' ? ownPackage(source) : [];
    // An absolute Python import names a module from the repository's root or its `src/` folder; one not found there is a dependency's.
    const module = source.replaceAll('.', '/');
    return ['', 'src/'].flatMap((root) => [`${root}${module}.py`, `${root}${module}/__init__.py`]);
  };
  const resolved = new Map<string, { path: string; name: string }>();
  for (const [name, use] of uses) {
    const link = indexed.get(use.by)?.symbols.imports.find((entry) => entry.local === name);
    const target = link ? await followImport(use.by, link.imported, link.source, { load, modulePaths }, 0) : undefined;
    if (target) resolved.set(name, target);
  }
  const packages = new Set(changedPaths.map((path) => posix.dirname(path)));
  const near = (path: string) => (packages.has(posix.dirname(path)) ? 1 : 0);
  const pairedTests = new Map<string, string>();
  for (const path of changedPaths) {
    if (isTestFile(path) || copies.has(path)) continue;
    for (const candidate of relatedTestPaths(path)) {
      if (candidate.startsWith('../') || !(await load(candidate))) continue;
      pairedTests.set(candidate, path);
      break;
    }
  }

  // Tests that may import a changed module: those naming its file (or, for an index, its folder) as a word.
  const stems = [...new Set(changedPaths.filter((path) => !isTestFile(path) && !copies.has(path)).map(moduleStem))].filter(isSearchable);
  const importers =
    stems.length === 0
      ? new Map<string, number[]>()
      : await input.search.findWords(stems, (path) => {
          const language = languageOf(path);
          return isTestFile(path) && language !== undefined && families.has(familyOf(language)) && !indexed.has(path);
        });
  for (const path of [...importers.keys()].sort((a, b) => near(b) - near(a) || a.localeCompare(b)).slice(0, MAX_IMPORTER_TESTS)) await load(path);

  const used = [...uses]
    .sort((a, b) => b[1].calls + b[1].types - (a[1].calls + a[1].types) || a[0].localeCompare(b[0]))
    .slice(0, MAX_SEARCHED_NAMES)
    .map(([name]) => name);
  const changedNames = [...changedFunctions.keys()].sort().slice(0, MAX_CHANGED_FUNCTIONS);
  const hits = await input.search.findWords([...new Set([...used, ...changedNames])], (path) => {
    const language = languageOf(path);
    return language !== undefined && families.has(familyOf(language)) && !indexed.has(path);
  });
  const ordered = [...hits]
    .sort((a, b) => Number(isTestFile(b[0])) - Number(isTestFile(a[0])) || near(b[0]) - near(a[0]) || b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_PARSED_FILES);
  for (const [path] of ordered) await load(path);

  const mirrors = mirroredCopies(indexed, new Set(changedPaths));
  const candidates: Candidate[] = siblings.map(({ path, definition }) => ({
    path,
    start: definition.start,
    end: Math.min(definition.end, definition.start + MAX_DEFINITION_LINES - 1),
    symbol: definition.name,
    relation: 'definition',
    reason: `definition of ${definition.name} (${definition.kind}), called on its own object in the changed code`,
    tier: TIER.callee,
    score: OWN_CALL_SCORE,
    explains: path,
  }));
  const definitionsPerName = new Map<string, number>();
  const sitesPerName = new Map<string, number>();
  const testsShown = new Set<string>();
  // Same package first, then by path: the order in which candidates of equal rank are taken.
  const paths = [...indexed.keys()].filter((path) => !mirrors.has(path)).sort((a, b) => near(b) - near(a) || a.localeCompare(b));
  for (const path of paths) {
    const { symbols, lines, language } = indexed.get(path) as Indexed;
    for (const definition of symbols.definitions) {
      const name = usedNameOf(path, definition, uses, resolved);
      const use = name === undefined ? undefined : uses.get(name);
      if (name === undefined || !use) continue;
      const through = resolved.get(name);
      const imported = through?.path === path;
      // Once the import is resolved, a same-named definition elsewhere is another function.
      if (through && !imported && language !== 'go') continue;
      const taken = definitionsPerName.get(name) ?? 0;
      if (taken >= MAX_DEFINITIONS_PER_NAME) continue;
      definitionsPerName.set(name, taken + 1);
      const count = use.calls + use.types;
      const alias = definition.name === name ? '' : ` (imported as ${name})`;
      const reason = `definition of ${definition.name}${alias} (${definition.kind}), used ${count === 1 ? 'once' : `${count} times`} in the changed code`;
      candidates.push({
        path,
        start: definition.start,
        end: Math.min(definition.end, definition.start + MAX_DEFINITION_LINES - 1),
        symbol: definition.name,
        relation: 'definition',
        reason,
        tier: use.calls > 0 ? TIER.callee : TIER.type,
        score: (imported ? 50 : 0) + count * 10 + near(path) * 5,
        explains: use.by,
      });
    }
    const isTest = isTestFile(path);
    for (const reference of symbols.references) {
      const changed = changedFunctions.get(reference.name);
      if (reference.kind !== 'call' || !changed || !visibleFrom(changed, path, language)) continue;
      // A recursive call is part of the function already shown.
      if (path === changed.path && changed.start <= reference.line && reference.line <= changed.end) continue;
      const key = `${isTest ? 'test' : 'caller'}:${reference.name}`;
      const taken = sitesPerName.get(key) ?? 0;
      if (taken >= (isTest ? MAX_TESTS_PER_NAME : MAX_CALLERS_PER_NAME)) continue;
      sitesPerName.set(key, taken + 1);
      const enclosing = enclosingDefinition(symbols.definitions, reference.line);
      const block = isTest ? (innermost(symbols.testBlocks, reference.line) ?? enclosing) : undefined;
      const range =
        block && block.end - block.start < MAX_DEFINITION_LINES
          ? block
          : {
              start: Math.max((block ?? enclosing)?.start ?? 1, reference.line - CALLER_RADIUS),
              end: Math.min((block ?? enclosing)?.end ?? lines.length, reference.line + CALLER_RADIUS, lines.length),
            };
      const where = enclosing ? ` in ${enclosing.name}` : '';
      if (isTest) testsShown.add(path);
      candidates.push({
        path,
        ...range,
        symbol: reference.name,
        relation: isTest ? 'test' : 'caller',
        reason: `${isTest ? 'test calling' : 'calls'} ${reference.name}${isTest ? '' : where}; ${reference.name} is changed in ${changed.path}`,
        tier: isTest ? TIER.test : TIER.caller,
        score: (pairedTests.has(path) ? 10 : 0) + near(path) * 5 - taken,
        explains: changed.path,
      });
    }
  }
  for (const [path, testedPath] of pairedTests) {
    const entry = indexed.get(path);
    if (!entry || testsShown.has(path) || mirrors.has(path)) continue;
    candidates.push({
      path,
      start: 1,
      end: Math.min(TEST_HEAD_LINES, entry.lines.length),
      symbol: posix.basename(testedPath),
      relation: 'test',
      reason: `test file of ${testedPath} (its first lines)`,
      tier: TIER.test,
      score: 0,
      explains: testedPath,
    });
  }
  // A test that imports a changed module, when none is paired with it or calls what changed: how it sets up and what it covers.
  const tested = new Set(pairedTests.values());
  for (const path of paths) {
    const entry = indexed.get(path) as Indexed;
    if (!isTestFile(path) || testsShown.has(path) || pairedTests.has(path)) continue;
    const target = await importedChangedPath(path, entry, changedPaths, modulePaths);
    if (!target || tested.has(target) || isTestFile(target)) continue;
    tested.add(target);
    candidates.push({
      path,
      start: 1,
      end: Math.min(TEST_HEAD_LINES, entry.lines.length),
      symbol: posix.basename(target),
      relation: 'test',
      reason: `test importing ${target} (its first lines)`,
      tier: TIER.test,
      score: -10,
      explains: target,
    });
  }
  const shown = new Map(input.files.map((file) => [file.path, file.visible]));
  return { ...empty, ...trimToBudget(candidates, { indexed, shown, order: changedPaths, budget: input.budgetTokens, clean: input.clean }) };
}

/** The name the changed code uses for `definition`: its own, or the one it was imported under. */
function usedNameOf(
  path: string,
  definition: SymbolDefinition,
  uses: ReadonlyMap<string, Use>,
  resolved: ReadonlyMap<string, { path: string; name: string }>,
): string | undefined {
  for (const [name, target] of resolved) if (target.path === path && target.name === definition.name) return name;
  return uses.has(definition.name) ? definition.name : undefined;
}

/** Whether code in `path` can call `changed`: exported, or in its own file (Go: its own package). */
function visibleFrom(changed: ChangedFunction, path: string, language: Language): boolean {
  if (changed.exported || path === changed.path) return true;
  return language === 'go' && changed.language === 'go' && posix.dirname(path) === posix.dirname(changed.path);
}

function innermost(blocks: readonly LineWindow[], line: number): LineWindow | undefined {
  let best: LineWindow | undefined;
  for (const block of blocks) if (block.start <= line && line <= block.end && (!best || block.end - block.start < best.end - best.start)) best = block;
  return best;
}

/** The word an import of `path` spells: its file name without extension, or its folder's name for an `index`/`__init__`. */
function moduleStem(path: string): string {
  const stem = posix.basename(path).replace(/\.[^.]+$/, '');
  if (stem !== 'index' && stem !== '__init__') return stem;
  // `compat/src/index.js` is imported as `…/compat`: a source folder is not part of the name.
  const folder = posix.dirname(path);
  return posix.basename(['src', 'lib'].includes(posix.basename(folder)) ? posix.dirname(folder) : folder);
}

function familyOf(language: Language): string {
  return language === 'typescript' || language === 'tsx' || language === 'javascript' ? 'script' : language;
}

function overlapsAdded(definition: SymbolDefinition, added: ReadonlySet<number>): boolean {
  for (let line = definition.start; line <= definition.end; line++) if (added.has(line)) return true;
  return false;
}
