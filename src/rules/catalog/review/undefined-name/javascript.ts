import { fileRoleOf } from '../../../../diff/file-role.js';
import { TYPESCRIPT_FAMILY } from '../../../../diff/language.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isRead, isVisible, KNOWN_GLOBALS, namesByScope } from '../../../syntax/javascript/module-names.js';
import { sameNodeBefore } from '../../../same-node-before.js';
import type { Node } from 'web-tree-sitter';

/** What can bring names the text does not bind into scope: `with`, direct `eval`, an `eslint-env` comment. */
const DYNAMIC_NAMES = /\bwith\s*\(|\beval\s*\(|\/\*\s*eslint-env\b/;

/** ESLint's `/* global a, b: writable *\/` comments: names the author declares another script provides. */
const GLOBAL_COMMENT = /\/\*\s*globals?\s([^*]*)\*\//g;

/** More distinct unbound names than this in one file, and the file is a script that others' globals feed. */
const MAX_UNBOUND_NAMES = 2;

/** Whether the file is an ES module: it imports or exports. */
function isModule(root: Node): boolean {
  return root.namedChildren.some((child) => child.type === 'import_statement' || child.type === 'export_statement');
}

function declaredGlobals(text: string): string[] {
  return [...text.matchAll(GLOBAL_COMMENT)].flatMap((match) => (match[1] ?? '').split(',').map((entry) => entry.split(':')[0]?.trim() ?? ''));
}

export const implementation: LanguageImplementation = {
  // JavaScript first: its examples are JavaScript modules, where every undeclared name is reported.
  languages: ['javascript', ...TYPESCRIPT_FAMILY],
  overrides: {
    message: '`{{name}}` is not declared or imported in this module{{removed}}: reaching this line throws `ReferenceError`.',
    severity: 'info',
    reason:
      "JavaScript throws `ReferenceError`. Like Python's names outside `raise`/`except`, these are info: on real bugs held out from the rule's design, the one such finding shown was wrong.",
  },
  query: '(program) @target',
  check: ({ context }) => {
    const root = context.root;
    const text = context.lines.join('\n');
    if (root.hasError || DYNAMIC_NAMES.test(text)) return false;
    const everyName = context.language === 'javascript' && fileRoleOf(context.path) === 'source' && isModule(root);
    // Outside a JavaScript module only what the change broke is reported: nothing, for a file the change added (or
    // whose earlier text is unknown).
    if (!everyName && context.isNewFile !== false) return false;
    // Whether a name is bound is a fact of the whole module, so every identifier is read once: about 5% of the scan
    // of a large change, the floor for a names check (bindings are found in one walk, scopes compared by offsets).
    const scopes = namesByScope(root);
    const globalsDeclared = new Set(declaredGlobals(text));
    const unbound = new Map<string, Node[]>();
    for (const identifier of root.descendantsOfType(['identifier', 'shorthand_property_identifier'])) {
      const name = identifier.text;
      // `__DEV__`, `__VERSION__`: constants a bundler defines at build time.
      if (KNOWN_GLOBALS.has(name) || globalsDeclared.has(name) || name === 'arguments' || name === 'await' || /^__\w+__$/.test(name)) continue;
      if (isVisible(identifier, scopes, name) || !isRead(identifier)) continue;
      const uses = unbound.get(name);
      if (uses) uses.push(identifier);
      else unbound.set(name, [identifier]);
    }
    if (unbound.size === 0 || unbound.size > MAX_UNBOUND_NAMES) return false;
    // A read the change left without a declaration is reported, changed or not. Any other undeclared name only in
    // a JavaScript module: TypeScript's compiler reports it, ambient declarations in other files known, and a plain
    // script may be one of several a page loads, sharing their globals, as tests, examples and tooling get theirs
    // from setup files and script tags. A module (it imports or exports) sees no other script's globals.
    // The earlier text is parsed only now, when some name is unbound: most files have none.
    const before = context.before();
    const beforeScopes = before && !before.root.hasError ? namesByScope(before.root) : undefined;
    const brokenByChange = (use: Node): boolean => {
      const was = before && beforeScopes ? sameNodeBefore(use, before) : undefined;
      return was !== undefined && before !== undefined && beforeScopes !== undefined && isRead(was) && isVisible(was, beforeScopes);
    };
    const hits: RuleHit[] = [];
    for (const [name, uses] of unbound) {
      const removed = (beforeScopes?.has(name) ?? false) && !scopes.has(name);
      const changed = uses.find((identifier) => context.isChanged(identifier.startPosition.row + 1));
      const use =
        changed && (everyName || beforeScopes?.has(name))
          ? changed
          : uses.find((identifier) => !context.isChanged(identifier.startPosition.row + 1) && brokenByChange(identifier));
      if (!use) continue;
      hits.push({
        line: use.startPosition.row + 1,
        column: use.startPosition.column + 1,
        details: { name, removed: removed ? ' (this change removed its declaration)' : '' },
        onConstruct: use !== changed,
      });
    }
    return hits;
  },
  examples: {
    match: [
      "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  return JSON.parse(await readFile(pth, 'utf8'));\n}",
      "import express from 'express';\nconst app = express();\napp.get('/', (req, res) => res.send(render(req.query)));",
    ],
    noMatch: [
      "const socket = io();\nsocket.on('message', (text) => render(text));",
      "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  return JSON.parse(await readFile(path, 'utf8'));\n}",
      "/* global Sortable */\nexport function init(list) {\n  if (typeof Draggable !== 'undefined') return new Sortable(list, { onEnd });\n  function onEnd() {}\n}",
      'window.config = { debug: false };\nexport const debug = () => config.debug && console.log(document.title, process.env.NODE_ENV);',
      'export const Page = ({ items, ...rest }) => <ul {...rest}>{items.map(({ id, label = id }) => <li key={id}>{label}</li>)}</ul>;',
      "try {\n  run();\n} catch ({ message }) {\n  report(message);\n}\nfunction run() {}\nvar report = () => {};\nexport { run as start, report };\nexport { other } from './other.js';",
      'label: for (const [key, value] of Object.entries(table)) {\n  if (!value) continue label;\n}\nvar table = {};\nexport default class Store extends Base {}\nclass Base {}',
    ],
  },
};
