import type { RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { BUILTIN_EXCEPTIONS, lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { BINDING_TYPES, boundBy, isNameRead, SCOPE_TYPES, silencedByNoqa, targetNames } from '../../../syntax/python/python-names.js';
import { sameNodeBefore } from '../../../same-node-before.js';
import { ScopeBindings, walkInScopes } from '../../../scope-bindings.js';
import type { Node } from 'web-tree-sitter';

/**
 * What can define names the text does not show: a star import, writes through `globals()`, `exec`, the builtins
 * module, the module object itself, an enum's `_convert_` or `global_enum` (they add its members to the module).
 */
const DYNAMIC_NAMES =
  /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\b(vars|locals)\(\)\s*\[|\bexec(file)?\(|__builtins__|\bbuiltins\.|^def __getattr__|sys\.modules\[__name__\]|\._convert_\(|\bglobal_enum\b/m;

/** A type checker's own silencing of the same report: the author has seen it. */
const TYPE_CHECKER_IGNORE = /#\s*type:\s*ignore(?!\[(?![^\]]*name-defined))|#\s*pyright:\s*ignore(?!\[(?![^\]]*reportUndefinedVariable))/;

/**
 * Names that are defined without a binding the file shows: the builtins Python has beyond its exceptions and
 * functions, Python 2's (code that still supports it guards them), what gettext and IPython install, and what
 * only a type checker knows.
 */
const IMPLICIT_NAMES = new Set(
  (
    'Ellipsis _ unicode basestring long xrange raw_input unichr file reduce cmp buffer reload apply intern coerce ' +
    'get_ipython display reveal_type reveal_locals'
  ).split(' '),
);

/** More distinct unbound names than this in one module, and it is not a missing import or a typo (see `check`). */
const MAX_UNBOUND_NAMES = 2;

/** Code in documentation, whose snippets leave out what the page shows around them (FastAPI's `docs_src/`). */
const DOCUMENTATION_FOLDER = /(^|\/)(docs?|docs?_src|documentation)\//;
/** Its findings are hidden by default: shown with everything. */
const DOCUMENTATION_CONFIDENCE = 60;

/**
 * The names each scope binds (the module's scope is the root), over-approximated: any identifier in a parameter
 * list or pattern binds, a comprehension's names count as its function's, and a name a function declares `global`
 * or `nonlocal` counts as bound everywhere it could live.
 */
function namesByScope(root: Node): ScopeBindings {
  const scopes = new ScopeBindings();
  walkInScopes(
    root,
    BINDING_NODE_TYPES,
    (type) => SCOPE_TYPES.has(type),
    (node, scope, around) => {
      // A `global` or `nonlocal` name can live in any scope around.
      const declared = node.type === 'global_statement' || node.type === 'nonlocal_statement';
      for (const name of namesBoundBy(node)) for (const binder of declared ? around() : [scope]) scopes.bind(binder, name);
    },
  );
  return scopes;
}

/** Binding statements, holders whose every identifier binds, and the scopes themselves. */
const HOLDER_TYPES = ['parameters', 'lambda_parameters', 'type_parameter', 'case_pattern', 'global_statement', 'nonlocal_statement'];
const BINDING_NODE_TYPES = [...new Set([...BINDING_TYPES, 'future_import_statement', 'as_pattern', 'type_alias_statement', ...HOLDER_TYPES, ...SCOPE_TYPES])];

/** The names `node` binds in the scope it is in (a definition's name binds around it). */
function namesBoundBy(node: Node): string[] {
  if (HOLDER_TYPES.includes(node.type)) return node.descendantsOfType('identifier').map((identifier) => identifier.text);
  if (node.type === 'as_pattern') return targetNames(node.childForFieldName('alias')?.namedChildren[0] ?? null).map((name) => name.text);
  if (node.type === 'type_alias_statement') return node.namedChildren[0]?.descendantsOfType('identifier').map((identifier) => identifier.text) ?? [];
  return boundBy(node).map((name) => name.text);
}

/** Whether a scope `identifier` sees binds it: its own, the functions around it, the module; a class body only from directly inside it. */
function isBound(identifier: Node, scopes: ScopeBindings, root: Node, name = identifier.text): boolean {
  const around = scopes.around(identifier, name);
  if (around.some((scope) => scope.type !== 'class_definition')) return true;
  return around.length > 0 && around.some((scope) => evaluatedIn(identifier, root).id === scope.id);
}

/**
 * The scope `identifier` is evaluated in: that of the function, lambda or class whose body holds it. A class's
 * bases and a function's defaults and annotations are evaluated in the scope around the definition.
 */
function evaluatedIn(identifier: Node, root: Node): Node {
  for (let child: Node = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    if (SCOPE_TYPES.has(parent.type) && parent.childForFieldName('body')?.id === child.id) return parent;
  }
  return root;
}

function hasAncestor(node: Node, type: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === type) return true;
  return false;
}

/** Whether `identifier` is (part of) the exception a `raise` names or an `except` clause catches. */
function inRaisedOrCaught(identifier: Node): boolean {
  for (let child: Node = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'raise_statement') return child.id === parent.namedChildren[0]?.id;
    if (parent.type === 'except_clause' || parent.type === 'except_group_clause') return child.id === parent.namedChildren[0]?.id && child.type !== 'block';
    if (parent.type === 'as_pattern') return parent.parent?.type === 'except_clause' && child.id === parent.namedChildren[0]?.id && inRaisedOrCaught(parent);
    if (!['call', 'tuple', 'parenthesized_expression', 'argument_list', 'keyword_argument'].includes(parent.type)) return false;
    if (parent.type === 'call' && child.id !== parent.childForFieldName('function')?.id) return false;
    if (parent.type === 'argument_list' || parent.type === 'keyword_argument') return false;
  }
  return false;
}

/** What reaching the name does instead of what the line meant. */
function consequence(identifier: Node): string {
  if (!inRaisedOrCaught(identifier)) return '';
  for (let parent = identifier.parent; parent; parent = parent.parent) {
    if (parent.type === 'raise_statement') return ' instead of the intended error';
  }
  return ' instead of catching the error';
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(module) @target',
  check: ({ context }) => {
    // The whole module, not a region around the change: a binding anywhere in it counts.
    const root = context.root;
    // A file that did not parse is the syntax-error rule's; what it misread would be noise here.
    if (root.hasError || DYNAMIC_NAMES.test(context.lines.join('\n'))) return false;
    // Whether a name is bound is a fact of the whole module, so every identifier is read once: about 5% of the scan
    // of a large change, the floor for a names check (bindings are found in one walk, scopes compared by offsets).
    const scopes = namesByScope(root);
    const unbound = new Map<string, Node[]>();
    for (const identifier of root.descendantsOfType('identifier')) {
      const name = identifier.text;
      if (BUILTIN_EXCEPTIONS.has(name) || IMPLICIT_NAMES.has(name)) continue;
      // Module attributes (`__file__`, `__path__`) and class-body names (`__qualname__`) are set by the runtime.
      if (/^__\w+__$/.test(name) || isBound(identifier, scopes, root, name) || !isNameRead(identifier)) continue;
      // `self` in a method that does not take it is review/method-without-self's.
      if ((name === 'self' || name === 'cls') && hasAncestor(identifier, 'class_definition')) continue;
      const uses = unbound.get(name);
      if (uses) uses.push(identifier);
      else unbound.set(name, [identifier]);
    }
    // Many names nobody binds: something the text does not show provides them (a framework runs the file in a
    // namespace of its own, a notebook, a build or config script), or the file is a fragment.
    if (unbound.size > MAX_UNBOUND_NAMES) return false;
    const hits: RuleHit[] = [];
    const confidence = DOCUMENTATION_FOLDER.test(context.path) ? { confidence: DOCUMENTATION_CONFIDENCE } : {};
    // A read the change left without a binding is reported where it is, changed or not.
    const before = context.before();
    const beforeScopes = before && !before.root.hasError ? namesByScope(before.root) : undefined;
    const brokenByChange = (use: Node): boolean => {
      const was = before && beforeScopes ? sameNodeBefore(use, before) : undefined;
      return was !== undefined && before !== undefined && beforeScopes !== undefined && isNameRead(was) && isBound(was, beforeScopes, before.root);
    };
    for (const [name, uses] of unbound) {
      const changed = uses.find((identifier) => context.isChanged(lineOf(identifier)));
      const use = changed ?? uses.find(brokenByChange);
      if (!use) continue;
      const line = lineOf(use);
      if (silencedByNoqa(context.lines, line, ['F821']) || TYPE_CHECKER_IGNORE.test(context.lines[line - 1] ?? '')) continue;
      const removed = (beforeScopes?.has(name) ?? false) && !scopes.has(name);
      const instead = consequence(use);
      const details = { name, instead, removed: removed ? ' (this change removed its import or definition)' : '' };
      // Held out from the rule's design, real bugs showed a name outside `raise`/`except` wrongly: those are info.
      const severity = instead === '' ? { severity: 'info' as const } : {};
      hits.push({ line, column: use.startPosition.column + 1, details, onConstruct: use !== changed, ...severity, ...confidence });
    }
    return hits;
  },
  examples: {
    match: [
      'from tornado import httputil\n\ndef read(chunk):\n    if chunk != b"\\r\\n":\n        raise HTTPInputError("bad chunk")',
      'from app import load, report\n\ntry:\n    load()\nexcept (ValueError, ParseError) as error:\n    report(error)',
      'import os\n\ndef home():\n    return pathlib.Path(os.environ["HOME"])',
      'def total(items):\n    count = 0\n    for item in items:\n        count += item.size\n    return cuont',
    ],
    noMatch: [
      'from tornado.httputil import HTTPInputError\n\ndef read(chunk):\n    raise HTTPInputError("bad chunk")',
      'from app import load\n\nclass ParseError(Exception):\n    pass\n\ntry:\n    load()\nexcept ParseError:\n    pass',
      'from errors import *\n\nraise ParseError("x")',
      'from app import load, report\n\ntry:\n    load()\nexcept (ValueError, OSError) as error:\n    report(error)',
      'def fail(error_class):\n    raise error_class("x")',
      'html_theme = theme\nextensions = [ext, other]\nif tags.has("draft"):\n    exclude = [drafts]',
      'from __future__ import annotations\n\ndef load(path: Path) -> Config:\n    return read(path)\n\ndef read(path):\n    return path',
      'def handle(message):\n    match message:\n        case {"kind": kind, **rest}:\n            return kind, rest\n        case [first, *others]:\n            return first, others',
      'try:\n    import simplejson as json\nexcept ImportError:\n    json = None\n\nprint(json, __file__, [x for x in range(3)], (lambda y=1: y)())',
    ],
  },
};
