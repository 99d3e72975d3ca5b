import { Parser } from 'web-tree-sitter';
import type { Node } from 'web-tree-sitter';
import { languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import { loadGrammar } from '../rules/load-grammar.js';
import type { Dialect, Reach } from './capability-dialect.js';
import { GO_DIALECT } from './go-dialect.js';
import { JAVASCRIPT_DIALECT } from './javascript-dialect.js';
import { PYTHON_DIALECT } from './python-dialect.js';

/**
 * The allow-list screen for fixes that Sextant did not write (the fixer agent's, an analysis bundle's):
 * such a fix runs under the repository's checks and is offered as committable only when it reaches
 * nothing the file could not already reach. A list of dangerous spellings is never complete
 * (`globalThis[['ev','al'].join('')]`, `Reflect.construct(Function, …)`), so the screen reads the fix's
 * syntax tree and asks what it names instead:
 *
 * - every name it refers to is one the file already refers to (its code already runs under the checks,
 *   so those names grant nothing new), or one the fix itself declares that is no global of the
 *   language (a local can only hold what the fix puts in it, never `process` or `eval`);
 * - every property or attribute it reads — `x.name`, `x['name']`, `getattr(x, 'name')` — is a name the
 *   file already has;
 * - every module it loads the file already loads;
 * - it adds no access the tree cannot name — `x[expr]` with a computed key, `require(name)`,
 *   `getattr(x, name)` — and no reflective property (`constructor`, `__class__` …) that reaches
 *   `Function` or the interpreter from any value, beyond those the replaced lines had.
 *
 * Names are compared as the language reads them (`\u0065val` is `eval`; Python folds NFKC). A fix that
 * does not parse where it edits is refused: what the screen cannot read, it cannot judge.
 */

/** One search/replace of a fix, with the file it applies to. */
export interface ScreenedEdit {
  path: string;
  /** The file before the fix: the names, properties and modules the fix may use are its own. */
  original: string;
  /** The text the edit applies to (the original with the fix's earlier edits), and where `search` starts in it. */
  text: string;
  at: number;
  search: string;
  replace: string;
}

/**
 * Why the edit is refused because it reaches a name, property, module or access the file did not have;
 * undefined when it adds none. Paths of languages the engine does not parse are refused outright.
 */
export async function newCapabilityRefusal(edit: ScreenedEdit): Promise<string | undefined> {
  const language = languageOf(edit.path);
  if (!language) return 'the fix is in a language the screen of new capabilities cannot read';
  const dialect = DIALECTS[language];
  const after = `${edit.text.slice(0, edit.at)}${edit.replace}${edit.text.slice(edit.at + edit.search.length)}`;
  const reachIn = (text: string, start: number, end: number) => withTree(language, text, (root) => reachOf(root, dialect, start, end));
  const file = await reachIn(edit.original, 0, edit.original.length);
  const replaced = await reachIn(edit.text, edit.at, edit.at + edit.search.length);
  const replacement = await reachIn(after, edit.at, edit.at + edit.replace.length);
  if (replacement.broken) return 'the fix does not parse where it edits, so the screen of new capabilities cannot read it';
  const known = new Set(file.references.map(({ name }) => name));
  const names = new Set([...known, ...file.properties]);
  const modules = new Set(file.modules);
  // A name the fix binds may be used anywhere in it, unless it is a global's: a use outside the binding's scope would reach the global.
  const bound = new Set(replacement.references.filter(({ declared }) => declared).map(({ name }) => name));
  const added = new Set<string>();
  for (const { name } of replacement.references) {
    if (!known.has(name) && (!bound.has(name) || dialect.globals.has(name))) added.add(`name \`${name}\``);
  }
  for (const property of replacement.properties) if (!names.has(property)) added.add(`property \`${property}\``);
  for (const module of replacement.modules) if (!modules.has(module)) added.add(`module \`${module}\``);
  const before = countOf(replaced.opaque);
  for (const [what, count] of countOf(replacement.opaque)) if (count > (before.get(what) ?? 0)) added.add(what);
  if (added.size === 0) return undefined;
  const listed = [...added].slice(0, 5).map((what) => what.slice(0, 80));
  return `the fix reaches what the file did not: ${listed.join(', ')}${added.size > 5 ? ` and ${added.size - 5} more` : ''}`;
}

function countOf(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

const parsers = new Map<Language, Parser>();

async function withTree<T>(language: Language, text: string, read: (root: Node) => T): Promise<T> {
  let parser = parsers.get(language);
  if (!parser) {
    // Loading the grammar starts the wasm runtime, which a parser needs first.
    const grammar = await loadGrammar(language);
    parser = new Parser();
    parser.setLanguage(grammar);
    parsers.set(language, parser);
  }
  const tree = parser.parse(text);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    return read(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** What the nodes touching `[start, end]` reach (an empty range still reads the nodes around an insertion). */
function reachOf(root: Node, dialect: Dialect, start: number, end: number): Reach {
  const reach: Reach = { references: [], properties: [], modules: [], opaque: [], broken: false };
  const walk = (node: Node) => {
    if (node.startIndex > end || node.endIndex < start) return;
    if (node.isError || node.isMissing) reach.broken = true;
    dialect.visit(node, reach);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return reach;
}

const DIALECTS: Readonly<Record<Language, Dialect>> = {
  typescript: JAVASCRIPT_DIALECT,
  tsx: JAVASCRIPT_DIALECT,
  javascript: JAVASCRIPT_DIALECT,
  python: PYTHON_DIALECT,
  go: GO_DIALECT,
};
