import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  Parser,
  loadGrammar
} from "./chunk-D2MTBSIC.js";
import {
  javascriptName,
  javascriptStringValue,
  pythonName,
  pythonStringValue
} from "./chunk-TT3TJ7IW.js";
import {
  require_globals
} from "./chunk-DQE4RUUY.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";
import {
  __toESM
} from "./chunk-NE6RTQ5N.js";

// src/fix/capability-dialect.ts
var isField = (node, name) => node.parent?.childrenForFieldName(name).some((child) => child.id === node.id) ?? false;
var argumentsOf = (call) => call.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];

// src/fix/go-dialect.ts
var GO_BINDINGS = [
  ["short_var_declaration", "left"],
  ["range_clause", "left"],
  ["var_spec", "name"],
  ["const_spec", "name"],
  ["parameter_declaration", "name"],
  ["variadic_parameter_declaration", "name"],
  ["function_declaration", "name"],
  ["method_declaration", "name"],
  ["labeled_statement", "label"]
];
function isGoBinding(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === "expression_list" && ["short_var_declaration", "range_clause"].includes(parent.parent?.type ?? "") && isField(parent, "left"))
    return true;
  return GO_BINDINGS.some(([type, name]) => parent.type === type && (name === void 0 || isField(node, name)));
}
function visitGo(node, reach) {
  switch (node.type) {
    case "identifier":
      reach.references.push({ name: node.text, declared: isGoBinding(node) });
      return;
    case "package_identifier":
      if (node.parent?.type !== "package_clause" && node.parent?.type !== "import_spec") reach.references.push({ name: node.text, declared: false });
      return;
    case "field_identifier":
      if (node.parent?.type === "selector_expression") reach.properties.push(node.text);
      return;
    case "import_spec": {
      const path = node.childForFieldName("path");
      if (path) reach.modules.push(path.text.slice(1, -1));
      return;
    }
    default:
      return;
  }
}
var GO_DIALECT = { globals: /* @__PURE__ */ new Set(), visit: visitGo };

// src/fix/javascript-dialect.ts
var import_globals = __toESM(require_globals(), 1);
var JAVASCRIPT_REFLECTIVE = /* @__PURE__ */ new Set([
  "constructor",
  "__proto__",
  "prototype",
  "caller",
  "callee",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__"
]);
var JAVASCRIPT_GLOBALS = new Set(
  ["builtin", "node", "commonjs", "browser", "worker", "serviceworker", "sharedWorker", "denoBuiltin", "bunBuiltin"].flatMap(
    (environment) => Object.keys(import_globals.default[environment])
  )
);
var JAVASCRIPT_BINDINGS = [
  ["variable_declarator", "name"],
  ["required_parameter", "pattern"],
  ["optional_parameter", "pattern"],
  ["formal_parameters", void 0],
  ["arrow_function", "parameter"],
  ["catch_clause", "parameter"],
  ["function_declaration", "name"],
  ["function_expression", "name"],
  ["generator_function_declaration", "name"],
  ["generator_function", "name"],
  ["class_declaration", "name"],
  ["class", "name"],
  ["array_pattern", void 0],
  ["pair_pattern", "value"],
  ["assignment_pattern", "left"],
  ["object_assignment_pattern", "left"],
  ["rest_pattern", void 0],
  ["for_in_statement", "left"],
  ["import_specifier", "alias"],
  ["import_clause", void 0],
  ["namespace_import", void 0]
];
function isJavascriptBinding(node) {
  const parent = node.parent;
  if (!parent) return false;
  return JAVASCRIPT_BINDINGS.some(([type, name]) => parent.type === type && (name === void 0 || isField(node, name)));
}
function javascriptModule(specifier) {
  return specifier.replace(/^node:/, "");
}
function visitJavascript(node, reach) {
  switch (node.type) {
    case "identifier":
    case "shorthand_property_identifier": {
      const name = javascriptName(node.text);
      if (node.parent?.type === "import_specifier" && isField(node, "name")) reach.properties.push(name);
      else reach.references.push({ name, declared: isJavascriptBinding(node) });
      return;
    }
    case "shorthand_property_identifier_pattern":
      reach.references.push({ name: javascriptName(node.text), declared: true });
      return;
    case "this":
    case "super":
      reach.references.push({ name: node.type, declared: false });
      return;
    case "property_identifier": {
      const name = javascriptName(node.text);
      if (JAVASCRIPT_REFLECTIVE.has(name) && node.parent?.type !== "method_definition") reach.opaque.push(`reflective property \`${name}\``);
      if (node.parent?.type === "member_expression") reach.properties.push(name);
      return;
    }
    case "subscript_expression": {
      const index = node.childForFieldName("index");
      if (!index || index.type === "number" || index.type === "identifier") return;
      const key = index.type === "string" || index.type === "template_string" ? javascriptStringValue(index.text) : void 0;
      if (key === void 0) reach.opaque.push("computed member access `x[\u2026]`");
      else {
        reach.properties.push(key);
        if (JAVASCRIPT_REFLECTIVE.has(key)) reach.opaque.push(`reflective property \`${key}\``);
      }
      return;
    }
    case "call_expression": {
      const callee = node.childForFieldName("function");
      const loads = callee?.type === "import" || callee?.type === "identifier" && javascriptName(callee.text) === "require";
      if (!loads) return;
      const [first, ...rest] = argumentsOf(node);
      const specifier = first && (first.type === "string" || first.type === "template_string") ? javascriptStringValue(first.text) : void 0;
      if (specifier === void 0 || callee?.type !== "import" && rest.length > 0) reach.opaque.push("a module loaded by a computed name");
      else reach.modules.push(javascriptModule(specifier));
      return;
    }
    case "import_statement":
    case "export_statement":
    case "import_require_clause": {
      const source = node.childForFieldName("source") ?? node.namedChildren.find((child) => child.type === "string");
      const specifier = source ? javascriptStringValue(source.text) : void 0;
      if (specifier !== void 0) reach.modules.push(javascriptModule(specifier));
      return;
    }
    default:
      return;
  }
}
var JAVASCRIPT_DIALECT = { globals: JAVASCRIPT_GLOBALS, visit: visitJavascript };

// src/fix/python-dialect.ts
var PYTHON_BUILTINS = new Set(
  "__build_class__ __builtins__ __debug__ __import__ __loader__ __spec__ abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license list locals map max memoryview min next object oct open ord pow print property quit range repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip".split(" ")
);
var PYTHON_BINDINGS = [
  ["assignment", "left"],
  ["augmented_assignment", "left"],
  ["pattern_list", void 0],
  ["tuple_pattern", void 0],
  ["list_pattern", void 0],
  ["for_statement", "left"],
  ["for_in_clause", "left"],
  ["parameters", void 0],
  ["lambda_parameters", void 0],
  ["default_parameter", "name"],
  ["typed_parameter", void 0],
  ["typed_default_parameter", "name"],
  ["list_splat_pattern", void 0],
  ["dictionary_splat_pattern", void 0],
  ["function_definition", "name"],
  ["class_definition", "name"],
  ["as_pattern_target", void 0],
  ["aliased_import", "alias"]
];
var PYTHON_ATTRIBUTE_CALLS = /* @__PURE__ */ new Set(["getattr", "setattr", "hasattr", "delattr"]);
var PYTHON_MODULE_CALLS = /* @__PURE__ */ new Set(["__import__", "import_module"]);
function isPythonBinding(node) {
  const parent = node.parent;
  if (!parent) return false;
  return PYTHON_BINDINGS.some(([type, name]) => parent.type === type && (name === void 0 || isField(node, name)));
}
function visitPython(node, reach) {
  switch (node.type) {
    case "identifier": {
      const parent = node.parent;
      const name = pythonName(node.text);
      if (parent?.type === "dotted_name" || parent?.type === "keyword_argument" && isField(node, "name")) return;
      if (parent?.type === "attribute" && isField(node, "attribute")) {
        reach.properties.push(name);
        if (/^__\w+__$/.test(name)) reach.opaque.push(`reflective attribute \`${name}\``);
        return;
      }
      reach.references.push({ name, declared: isPythonBinding(node) });
      return;
    }
    case "import_statement":
    case "import_from_statement": {
      const from = node.childForFieldName("module_name");
      if (from) reach.modules.push(from.text);
      for (const imported of node.childrenForFieldName("name")) {
        const path = imported.type === "aliased_import" ? imported.childForFieldName("name") : imported;
        if (!path) continue;
        if (from) reach.properties.push(pythonName(path.text));
        else reach.modules.push(path.text);
        if (imported.type !== "aliased_import") reach.references.push({ name: pythonName(path.text.split(".")[0] ?? ""), declared: true });
      }
      return;
    }
    case "call": {
      const callee = node.childForFieldName("function");
      const name = callee?.type === "identifier" ? pythonName(callee.text) : callee?.type === "attribute" ? pythonName(callee.childForFieldName("attribute")?.text ?? "") : "";
      const [first, second] = argumentsOf(node);
      if (PYTHON_ATTRIBUTE_CALLS.has(name) && callee?.type === "identifier") {
        const attribute = second?.type === "string" ? pythonStringValue(second.text) : void 0;
        if (attribute === void 0) reach.opaque.push(`an attribute read by a computed name (\`${name}\`)`);
        else {
          reach.properties.push(attribute);
          if (/^__\w+__$/.test(attribute)) reach.opaque.push(`reflective attribute \`${attribute}\``);
        }
      } else if (PYTHON_MODULE_CALLS.has(name)) {
        const module = first?.type === "string" ? pythonStringValue(first.text) : void 0;
        if (module === void 0) reach.opaque.push("a module loaded by a computed name");
        else reach.modules.push(module);
      }
      return;
    }
    default:
      return;
  }
}
var PYTHON_DIALECT = { globals: PYTHON_BUILTINS, visit: visitPython };

// src/fix/new-capability.ts
async function newCapabilityRefusal(edit) {
  const language = languageOf(edit.path);
  if (!language) return "the fix is in a language the screen of new capabilities cannot read";
  const dialect = DIALECTS[language];
  const after = `${edit.text.slice(0, edit.at)}${edit.replace}${edit.text.slice(edit.at + edit.search.length)}`;
  const reachIn = (text, start, end) => withTree(language, text, (root) => reachOf(root, dialect, start, end));
  const file = await reachIn(edit.original, 0, edit.original.length);
  const replaced = await reachIn(edit.text, edit.at, edit.at + edit.search.length);
  const replacement = await reachIn(after, edit.at, edit.at + edit.replace.length);
  if (replacement.broken) return "the fix does not parse where it edits, so the screen of new capabilities cannot read it";
  const known = new Set(file.references.map(({ name }) => name));
  const names = /* @__PURE__ */ new Set([...known, ...file.properties]);
  const modules = new Set(file.modules);
  const bound = new Set(replacement.references.filter(({ declared }) => declared).map(({ name }) => name));
  const added = /* @__PURE__ */ new Set();
  for (const { name } of replacement.references) {
    if (!known.has(name) && (!bound.has(name) || dialect.globals.has(name))) added.add(`name \`${name}\``);
  }
  for (const property of replacement.properties) if (!names.has(property)) added.add(`property \`${property}\``);
  for (const module of replacement.modules) if (!modules.has(module)) added.add(`module \`${module}\``);
  const before = countOf(replaced.opaque);
  for (const [what, count] of countOf(replacement.opaque)) if (count > (before.get(what) ?? 0)) added.add(what);
  if (added.size === 0) return void 0;
  const listed = [...added].slice(0, 5).map((what) => what.slice(0, 80));
  return `the fix reaches what the file did not: ${listed.join(", ")}${added.size > 5 ? ` and ${added.size - 5} more` : ""}`;
}
function countOf(items) {
  const counts = /* @__PURE__ */ new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
var parsers = /* @__PURE__ */ new Map();
async function withTree(language, text, read) {
  let parser = parsers.get(language);
  if (!parser) {
    const grammar = await loadGrammar(language);
    parser = new Parser();
    parser.setLanguage(grammar);
    parsers.set(language, parser);
  }
  const tree = parser.parse(text);
  if (!tree) throw new Error("tree-sitter returned no tree");
  try {
    return read(tree.rootNode);
  } finally {
    tree.delete();
  }
}
function reachOf(root, dialect, start, end) {
  const reach = { references: [], properties: [], modules: [], opaque: [], broken: false };
  const walk = (node) => {
    if (node.startIndex > end || node.endIndex < start) return;
    if (node.isError || node.isMissing) reach.broken = true;
    dialect.visit(node, reach);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return reach;
}
var DIALECTS = {
  typescript: JAVASCRIPT_DIALECT,
  tsx: JAVASCRIPT_DIALECT,
  javascript: JAVASCRIPT_DIALECT,
  python: PYTHON_DIALECT,
  go: GO_DIALECT
};

export {
  newCapabilityRefusal
};
