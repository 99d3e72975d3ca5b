import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  duplicateHits,
  rule,
  rule2,
  sameNodeBefore
} from "./chunk-WALAJJI3.js";
import {
  KNOWN_GLOBALS,
  isRead,
  isVisible,
  namesByScope
} from "./chunk-WS2QOHBC.js";
import {
  TYPESCRIPT_FAMILY
} from "./chunk-YW526HM7.js";
import {
  fileRoleOf
} from "./chunk-YWK67LT6.js";

// src/rules/catalog/review/duplicate-method/javascript.ts
function modifiersOf(member) {
  const name = member.childForFieldName("name");
  const modifiers = /* @__PURE__ */ new Set();
  for (const child of member.children) {
    if (!child || name && child.equals(name)) break;
    modifiers.add(child.type);
  }
  return modifiers;
}
var implementation = {
  languages: ["javascript"],
  query: "(class_body) @target",
  textGate: /class\b/,
  check: ({ target, context }) => {
    const methods = target.namedChildren.filter((member) => member?.type === "method_definition");
    const hits = duplicateHits(
      methods,
      (method) => {
        const name = method.childForFieldName("name");
        if (name?.type !== "property_identifier" && name?.type !== "private_property_identifier" || method.namedChildren.some((child) => child?.type === "decorator"))
          return void 0;
        const modifiers = modifiersOf(method);
        const accessor = modifiers.has("get") ? "get" : modifiers.has("set") ? "set" : "value";
        return { key: `${modifiers.has("static") ? "static " : ""}${accessor === "value" ? "" : accessor} ${name.text}`, name: name.text };
      },
      context
    );
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: ["class Cart {\n  total() { return this.items.length; }\n  add(item) { this.items.push(item); }\n  total() { return sum(this.items); }\n}"],
    noMatch: [
      "class Box {\n  get size() { return this._size; }\n  set size(value) { this._size = value; }\n}",
      "class Pool {\n  static create() { return new Pool(); }\n  create() { return {}; }\n}"
    ]
  }
};

// src/rules/catalog/review/undefined-name/javascript.ts
var DYNAMIC_NAMES = /\bwith\s*\(|\beval\s*\(|\/\*\s*eslint-env\b/;
var GLOBAL_COMMENT = /\/\*\s*globals?\s([^*]*)\*\//g;
var MAX_UNBOUND_NAMES = 2;
function isModule(root) {
  return root.namedChildren.some((child) => child.type === "import_statement" || child.type === "export_statement");
}
function declaredGlobals(text) {
  return [...text.matchAll(GLOBAL_COMMENT)].flatMap((match) => (match[1] ?? "").split(",").map((entry) => entry.split(":")[0]?.trim() ?? ""));
}
var implementation2 = {
  // JavaScript first: its examples are JavaScript modules, where every undeclared name is reported.
  languages: ["javascript", ...TYPESCRIPT_FAMILY],
  overrides: {
    message: "`{{name}}` is not declared or imported in this module{{removed}}: reaching this line throws `ReferenceError`.",
    severity: "info",
    reason: "JavaScript throws `ReferenceError`. Like Python's names outside `raise`/`except`, these are info: on real bugs held out from the rule's design, the one such finding shown was wrong."
  },
  query: "(program) @target",
  check: ({ context }) => {
    const root = context.root;
    const text = context.lines.join("\n");
    if (root.hasError || DYNAMIC_NAMES.test(text)) return false;
    const everyName = context.language === "javascript" && fileRoleOf(context.path) === "source" && isModule(root);
    if (!everyName && context.isNewFile !== false) return false;
    const scopes = namesByScope(root);
    const globalsDeclared = new Set(declaredGlobals(text));
    const unbound = /* @__PURE__ */ new Map();
    for (const identifier of root.descendantsOfType(["identifier", "shorthand_property_identifier"])) {
      const name = identifier.text;
      if (KNOWN_GLOBALS.has(name) || globalsDeclared.has(name) || name === "arguments" || name === "await" || /^__\w+__$/.test(name)) continue;
      if (isVisible(identifier, scopes, name) || !isRead(identifier)) continue;
      const uses = unbound.get(name);
      if (uses) uses.push(identifier);
      else unbound.set(name, [identifier]);
    }
    if (unbound.size === 0 || unbound.size > MAX_UNBOUND_NAMES) return false;
    const before = context.before();
    const beforeScopes = before && !before.root.hasError ? namesByScope(before.root) : void 0;
    const brokenByChange = (use) => {
      const was = before && beforeScopes ? sameNodeBefore(use, before) : void 0;
      return was !== void 0 && before !== void 0 && beforeScopes !== void 0 && isRead(was) && isVisible(was, beforeScopes);
    };
    const hits = [];
    for (const [name, uses] of unbound) {
      const removed = (beforeScopes?.has(name) ?? false) && !scopes.has(name);
      const changed = uses.find((identifier) => context.isChanged(identifier.startPosition.row + 1));
      const use = changed && (everyName || beforeScopes?.has(name)) ? changed : uses.find((identifier) => !context.isChanged(identifier.startPosition.row + 1) && brokenByChange(identifier));
      if (!use) continue;
      hits.push({
        line: use.startPosition.row + 1,
        column: use.startPosition.column + 1,
        details: { name, removed: removed ? " (this change removed its declaration)" : "" },
        onConstruct: use !== changed
      });
    }
    return hits;
  },
  examples: {
    match: [
      "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  return JSON.parse(await readFile(pth, 'utf8'));\n}",
      "import express from 'express';\nconst app = express();\napp.get('/', (req, res) => res.send(render(req.query)));"
    ],
    noMatch: [
      "const socket = io();\nsocket.on('message', (text) => render(text));",
      "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  return JSON.parse(await readFile(path, 'utf8'));\n}",
      "/* global Sortable */\nexport function init(list) {\n  if (typeof Draggable !== 'undefined') return new Sortable(list, { onEnd });\n  function onEnd() {}\n}",
      "window.config = { debug: false };\nexport const debug = () => config.debug && console.log(document.title, process.env.NODE_ENV);",
      "export const Page = ({ items, ...rest }) => <ul {...rest}>{items.map(({ id, label = id }) => <li key={id}>{label}</li>)}</ul>;",
      "try {\n  run();\n} catch ({ message }) {\n  report(message);\n}\nfunction run() {}\nvar report = () => {};\nexport { run as start, report };\nexport { other } from './other.js';",
      "label: for (const [key, value] of Object.entries(table)) {\n  if (!value) continue label;\n}\nvar table = {};\nexport default class Store extends Base {}\nclass Base {}"
    ]
  }
};

// src/rules/catalog/javascript-rules.ts
var RULE_TABLE = [
  [rule, implementation],
  [rule2, implementation2]
];
var RULE_FOLDERS = RULE_TABLE.map(([rule3, ...languages]) => ({ rule: rule3, languages }));

export {
  RULE_FOLDERS
};
