import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  require_globals
} from "./chunk-DQE4RUUY.js";
import {
  ScopeBindings,
  walkInScopes
} from "./chunk-V3KMSZYM.js";
import {
  dottedNames,
  functionNodes,
  topLevelValuesBefore,
  valuesAssignedBefore
} from "./chunk-U6BNSJIP.js";
import {
  __toESM
} from "./chunk-NE6RTQ5N.js";

// src/rules/syntax/javascript/javascript-syntax.ts
function statementsOf(block) {
  return block.namedChildren.filter((child) => child.type !== "comment");
}
var { dottedName, calleePath } = dottedNames({
  names: ["identifier", "property_identifier", "this"],
  member: "member_expression",
  object: "object",
  property: "property",
  callee: ["function", "constructor"]
});
function unwrapParentheses(node) {
  let current = node;
  while (current.type === "parenthesized_expression") {
    const inner = current.namedChildren.find((child) => child.type !== "comment");
    if (!inner) break;
    current = inner;
  }
  return current;
}
var FUNCTIONS = functionNodes([
  "function_declaration",
  "function_expression",
  "function",
  "arrow_function",
  "method_definition",
  "generator_function_declaration",
  "generator_function"
]);
var { isFunctionType, isFunction, enclosingFunction, types: FUNCTION_TYPES } = FUNCTIONS;
function functionName(fn) {
  const own = fn.childForFieldName("name");
  if (own) return own.text;
  const parent = fn.parent;
  if (parent?.type === "variable_declarator") return parent.childForFieldName("name")?.text;
  if (parent?.type === "pair") return parent.childForFieldName("key")?.text;
  if (parent?.type === "assignment_expression") return parent.childForFieldName("left")?.text;
  return void 0;
}
function additionOperands(node) {
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands(unwrapParentheses(left)), ...additionOperands(unwrapParentheses(right))] : [node];
}
function isPlainString(node) {
  return node.type === "string" || node.type === "template_string" && !node.namedChildren.some((child) => child.type === "template_substitution");
}
function readStringExpression(expression) {
  const node = unwrapParentheses(expression);
  if (node.type === "string") return { node, how: void 0, fragments: node.text.slice(1, -1), values: [] };
  if (node.type === "template_string") {
    const values2 = node.namedChildren.filter((child) => child.type === "template_substitution").flatMap((child) => child.namedChildren[0] ?? []);
    const fragments2 = node.children.map((child) => child.type === "template_substitution" ? "?" : child.type === "`" ? "" : child.text).join("");
    return { node, how: values2.length > 0 ? "a template literal" : void 0, fragments: fragments2, values: values2 };
  }
  if (node.type === "call_expression") return readJoin(node);
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isPlainString)) return void 0;
  const fragments = operands.map((operand) => isPlainString(operand) ? operand.text.slice(1, -1) : "?").join("");
  const values = operands.filter((operand) => !isPlainString(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function readJoin(call) {
  const callee = call.childForFieldName("function");
  const array = callee?.type === "member_expression" && callee.childForFieldName("property")?.text === "join" ? callee.childForFieldName("object") : void 0;
  if (array?.type !== "array") return void 0;
  const separator = call.childForFieldName("arguments")?.namedChildren[0];
  const items = array.namedChildren.filter((item) => item.type !== "comment");
  const glue = separator === void 0 ? "," : isPlainString(separator) ? separator.text.slice(1, -1) : " ";
  const fragments = items.map((item) => isPlainString(item) ? item.text.slice(1, -1) : "?").join(glue);
  const values = items.filter((item) => !isPlainString(item));
  return { node: call, how: values.length === 0 ? void 0 : "`Array.join`", fragments, values };
}
var ASSIGNMENTS = ["variable_declarator", "assignment_expression", "augmented_assignment_expression"];
function assignmentParts(assignment) {
  return {
    name: assignment.childForFieldName("name") ?? assignment.childForFieldName("left"),
    value: assignment.childForFieldName("value") ?? assignment.childForFieldName("right")
  };
}
function assignedValues(identifier) {
  const fn = enclosingFunction(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS, assignmentParts) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, assignmentParts, FUNCTIONS.types);
}

// src/rules/syntax/javascript/module-names.ts
var import_globals = __toESM(require_globals(), 1);
var KNOWN_GLOBALS = /* @__PURE__ */ new Set([
  ...Object.values(import_globals.default).flatMap((environment) => Object.keys(environment)),
  // The global object inherits them from `Object.prototype`.
  ...Object.getOwnPropertyNames(Object.prototype)
]);
var BINDING_HOLDERS = ["formal_parameters", "object_pattern", "array_pattern", "import_clause", "import_require_clause", "import_alias"];
var FUNCTION_EXPRESSIONS = /* @__PURE__ */ new Set(["function_expression", "generator_function", "function"]);
var NAMED_DECLARATIONS = [
  "function_declaration",
  "generator_function_declaration",
  "function_expression",
  "generator_function",
  "function",
  "class_declaration",
  "abstract_class_declaration",
  "class",
  "enum_declaration",
  "internal_module",
  "module",
  "interface_declaration",
  "type_alias_declaration"
];
var BINDING_NODE_TYPES = [
  .../* @__PURE__ */ new Set([
    "variable_declarator",
    "for_in_statement",
    "assignment_expression",
    "catch_clause",
    "import_specifier",
    "namespace_import",
    ...BINDING_HOLDERS,
    ...NAMED_DECLARATIONS,
    ...FUNCTION_TYPES
  ])
];
function identifiersIn(target) {
  if (!target) return [];
  if (target.type === "identifier" || target.type === "shorthand_property_identifier_pattern") return [target.text];
  return target.descendantsOfType(["identifier", "shorthand_property_identifier_pattern"]).map((node) => node.text);
}
function namesByScope(root) {
  const scopes = new ScopeBindings();
  const bind = (scope, names) => {
    for (const name of names) scopes.bind(scope, name);
  };
  walkInScopes(
    root,
    BINDING_NODE_TYPES,
    (type) => FUNCTION_TYPES.includes(type),
    (node, scope) => bindAt(node, scope, root, bind)
  );
  return scopes;
}
function bindAt(node, scope, root, bind) {
  switch (node.type) {
    case "variable_declarator":
      return bind(scope, identifiersIn(node.childForFieldName("name")));
    case "catch_clause":
      return bind(scope, identifiersIn(node.childForFieldName("parameter")));
    case "for_in_statement":
      return bind(scope, identifiersIn(node.childForFieldName("left")));
    case "arrow_function":
      return bind(node, identifiersIn(node.childForFieldName("parameter")));
    case "import_specifier":
    case "namespace_import":
      return bind(root, identifiersIn(node));
    case "assignment_expression": {
      const left = node.childForFieldName("left");
      if (left?.type === "identifier") bind(root, [left.text]);
      const object = left?.type === "member_expression" ? left.childForFieldName("object")?.text : void 0;
      if (object && ["window", "self", "global", "globalThis"].includes(object)) bind(root, [left?.childForFieldName("property")?.text ?? ""]);
      return;
    }
    default:
      if (BINDING_HOLDERS.includes(node.type)) return bind(scope, identifiersIn(node));
      if (FUNCTION_EXPRESSIONS.has(node.type)) return bind(node, identifiersIn(node.childForFieldName("name")));
      if (NAMED_DECLARATIONS.includes(node.type)) return bind(scope, identifiersIn(node.childForFieldName("name")));
  }
}
function isVisible(identifier, scopes, name = identifier.text) {
  return scopes.around(identifier, name).length > 0;
}
function isRead(identifier) {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case "jsx_opening_element":
    case "jsx_closing_element":
    case "jsx_self_closing_element":
      return !/^[a-z]/.test(identifier.text);
    case "unary_expression":
      return parent.childForFieldName("operator")?.text !== "typeof";
    case "namespace_export":
      return false;
    case "export_specifier":
      return parent.parent?.parent?.childForFieldName("source") === null && parent.childForFieldName("name")?.id === identifier.id;
    case "variable_declarator":
      return parent.childForFieldName("name")?.id !== identifier.id;
    case "catch_clause":
      return parent.childForFieldName("parameter")?.id !== identifier.id;
    default:
      break;
  }
  for (let ancestor = parent; ancestor; ancestor = ancestor.parent) {
    if (BINDING_HOLDERS.includes(ancestor.type)) return false;
    if (ancestor.type === "import_statement" || ancestor.type === "statement_block" || ancestor.type === "expression_statement") break;
  }
  return true;
}

export {
  statementsOf,
  dottedName,
  calleePath,
  unwrapParentheses,
  isFunctionType,
  isFunction,
  enclosingFunction,
  FUNCTION_TYPES,
  functionName,
  readStringExpression,
  ASSIGNMENTS,
  assignmentParts,
  assignedValues,
  KNOWN_GLOBALS,
  namesByScope,
  isVisible,
  isRead
};
