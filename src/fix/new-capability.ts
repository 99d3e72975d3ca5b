import globals from 'globals';
import { Parser } from 'web-tree-sitter';
import type { Node } from 'web-tree-sitter';
import { languageOf } from '../diff/language.js';
import type { Language } from '../diff/language.js';
import { loadGrammar } from '../rules/load-grammar.js';
import { javascriptName, javascriptStringValue, pythonName, pythonStringValue } from '../rules/spelled-name.js';

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

/** What a stretch of code reaches. */
interface Reach {
  /** Names referred to; `declared` when this code binds the name itself. */
  references: Array<{ name: string; declared: boolean }>;
  /** Property and attribute names read from values. */
  properties: string[];
  modules: string[];
  /** Accesses the tree cannot name, and reflective properties: each as the reason a refusal gives. */
  opaque: string[];
  /** The code does not parse here. */
  broken: boolean;
}

interface Dialect {
  /** Globals a name the fix declares must not be: a use of it elsewhere could reach the global. */
  globals: ReadonlySet<string>;
  visit(node: Node, reach: Reach): void;
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

const isField = (node: Node, name: string): boolean => node.parent?.childrenForFieldName(name).some((child) => child.id === node.id) ?? false;
const argumentsOf = (call: Node): Node[] => call.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];

// JavaScript and TypeScript.

/** Properties that reach `Function`, prototypes or the caller from any value. */
const JAVASCRIPT_REFLECTIVE = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'caller',
  'callee',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Every global of the runtimes JavaScript files run in: the language's, Node's, browsers', workers', Deno's and Bun's. */
const JAVASCRIPT_GLOBALS: ReadonlySet<string> = new Set(
  (['builtin', 'node', 'commonjs', 'browser', 'worker', 'serviceworker', 'sharedWorker', 'denoBuiltin', 'bunBuiltin'] as const).flatMap((environment) =>
    Object.keys(globals[environment]),
  ),
);

/** Where an identifier binds a new name rather than refers to one: the parent's type and the field it sits in. */
const JAVASCRIPT_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['variable_declarator', 'name'],
  ['required_parameter', 'pattern'],
  ['optional_parameter', 'pattern'],
  ['formal_parameters', undefined],
  ['arrow_function', 'parameter'],
  ['catch_clause', 'parameter'],
  ['function_declaration', 'name'],
  ['function_expression', 'name'],
  ['generator_function_declaration', 'name'],
  ['generator_function', 'name'],
  ['class_declaration', 'name'],
  ['class', 'name'],
  ['array_pattern', undefined],
  ['pair_pattern', 'value'],
  ['assignment_pattern', 'left'],
  ['object_assignment_pattern', 'left'],
  ['rest_pattern', undefined],
  ['for_in_statement', 'left'],
  ['import_specifier', 'alias'],
  ['import_clause', undefined],
  ['namespace_import', undefined],
];

function isJavascriptBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return JAVASCRIPT_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function javascriptModule(specifier: string): string {
  return specifier.replace(/^node:/, '');
}

function visitJavascript(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier':
    case 'shorthand_property_identifier': {
      const name = javascriptName(node.text);
      // `import { name as alias }`: `name` is what the module exports, read like a property.
      if (node.parent?.type === 'import_specifier' && isField(node, 'name')) reach.properties.push(name);
      else reach.references.push({ name, declared: isJavascriptBinding(node) });
      return;
    }
    case 'shorthand_property_identifier_pattern':
      reach.references.push({ name: javascriptName(node.text), declared: true });
      return;
    case 'this':
    case 'super':
      reach.references.push({ name: node.type, declared: false });
      return;
    case 'property_identifier': {
      const name = javascriptName(node.text);
      if (JAVASCRIPT_REFLECTIVE.has(name) && node.parent?.type !== 'method_definition') reach.opaque.push(`reflective property \`${name}\``);
      // A member read is a property the value must have; a key the code defines (`{ ok: true }`) reaches nothing.
      if (node.parent?.type === 'member_expression') reach.properties.push(name);
      return;
    }
    case 'subscript_expression': {
      const index = node.childForFieldName('index');
      if (!index || index.type === 'number' || index.type === 'identifier') return;
      const key = index.type === 'string' || index.type === 'template_string' ? javascriptStringValue(index.text) : undefined;
      if (key === undefined) reach.opaque.push('computed member access `x[…]`');
      else {
        reach.properties.push(key);
        if (JAVASCRIPT_REFLECTIVE.has(key)) reach.opaque.push(`reflective property \`${key}\``);
      }
      return;
    }
    case 'call_expression': {
      const callee = node.childForFieldName('function');
      const loads = callee?.type === 'import' || (callee?.type === 'identifier' && javascriptName(callee.text) === 'require');
      if (!loads) return;
      const [first, ...rest] = argumentsOf(node);
      const specifier = first && (first.type === 'string' || first.type === 'template_string') ? javascriptStringValue(first.text) : undefined;
      if (specifier === undefined || (callee?.type !== 'import' && rest.length > 0)) reach.opaque.push('a module loaded by a computed name');
      else reach.modules.push(javascriptModule(specifier));
      return;
    }
    case 'import_statement':
    case 'export_statement':
    case 'import_require_clause': {
      const source = node.childForFieldName('source') ?? node.namedChildren.find((child) => child.type === 'string');
      const specifier = source ? javascriptStringValue(source.text) : undefined;
      if (specifier !== undefined) reach.modules.push(javascriptModule(specifier));
      return;
    }
    default:
      return;
  }
}

// Python.

/** The callables and modules of Python's `builtins` a name the fix declares must not be. */
const PYTHON_BUILTINS: ReadonlySet<string> = new Set(
  (
    '__build_class__ __builtins__ __debug__ __import__ __loader__ __spec__ abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr ' +
    'classmethod compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset getattr globals ' +
    'hasattr hash help hex id input int isinstance issubclass iter len license list locals map max memoryview min next object oct open ord pow ' +
    'print property quit range repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip'
  ).split(' '),
);

const PYTHON_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['assignment', 'left'],
  ['augmented_assignment', 'left'],
  ['pattern_list', undefined],
  ['tuple_pattern', undefined],
  ['list_pattern', undefined],
  ['for_statement', 'left'],
  ['for_in_clause', 'left'],
  ['parameters', undefined],
  ['lambda_parameters', undefined],
  ['default_parameter', 'name'],
  ['typed_parameter', undefined],
  ['typed_default_parameter', 'name'],
  ['list_splat_pattern', undefined],
  ['dictionary_splat_pattern', undefined],
  ['function_definition', 'name'],
  ['class_definition', 'name'],
  ['as_pattern_target', undefined],
  ['aliased_import', 'alias'],
];

/** Attribute-by-name built-ins: their second argument is the attribute. */
const PYTHON_ATTRIBUTE_CALLS = new Set(['getattr', 'setattr', 'hasattr', 'delattr']);
const PYTHON_MODULE_CALLS = new Set(['__import__', 'import_module']);

function isPythonBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return PYTHON_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function visitPython(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier': {
      const parent = node.parent;
      const name = pythonName(node.text);
      // Module paths are judged whole as modules; a keyword argument's name is a key the call defines.
      if (parent?.type === 'dotted_name' || (parent?.type === 'keyword_argument' && isField(node, 'name'))) return;
      if (parent?.type === 'attribute' && isField(node, 'attribute')) {
        reach.properties.push(name);
        if (/^__\w+__$/.test(name)) reach.opaque.push(`reflective attribute \`${name}\``);
        return;
      }
      reach.references.push({ name, declared: isPythonBinding(node) });
      return;
    }
    case 'import_statement':
    case 'import_from_statement': {
      const from = node.childForFieldName('module_name');
      if (from) reach.modules.push(from.text);
      for (const imported of node.childrenForFieldName('name')) {
        const path = imported.type === 'aliased_import' ? imported.childForFieldName('name') : imported;
        if (!path) continue;
        // `import a.b` loads a module; `from m import name` reads a name of module `m`.
        if (from) reach.properties.push(pythonName(path.text));
        else reach.modules.push(path.text);
        // Without an alias the import binds its first name (`import os.path` binds `os`); an alias is an identifier of its own.
        if (imported.type !== 'aliased_import') reach.references.push({ name: pythonName(path.text.split('.')[0] ?? ''), declared: true });
      }
      return;
    }
    case 'call': {
      const callee = node.childForFieldName('function');
      const name =
        callee?.type === 'identifier'
          ? pythonName(callee.text)
          : callee?.type === 'attribute'
            ? pythonName(callee.childForFieldName('attribute')?.text ?? '')
            : '';
      const [first, second] = argumentsOf(node);
      if (PYTHON_ATTRIBUTE_CALLS.has(name) && callee?.type === 'identifier') {
        const attribute = second?.type === 'string' ? pythonStringValue(second.text) : undefined;
        if (attribute === undefined) reach.opaque.push(`an attribute read by a computed name (\`${name}\`)`);
        else {
          reach.properties.push(attribute);
          if (/^__\w+__$/.test(attribute)) reach.opaque.push(`reflective attribute \`${attribute}\``);
        }
      } else if (PYTHON_MODULE_CALLS.has(name)) {
        const module = first?.type === 'string' ? pythonStringValue(first.text) : undefined;
        if (module === undefined) reach.opaque.push('a module loaded by a computed name');
        else reach.modules.push(module);
      }
      return;
    }
    default:
      return;
  }
}

// Go: a name nothing declares does not compile, and the universe scope reaches no process, network or
// code loading, so a Go fix can only reach further through packages: its imports and their members.

const GO_BINDINGS: ReadonlyArray<[string, string | undefined]> = [
  ['short_var_declaration', 'left'],
  ['range_clause', 'left'],
  ['var_spec', 'name'],
  ['const_spec', 'name'],
  ['parameter_declaration', 'name'],
  ['variadic_parameter_declaration', 'name'],
  ['function_declaration', 'name'],
  ['method_declaration', 'name'],
  ['labeled_statement', 'label'],
];

function isGoBinding(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'expression_list' && ['short_var_declaration', 'range_clause'].includes(parent.parent?.type ?? '') && isField(parent, 'left'))
    return true;
  return GO_BINDINGS.some(([type, name]) => parent.type === type && (name === undefined || isField(node, name)));
}

function visitGo(node: Node, reach: Reach): void {
  switch (node.type) {
    case 'identifier':
      reach.references.push({ name: node.text, declared: isGoBinding(node) });
      return;
    case 'package_identifier':
      if (node.parent?.type !== 'package_clause' && node.parent?.type !== 'import_spec') reach.references.push({ name: node.text, declared: false });
      return;
    case 'field_identifier':
      if (node.parent?.type === 'selector_expression') reach.properties.push(node.text);
      return;
    case 'import_spec': {
      const path = node.childForFieldName('path');
      if (path) reach.modules.push(path.text.slice(1, -1));
      return;
    }
    default:
      return;
  }
}

const JAVASCRIPT: Dialect = { globals: JAVASCRIPT_GLOBALS, visit: visitJavascript };

const DIALECTS: Readonly<Record<Language, Dialect>> = {
  typescript: JAVASCRIPT,
  tsx: JAVASCRIPT,
  javascript: JAVASCRIPT,
  python: { globals: PYTHON_BUILTINS, visit: visitPython },
  go: { globals: new Set(), visit: visitGo },
};
